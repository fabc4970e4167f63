import { Button, Card, Tabs, vars } from '@console/ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { ScreenLayout } from '../../shared/ScreenLayout';
import type { PayLogView } from './payLogs.logic';

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
`;

const ReadOnly = styled.p`
  margin: 0;
  color: ${vars.textSecondary};
`;

export interface PayLogsProps {
  title: string;
  view: PayLogView;
  onViewChange: (view: PayLogView) => void;
  /** Super and finance admins enter and audit logs; support admins read them. */
  canWrite: boolean;
  onAdd: () => void;
  /** The audit queue's and the history's content. */
  queue: ReactNode;
  history: ReactNode;
}

/**
 * /amount/payLogs: an admin's manual credits and debits of companies. The audit queue (another
 * administrator approves or rejects each log) and the history, one tab each; Add enters a new log.
 */
export function PayLogs({ title, view, onViewChange, canWrite, onAdd, queue, history }: PayLogsProps) {
  return (
    <ScreenLayout>
      <Header>
        <h2>{title}</h2>
        {canWrite && (
          <Button variant="primary" onClick={onAdd}>
            Add payment log
          </Button>
        )}
      </Header>
      {!canWrite && (
        <ReadOnly>
          You can read payment logs and their evidence; super admins and finance admins enter and audit them.
        </ReadOnly>
      )}
      <Card>
        <Tabs
          aria-label="Payment log views"
          value={view}
          onValueChange={(next) => onViewChange(next as PayLogView)}
          items={[
            { value: 'queue', label: 'Audit queue', content: queue },
            { value: 'history', label: 'History', content: history },
          ]}
        />
      </Card>
    </ScreenLayout>
  );
}
