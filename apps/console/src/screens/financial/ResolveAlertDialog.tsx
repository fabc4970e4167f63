import { ledgerAlertResolveBody } from '@console/contract';
import { Button, Dialog, FormField, Textarea, vars } from '@console/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { checkForm, readSubmitFailure } from '../../shared/formErrors.logic';

const Refusal = styled.p`
  margin: 12px 0 0;
  color: ${vars.dangerText};
`;

export interface ResolveAlertDialogProps {
  /** What the alert found, shown above the note. */
  message: string | null;
  onClose: () => void;
  /** Sends the note; rejects with the server's refusal. */
  onResolve: (note: string) => Promise<void>;
}

/** Closes a ledger alert with a note of what was found and done (the note goes to the audit trail). */
export function ResolveAlertDialog({ message, onClose, onResolve }: ResolveAlertDialogProps) {
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const submit = async () => {
    const check = checkForm(ledgerAlertResolveBody, { note });
    if (!check.ok) {
      setError(check.fields.note ?? null);
      return;
    }
    setError(null);
    setSending(true);
    try {
      await onResolve(check.data.note);
      onClose();
    } catch (failure) {
      const read = readSubmitFailure(failure, ['note']);
      setError(read.fields.note ?? null);
      setRefusal(read.message);
    } finally {
      setSending(false);
    }
  };

  return (
    <Dialog
      open={message !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title="Resolve alert"
      description={message}
      footer={
        <>
          <Button onClick={onClose}>Cancel</Button>
          <Button variant="primary" loading={sending} onClick={() => void submit()}>
            Resolve
          </Button>
        </>
      }
    >
      <FormField label="Note" required error={error} help="What was found and what was done about it.">
        {(control) => (
          <Textarea {...control} rows={4} value={note} onChange={(event) => setNote(event.target.value)} />
        )}
      </FormField>
      {refusal ? <Refusal role="alert">{refusal}</Refusal> : null}
    </Dialog>
  );
}
