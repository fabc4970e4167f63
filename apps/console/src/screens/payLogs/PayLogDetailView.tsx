import type { PayLogDetail, PayLogLink } from '@console/contract';
import { Button, Descriptions, DictTag, vars } from '@console/ui';
import styled from 'styled-components';
import { codeLabel, PAY_LOG_DIRECTIONS, signedCents } from '../../shared/money/payLogWords';
import { dollars } from '../../shared/money.logic';
import { type PayLogWords, whenText } from './payLogColumns';
import { auditActionOf, fileSizeText, mayCorrect, type PayLogViewer } from './payLogs.logic';

const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: 20px;
  h3 {
    margin: 0 0 8px;
    font-size: 15px;
    font-weight: 600;
  }
`;

const Chain = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    align-items: baseline;
    flex-wrap: wrap;
    gap: 8px;
    padding: 4px 0;
  }
`;

const Muted = styled.span`
  color: ${vars.textSecondary};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px;
`;

export interface PayLogDetailViewProps {
  log: PayLogDetail;
  viewer: PayLogViewer;
  words: PayLogWords;
  /** Opens another log of the chain in its place. */
  onOpen: (id: number) => void;
  onAudit: (log: PayLogDetail) => void;
  onCorrect: (log: PayLogDetail) => void;
  onDownloadEvidence: (log: PayLogDetail) => void;
}

/** A log of the chain: its number (opening it), direction, amount, status and who entered it. */
function ChainLink({
  link,
  words,
  onOpen,
}: {
  link: PayLogLink;
  words: PayLogWords;
  onOpen: (id: number) => void;
}) {
  return (
    <li>
      <Button variant="text" onClick={() => onOpen(link.id)}>
        #{link.id}
      </Button>
      <span>
        {PAY_LOG_DIRECTIONS[link.direction].label} {dollars(link.amountCents)}
      </span>
      <DictTag options={words.statusOptions} value={link.status} size="small" />
      <Muted>
        entered by {link.createdBy}, {whenText(link.createdAt)}
      </Muted>
    </li>
  );
}

/**
 * One payment log in full: what it moves, who entered and who audited it, its evidence, and its correction
 * chain both ways (the log it corrects, the logs correcting it), with what the viewer may do next.
 */
export function PayLogDetailView({
  log,
  viewer,
  words,
  onOpen,
  onAudit,
  onCorrect,
  onDownloadEvidence,
}: PayLogDetailViewProps) {
  const audit = auditActionOf(log, viewer);
  const signed = signedCents(log);
  return (
    <Root>
      <Descriptions
        columns={1}
        bordered
        items={[
          { label: 'Company', value: log.companyName },
          {
            label: 'Amount',
            value: `${signed > 0 ? '+' : ''}${dollars(signed)} (${PAY_LOG_DIRECTIONS[log.direction].label.toLowerCase()})`,
          },
          { label: 'Category', value: codeLabel(words.categoryOptions, log.category) },
          {
            label: 'Status',
            value: <DictTag options={words.statusOptions} value={log.status} size="small" />,
          },
          { label: 'External reference', value: log.externalReference ?? '—' },
          { label: 'Entered', value: `${log.createdBy}, ${whenText(log.createdAt)}` },
          {
            label: 'Audited',
            value: log.auditedBy ? `${log.auditedBy}, ${whenText(log.auditedAt)}` : 'Not yet',
          },
          ...(log.auditNote
            ? [{ label: log.status === 'rejected' ? 'Reason' : 'Audit note', value: log.auditNote }]
            : []),
          { label: 'Note', value: log.note ?? '—' },
          {
            label: 'Evidence',
            value: log.evidence ? (
              <Button variant="text" onClick={() => onDownloadEvidence(log)}>
                {log.evidence.originalName} ({fileSizeText(log.evidence.size)})
              </Button>
            ) : (
              'None'
            ),
          },
        ]}
      />
      <section aria-label="Correction chain">
        <h3>Corrections</h3>
        {log.corrects && (
          <>
            <Muted>This log corrects:</Muted>
            <Chain>
              <ChainLink link={log.corrects} words={words} onOpen={onOpen} />
            </Chain>
          </>
        )}
        {log.corrections.length > 0 ? (
          <>
            <Muted>Corrected by:</Muted>
            <Chain>
              {log.corrections.map((link) => (
                <ChainLink key={link.id} link={link} words={words} onOpen={onOpen} />
              ))}
            </Chain>
          </>
        ) : (
          !log.corrects && <Muted>No corrections.</Muted>
        )}
        {log.status === 'approved' && (
          <p>
            Left to correct: <strong>{dollars(log.correctableCents)}</strong>
          </p>
        )}
      </section>
      <Actions>
        {audit === 'audit' && (
          <Button variant="primary" onClick={() => onAudit(log)}>
            Audit
          </Button>
        )}
        {audit === 'ownLog' && <Muted>You entered this log: it awaits another administrator’s audit.</Muted>}
        {mayCorrect(log, viewer) && <Button onClick={() => onCorrect(log)}>Correct</Button>}
      </Actions>
    </Root>
  );
}
