import type { BugAdminAction, BugAdminActionInput, BugResolution, BugStatus } from '@console/contract';
import { Button, Dialog, FormField, Input, Select, Textarea } from '@console/ui';
import { type FormEvent, useState } from 'react';
import { FormRefusal } from '../../shared/form/FormRefusal';
import { readSubmitFailure } from '../../shared/formErrors.logic';
import { BUG_ACTION_LABELS, bugIdOf, needsResolution, resolutionOptions } from './bugs.logic';

export interface StepDialogProps {
  /** The action asked for; null: closed. */
  action: BugAdminAction | null;
  status: BugStatus;
  version: number;
  onClose: () => void;
  onSubmit: (action: BugAdminAction, body: BugAdminActionInput) => Promise<unknown>;
}

const NOTE_LABEL: Partial<Record<BugAdminAction, string>> = {
  requestInfo: 'Question for the reporter',
};

/**
 * One status step of the triage panel: a note (the question, when asking for information: it is posted on
 * the thread), and the resolution when resolving or closing (a duplicate names its original's number).
 */
export function StepDialog({ action, status, version, onClose, onSubmit }: StepDialogProps) {
  const [note, setNote] = useState('');
  const [resolution, setResolution] = useState<BugResolution | ''>('');
  const [original, setOriginal] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const withResolution = action !== null && needsResolution(action, status);
  const close = () => {
    setNote('');
    setResolution('');
    setOriginal('');
    setErrors({});
    setRefusal(null);
    onClose();
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!action) return;
    const found: Record<string, string> = {};
    if (action === 'requestInfo' && !note.trim()) found.note = 'Ask the reporter what you need.';
    if (withResolution && !resolution) found.resolution = 'Choose a resolution.';
    const duplicateOfId = resolution === 'duplicate' ? bugIdOf(original) : null;
    if (resolution === 'duplicate' && duplicateOfId === null)
      found.duplicateOfId = 'Enter the original report’s number, such as BUG-000012.';
    setErrors(found);
    if (Object.keys(found).length) return;
    setRefusal(null);
    setSending(true);
    try {
      await onSubmit(action, {
        version,
        note: note.trim() || undefined,
        resolution: resolution || undefined,
        duplicateOfId: duplicateOfId ?? undefined,
      });
      close();
    } catch (failure) {
      const read = readSubmitFailure(failure, ['note', 'resolution', 'duplicateOfId']);
      setErrors(read.fields);
      setRefusal(read.message);
    } finally {
      setSending(false);
    }
  };
  return (
    <Dialog
      open={action !== null}
      onOpenChange={(open) => {
        if (!open) close();
      }}
      title={action ? BUG_ACTION_LABELS[action] : ''}
      description="The reporter is e-mailed about the new status."
    >
      <form
        noValidate
        aria-label={action ? BUG_ACTION_LABELS[action] : 'Step'}
        onSubmit={(event) => void submit(event)}
      >
        {withResolution && (
          <FormField label="Resolution" required error={errors.resolution}>
            {(field) => (
              <Select
                {...field}
                options={resolutionOptions}
                value={resolution}
                placeholder="Choose a resolution"
                onValueChange={(value) => setResolution(value as BugResolution | '')}
              />
            )}
          </FormField>
        )}
        {resolution === 'duplicate' && (
          <FormField
            label="Duplicate of"
            required
            error={errors.duplicateOfId}
            help="The original report’s number."
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
        )}
        <FormField
          label={(action && NOTE_LABEL[action]) ?? 'Note for the history'}
          required={action === 'requestInfo'}
          error={errors.note}
          help="The reporter reads it in the report’s history and in the e-mail."
        >
          {(field) => (
            <Textarea {...field} value={note} onChange={(event) => setNote(event.target.value)} rows={3} />
          )}
        </FormField>
        <FormRefusal message={refusal} />
        <Button type="submit" variant="primary" loading={sending}>
          {action ? BUG_ACTION_LABELS[action] : 'Save'}
        </Button>{' '}
        <Button onClick={close}>Cancel</Button>
      </form>
    </Dialog>
  );
}
