import { type PayLogAuditBody, type PayLogRow, payLogAuditBody } from '@console/contract';
import { Button, Dialog, FormField, RadioGroup, Textarea } from '@console/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller } from 'react-hook-form';
import styled from 'styled-components';
import type { z } from 'zod';
import { FormRefusal } from '../../shared/form/FormRefusal';
import { useContractForm } from '../../shared/form/useContractForm';
import { plainIssue } from '../../shared/formErrors.logic';
import { MoneyCell } from '../../shared/money/MoneyCell';
import { codeLabel, signedCents } from '../../shared/money/payLogWords';
import { type PayLogWords, whenText } from './payLogColumns';

type AuditInput = z.input<typeof payLogAuditBody>;

const Summary = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 4px 16px;
  margin: 0 0 16px;
  dt {
    color: var(--console-text-secondary);
  }
  dd {
    margin: 0;
  }
  dd > span {
    display: inline;
    text-align: left;
  }
`;

const DECISIONS = [
  { value: 'approved', label: 'Approve: post it to the company’s balance' },
  { value: 'rejected', label: 'Reject: it moves nothing' },
];

export interface AuditDialogProps {
  /** The log to audit; null: closed. */
  log: PayLogRow | null;
  words: PayLogWords;
  onAudit: (body: PayLogAuditBody) => Promise<unknown>;
  onClose: () => void;
}

function AuditForm({ log, words, onAudit, onClose }: AuditDialogProps & { log: PayLogRow }) {
  const { control, register, watch, submitWith, refusal, formState } = useContractForm<
    AuditInput,
    PayLogAuditBody
  >({
    resolver: zodResolver(payLogAuditBody, { error: plainIssue }),
    defaultValues: { id: log.id, decision: 'approved', note: '' },
    fields: ['decision', 'note'],
    success: 'Payment log audited.',
  });
  const rejecting = watch('decision') === 'rejected';
  const submit = submitWith(async (body) => {
    await onAudit(body);
    onClose();
  });
  return (
    <form noValidate aria-label={`Audit payment log ${log.id}`} onSubmit={submit}>
      <Summary>
        <dt>Company</dt>
        <dd>{log.companyName}</dd>
        <dt>Amount</dt>
        <dd>
          <MoneyCell cents={signedCents(log)} signed />
        </dd>
        <dt>Category</dt>
        <dd>{codeLabel(words.categoryOptions, log.category)}</dd>
        <dt>Reference</dt>
        <dd>{log.externalReference ?? '—'}</dd>
        <dt>Entered by</dt>
        <dd>
          {log.createdBy}, {whenText(log.createdAt)}
        </dd>
        {log.note && (
          <>
            <dt>Note</dt>
            <dd>{log.note}</dd>
          </>
        )}
      </Summary>
      <FormField label="Decision" required error={formState.errors.decision?.message}>
        {(field) => (
          <Controller
            control={control}
            name="decision"
            render={({ field: { value, onChange } }) => (
              <RadioGroup
                {...field}
                orientation="vertical"
                options={DECISIONS}
                value={value}
                onValueChange={onChange}
              />
            )}
          />
        )}
      </FormField>
      <FormField
        label={rejecting ? 'Reason' : 'Note'}
        required={rejecting}
        help={rejecting ? 'Why it is rejected; the administrator who entered it reads this.' : 'Optional.'}
        error={formState.errors.note?.message}
      >
        {(field) => <Textarea {...field} {...register('note')} rows={3} />}
      </FormField>
      <FormRefusal message={refusal} />
      <Button type="submit" variant={rejecting ? 'danger' : 'primary'} loading={formState.isSubmitting}>
        {rejecting ? 'Reject' : 'Approve'}
      </Button>{' '}
      <Button onClick={onClose}>Cancel</Button>
    </form>
  );
}

/** A different administrator approves a log (posting it once to the ledger) or rejects it with a reason. */
export function AuditDialog(props: AuditDialogProps) {
  const { log, onClose } = props;
  return (
    <Dialog
      open={log !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={log ? `Audit payment log #${log.id}` : 'Audit payment log'}
      width="560px"
    >
      {log && <AuditForm {...props} log={log} />}
    </Dialog>
  );
}
