import type { BugAssignee, BugReportRow, BugTriageQuery, NamedCompany } from '@console/contract';
import { Button, Card, FormField, Select, vars } from '@console/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { ServerList } from '../../shared/list/ServerList';
import type { Page } from '../../shared/page';
import { ScreenLayout } from '../../shared/ScreenLayout';
import { bugColumns } from './bugColumns';
import { adminDetailPath, selectedIds, triageFilters } from './bugs.logic';
import { CloseDuplicateDialog } from './CloseDuplicateDialog';
import { TriageFilters } from './TriageFilters';

const Bulk = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: 12px;
  padding: 8px 12px 0;
  margin-bottom: 8px;
  border: 1px solid ${vars.borderLight};
  border-radius: ${vars.radius};
  background: ${vars.fill};
  > div {
    min-width: 220px;
  }
`;

const Chosen = styled.strong`
  margin-bottom: 18px;
`;

export interface TriageQueueProps {
  title: string;
  query: BugTriageQuery;
  onQueryChange: (change: Partial<BugTriageQuery>) => void;
  page: Page<BugReportRow> | undefined;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  companies: readonly NamedCompany[];
  assignees: readonly BugAssignee[];
  now: Date;
  /** Assigns the chosen reports (null: to nobody). */
  onBulkAssign: (ids: number[], assigneeUserId: number | null) => Promise<unknown>;
  onBulkCloseDuplicate: (ids: number[], body: { duplicateOfId: number; note?: string }) => Promise<unknown>;
}

/**
 * /admin_bugs/index: every company's reports to triage, with their filters, sort and page in the URL; choose
 * rows to assign them at once or close them as duplicates of one original.
 */
export function TriageQueue({
  title,
  query,
  onQueryChange,
  companies,
  assignees,
  now,
  onBulkAssign,
  onBulkCloseDuplicate,
  ...list
}: TriageQueueProps) {
  const [selection, setSelection] = useState<Record<string, boolean>>({});
  const [assignTo, setAssignTo] = useState('');
  const [assigning, setAssigning] = useState(false);
  const [closing, setClosing] = useState(false);
  const ids = selectedIds(selection);
  const numbers = (list.page?.rows ?? []).filter((row) => ids.includes(row.id)).map((row) => row.number);
  const assign = async () => {
    setAssigning(true);
    try {
      await onBulkAssign(ids, assignTo === 'none' ? null : Number(assignTo));
      setSelection({});
    } catch {
      // The http client has said what failed; the selection stays for another try.
    } finally {
      setAssigning(false);
    }
  };
  return (
    <ScreenLayout>
      <h2>{title}</h2>
      <Card>
        <TriageFilters
          values={triageFilters(query)}
          onApply={(values) => {
            setSelection({});
            onQueryChange(values);
          }}
          companies={companies}
          assignees={assignees}
        />
      </Card>
      <Card>
        {ids.length > 0 && (
          <Bulk role="group" aria-label="Bulk actions">
            <Chosen>{ids.length} chosen</Chosen>
            <FormField label="Assign to">
              {(field) => (
                <Select
                  {...field}
                  options={[
                    { value: 'none', label: 'Nobody' },
                    ...assignees.map((person) => ({ value: String(person.id), label: person.name })),
                  ]}
                  value={assignTo}
                  placeholder="Choose an admin"
                  onValueChange={setAssignTo}
                />
              )}
            </FormField>
            <div style={{ marginBottom: 18, minWidth: 0 }}>
              <Button disabled={!assignTo} loading={assigning} onClick={() => void assign()}>
                Assign
              </Button>{' '}
              <Button variant="danger" onClick={() => setClosing(true)}>
                Close as duplicate…
              </Button>
            </div>
          </Bulk>
        )}
        <ServerList
          {...list}
          label="Triage queue"
          noun="bug reports"
          columns={bugColumns({ detailPath: adminDetailPath, now, admin: true })}
          getRowId={(row) => String(row.id)}
          pageNum={query.pageNum}
          pageSize={query.pageSize}
          onPageChange={(page) => {
            setSelection({});
            onQueryChange(page);
          }}
          rowSelection={selection}
          onRowSelectionChange={setSelection}
        />
      </Card>
      <CloseDuplicateDialog
        open={closing}
        numbers={numbers}
        onClose={() => setClosing(false)}
        onSubmit={async (body) => {
          await onBulkCloseDuplicate(ids, body);
          setSelection({});
        }}
      />
    </ScreenLayout>
  );
}
