import { type FulfillmentType, fulfillmentTypeCreateBody } from '@console/contract';
import { Button, Checkbox, FormField, Input } from '@console/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller } from 'react-hook-form';
import styled from 'styled-components';
import type { z } from 'zod';
import { FormGrid } from '../../shared/form/FormLayout';
import { FormRefusal } from '../../shared/form/FormRefusal';
import { useContractForm } from '../../shared/form/useContractForm';
import { plainIssue } from '../../shared/formErrors.logic';

/** The owner is the viewer's brand (an admin's new types are platform defaults): not a field of the form. */
const formSchema = fulfillmentTypeCreateBody.omit({ ownerCompanyId: true });
type FormInput = z.input<typeof formSchema>;
type FormOutput = z.infer<typeof formSchema>;
type Flag = 'requiresReturn' | 'shipsReplacement' | 'compensatesRetailer' | 'active';

export const FLAG_NAMES: Record<Flag, string> = {
  requiresReturn: 'Requires the part back',
  shipsReplacement: 'Ships a replacement',
  compensatesRetailer: 'Compensates the retailer',
  active: 'Active',
};

const FIELDS = [
  'code',
  'name',
  'requiresReturn',
  'shipsReplacement',
  'compensatesRetailer',
  'active',
] as const;

const Flags = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px 24px;
  margin-bottom: 16px;
`;

export interface FulfillmentTypeFormProps {
  /** The type being edited (its code cannot change), or undefined for a new one. */
  editing?: FulfillmentType;
  onSave: (body: FormOutput) => Promise<unknown>;
  onDone: () => void;
}

/** A fulfillment type: how a claim is fulfilled, and what that sets off (a return, a replacement, a credit). */
export function FulfillmentTypeForm({ editing, onSave, onDone }: FulfillmentTypeFormProps) {
  const { register, control, submitWith, refusal, formState } = useContractForm<FormInput, FormOutput>({
    resolver: zodResolver(formSchema, { error: plainIssue }),
    // Only the form's fields: the body is a strict object.
    defaultValues: editing
      ? {
          code: editing.code,
          name: editing.name,
          requiresReturn: editing.requiresReturn,
          shipsReplacement: editing.shipsReplacement,
          compensatesRetailer: editing.compensatesRetailer,
          active: editing.active,
        }
      : {
          code: '',
          name: '',
          requiresReturn: false,
          shipsReplacement: false,
          compensatesRetailer: true,
          active: true,
        },
    fields: FIELDS,
    success: editing ? 'Fulfillment type saved.' : 'Fulfillment type added.',
  });
  const errors = formState.errors;
  const submit = submitWith(async (body) => {
    await onSave(body);
    onDone();
  });
  return (
    <form noValidate aria-label={editing ? `Edit ${editing.name}` : 'New fulfillment type'} onSubmit={submit}>
      <FormGrid $min="220px">
        <FormField label="Code" required error={errors.code?.message} help="Claims name the type by it.">
          {(field) => <Input {...field} {...register('code')} readOnly={editing !== undefined} />}
        </FormField>
        <FormField label="Name" required error={errors.name?.message}>
          {(field) => <Input {...field} {...register('name')} />}
        </FormField>
      </FormGrid>
      <Flags>
        {(Object.keys(FLAG_NAMES) as Flag[]).map((flag) => (
          <Controller
            key={flag}
            control={control}
            name={flag}
            render={({ field: { value, onChange } }) => (
              <Checkbox
                label={FLAG_NAMES[flag]}
                checked={value === true}
                onCheckedChange={(checked) => onChange(checked === true)}
              />
            )}
          />
        ))}
      </Flags>
      <FormRefusal message={refusal} />
      <Button type="submit" variant="primary" loading={formState.isSubmitting}>
        {editing ? 'Save' : 'Add type'}
      </Button>{' '}
      <Button onClick={onDone}>Cancel</Button>
    </form>
  );
}
