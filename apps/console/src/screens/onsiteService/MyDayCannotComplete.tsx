import { type OnsiteReasonBody, onsiteReasonBody } from '@console/contract';
import { Button, FormField, Textarea } from '@console/ui';
import { type FormEvent, useState } from 'react';
import styled from 'styled-components';
import { FormRefusal } from '../../shared/form/FormRefusal';
import { checkForm, readSubmitFailure } from '../../shared/formErrors.logic';

const reasonOnly = onsiteReasonBody.pick({ reason: true });

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  button {
    min-height: 44px;
  }
`;

export interface MyDayCannotCompleteProps {
  /** POST /onsite/jobs/:id/cannotComplete (the card adds the version). */
  onConfirm: (body: Pick<OnsiteReasonBody, 'reason'>) => Promise<unknown>;
  onBack: () => void;
}

/** Why the job cannot be completed today (no access, a part missing…): the dispatcher plans it again. */
export function MyDayCannotComplete({ onConfirm, onBack }: MyDayCannotCompleteProps) {
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = checkForm(reasonOnly, { reason });
    setProblem(checked.ok ? undefined : checked.fields.reason);
    setRefusal(null);
    if (!checked.ok) return;
    setBusy(true);
    try {
      await onConfirm(checked.data);
    } catch (error) {
      const failure = readSubmitFailure(error, ['reason']);
      setProblem(failure.fields.reason);
      setRefusal(failure.message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form noValidate aria-label="Cannot complete" onSubmit={(event) => void submit(event)}>
      <FormField
        label="Why can the job not be completed?"
        required
        help="The dispatcher sees this and plans the job again."
        error={problem}
      >
        {(field) => (
          <Textarea {...field} rows={3} value={reason} onChange={(event) => setReason(event.target.value)} />
        )}
      </FormField>
      <FormRefusal message={refusal} />
      <Buttons>
        <Button type="submit" variant="danger" loading={busy}>
          Confirm: cannot complete
        </Button>
        <Button onClick={onBack} disabled={busy}>
          Back
        </Button>
      </Buttons>
    </form>
  );
}
