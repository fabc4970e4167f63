import { Button, Dialog, FormField, Input, Textarea } from '@console/ui';
import { type FormEvent, useState } from 'react';
import { FormRefusal } from '../../shared/form/FormRefusal';
import { readSubmitFailure } from '../../shared/formErrors.logic';
import { bugIdOf } from './bugs.logic';

export interface CloseDuplicateDialogProps {
  /** The chosen reports' numbers; empty: closed. */
  numbers: readonly string[];
  open: boolean;
  onClose: () => void;
  onSubmit: (body: { duplicateOfId: number; note?: string }) => Promise<unknown>;
}

/** Closing the chosen reports as duplicates of one original, named by its number (BUG-000012). */
export function CloseDuplicateDialog({ numbers, open, onClose, onSubmit }: CloseDuplicateDialogProps) {
  const [original, setOriginal] = useState('');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const duplicateOfId = bugIdOf(original);
    if (duplicateOfId === null) {
      setError('Enter the original report’s number, such as BUG-000012.');
      return;
    }
    setError(null);
    setRefusal(null);
    setSending(true);
    try {
      await onSubmit({ duplicateOfId, note: note.trim() || undefined });
      setOriginal('');
      setNote('');
      onClose();
    } catch (failure) {
      const read = readSubmitFailure(failure, ['duplicateOfId', 'note']);
      setError(read.fields.duplicateOfId ?? null);
      setRefusal(read.message);
    } finally {
      setSending(false);
    }
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      title="Close as duplicate"
      description={`${numbers.join(', ')} will be closed as duplicates; each reporter is e-mailed.`}
    >
      <form noValidate aria-label="Close as duplicate" onSubmit={(event) => void submit(event)}>
        <FormField
          label="Original report"
          required
          error={error ?? undefined}
          help="Its number, e.g. BUG-000012."
        >
          {(field) => (
            <Input
              {...field}
              value={original}
              onChange={(event) => setOriginal(event.target.value)}
              autoComplete="off"
            />
          )}
        </FormField>
        <FormField label="Note for the history">
          {(field) => (
            <Textarea {...field} value={note} onChange={(event) => setNote(event.target.value)} rows={2} />
          )}
        </FormField>
        <FormRefusal message={refusal} />
        <Button type="submit" variant="primary" loading={sending}>
          Close as duplicates
        </Button>{' '}
        <Button onClick={onClose}>Cancel</Button>
      </form>
    </Dialog>
  );
}
