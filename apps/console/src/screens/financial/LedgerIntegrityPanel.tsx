import type { LedgerAlertRow, LedgerIntegrity } from '@console/contract';
import { Button, Card, Skeleton, Tag, vars } from '@console/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { LoadFailed } from '../../shared/LoadFailed';
import { MoneyCell } from '../../shared/money/MoneyCell';
import { integrityProblems, timeText } from './financial.logic';
import { ResolveAlertDialog } from './ResolveAlertDialog';

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: 16px;
`;

const Note = styled.span`
  color: ${vars.textSecondary};
  font-size: 13px;
`;

const Section = styled.section`
  h4 {
    margin: 0 0 8px;
    font-size: 14px;
    color: ${vars.text};
  }
  table {
    width: 100%;
    border-collapse: collapse;
    font-size: 13px;
  }
  th,
  td {
    padding: 6px 8px;
    border-bottom: 1px solid ${vars.borderLight};
    text-align: left;
  }
  th.money {
    text-align: right;
  }
`;

const Alerts = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 12px;
    padding: 8px 0;
    border-bottom: 1px solid ${vars.borderLight};
  }
`;

export interface LedgerIntegrityPanelProps {
  data: LedgerIntegrity | undefined;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  /** Finance and super admins close alerts; others only see them. */
  canResolve: boolean;
  onResolve: (alertId: number, note: string) => Promise<void>;
}

function AlertList({
  alerts,
  canResolve,
  onOpen,
}: {
  alerts: readonly LedgerAlertRow[];
  canResolve: boolean;
  onOpen: (alert: LedgerAlertRow) => void;
}) {
  return (
    <Section aria-label="Open alerts">
      <h4>Open alerts</h4>
      <Alerts>
        {alerts.map((alert) => (
          <li key={alert.id} data-alert={alert.id}>
            <span>
              <Tag type="danger">
                {alert.kind === 'balance_drift' ? 'Balance drift' : 'Unbalanced transaction'}
              </Tag>{' '}
              {alert.message} <Note>Detected {timeText(alert.detectedAt)}</Note>
            </span>
            {canResolve ? <Button onClick={() => onOpen(alert)}>Resolve</Button> : null}
          </li>
        ))}
      </Alerts>
    </Section>
  );
}

/**
 * The ledger's health: every transaction balances, every projected balance equals the sum of its entries,
 * and the alerts the nightly recompute raised until someone resolves them.
 */
export function LedgerIntegrityPanel({
  data,
  loading,
  failed,
  onRetry,
  canResolve,
  onResolve,
}: LedgerIntegrityPanelProps) {
  const [resolving, setResolving] = useState<LedgerAlertRow | null>(null);
  const extra = data ? (
    <Note>Nightly recompute: {data.lastRecomputeAt ? timeText(data.lastRecomputeAt) : 'not run yet'}</Note>
  ) : null;
  const problems = data ? integrityProblems(data) : 0;
  return (
    <Card title="Ledger integrity" titleAs="h3" extra={extra}>
      {failed ? (
        <LoadFailed message="The ledger integrity check could not be loaded." onRetry={onRetry} />
      ) : !data ? (
        loading ? (
          <Skeleton rows={3} />
        ) : null
      ) : (
        <Body>
          <p>
            {problems === 0 ? (
              <Tag type="success">Ledger in balance</Tag>
            ) : (
              <Tag type="danger">{problems === 1 ? '1 problem found' : `${problems} problems found`}</Tag>
            )}{' '}
            {problems === 0
              ? `All ${data.transactions.toLocaleString('en-US')} transactions balance and every balance equals the sum of its entries.`
              : 'Look into each one; the balances are never corrected automatically.'}
          </p>
          {data.mismatches.length > 0 ? (
            <Section aria-label="Balances that differ from their entries">
              <h4>Balances that differ from their entries</h4>
              <table>
                <thead>
                  <tr>
                    <th>Company</th>
                    <th>Account</th>
                    <th className="money">Projected</th>
                    <th className="money">Entries</th>
                  </tr>
                </thead>
                <tbody>
                  {data.mismatches.map((m) => (
                    <tr key={`${m.companyId}:${m.account}`}>
                      <td>{m.companyName}</td>
                      <td>{m.account}</td>
                      <td>
                        <MoneyCell cents={m.projectedCents} />
                      </td>
                      <td>
                        <MoneyCell cents={m.entriesCents} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </Section>
          ) : null}
          {data.unbalanced.length > 0 ? (
            <Section aria-label="Transactions that do not balance">
              <h4>Transactions that do not balance</h4>
              <table>
                <thead>
                  <tr>
                    <th>Transaction</th>
                    <th>Key</th>
                    <th className="money">Sum of entries</th>
                  </tr>
                </thead>
                <tbody>
                  {data.unbalanced.map((u) => (
                    <tr key={u.transactionId}>
                      <td>{u.transactionId}</td>
                      <td>{u.idempotencyKey}</td>
                      <td>
                        <MoneyCell cents={u.sumCents} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </Section>
          ) : null}
          {data.openAlerts.length > 0 ? (
            <AlertList alerts={data.openAlerts} canResolve={canResolve} onOpen={setResolving} />
          ) : null}
        </Body>
      )}
      <ResolveAlertDialog
        key={resolving?.id ?? 'none'}
        message={resolving?.message ?? null}
        onClose={() => setResolving(null)}
        onResolve={(note) => onResolve(resolving?.id ?? 0, note)}
      />
    </Card>
  );
}
