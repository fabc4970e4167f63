import { dealerAcceptBody } from '@console/contract';
import { Button, FormField, Textarea } from '@console/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { FormRefusal } from '../../shared/form/FormRefusal';
import { useContractForm } from '../../shared/form/useContractForm';
import { plainIssue } from '../../shared/formErrors.logic';
import { DealerNumberField } from './DealerNumberField';
import type { DealerActionText } from './dealer.logic';
import type { DealerActionBody } from './dealers.api';

export interface DealerActionFormProps {
  text: DealerActionText;
  /** The other company of the relation. */
  name: string;
  onConfirm: (body: DealerActionBody) => Promise<unknown>;
  onCancel: () => void;
}

/**
 * Confirms an action on a dealer relation, with what it takes: an optional reason (kept in the history and
 * told to the other side) or the brand's dealer number. A refusal shows on its field or above the button.
 */
export function DealerActionForm({ text, name, onConfirm, onCancel }: DealerActionFormProps) {
  const numbered = text.field === 'dealerNumber';
  const { register, submitWith, refusal, formState } = useContractForm<
    z.input<typeof dealerAcceptBody>,
    DealerActionBody
  >({
    // One schema for every action: the form shows only the field the action takes.
    resolver: zodResolver(dealerAcceptBody, { error: plainIssue }),
    defaultValues: numbered ? { dealerNumber: '' } : text.field === 'reason' ? { reason: '' } : {},
    fields: numbered ? ['dealerNumber'] : ['reason'],
    success: text.done,
  });
  const errors = formState.errors;
  return (
    <form noValidate aria-label={text.title(name)} onSubmit={submitWith(onConfirm)}>
      <p>{text.explanation(name)}</p>
      {numbered && (
        <DealerNumberField registration={register('dealerNumber')} error={errors.dealerNumber?.message} />
      )}
      {text.field === 'reason' && (
        <FormField label="Reason" error={errors.reason?.message} help="Optional; the other side reads it.">
          {(field) => <Textarea {...field} {...register('reason')} rows={3} />}
        </FormField>
      )}
      <FormRefusal message={refusal} />
      <Button
        type="submit"
        variant={text.field === 'reason' ? 'danger' : 'primary'}
        loading={formState.isSubmitting}
      >
        {text.confirm}
      </Button>{' '}
      <Button onClick={onCancel}>Cancel</Button>
    </form>
  );
}
