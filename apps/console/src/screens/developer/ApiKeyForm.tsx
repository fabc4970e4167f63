import { type ApiKeyInput, type ApiKeyScope, apiKeyInput } from '@console/contract';
import { Button, CheckboxGroup, FormField, Input } from '@console/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, type Resolver } from 'react-hook-form';
import styled from 'styled-components';
import { FormRefusal } from '../../shared/form/FormRefusal';
import { IsoDatePicker } from '../../shared/form/IsoDatePicker';
import { useContractForm } from '../../shared/form/useContractForm';
import { plainIssue } from '../../shared/formErrors.logic';
import { SCOPE_TEXT } from './developer.logic';

const Footer = styled.div`
  display: flex;
  gap: 8px;
  justify-content: flex-end;
`;

interface FormValues {
  name: string;
  scopes: ApiKeyScope[];
  expiresOn: string | null;
}

export interface ApiKeyFormProps {
  /** The scopes offered (all by default); the Live Data page offers its own. */
  scopes: readonly ApiKeyScope[];
  /** Ticked at first. */
  defaultScopes?: readonly ApiKeyScope[];
  onSend: (body: ApiKeyInput) => Promise<unknown>;
  onCancel: () => void;
}

/** A new API key: a name to tell it apart, what it may do, and optionally the last day it works. */
export function ApiKeyForm({ scopes, defaultScopes = [], onSend, onCancel }: ApiKeyFormProps) {
  const { register, control, submitWith, refusal, formState } = useContractForm<FormValues, ApiKeyInput>({
    resolver: zodResolver(apiKeyInput, { error: plainIssue }) as Resolver<FormValues, unknown, ApiKeyInput>,
    defaultValues: { name: '', scopes: [...defaultScopes], expiresOn: null },
    fields: ['name', 'scopes', 'expiresOn'],
    success: 'API key created.',
  });
  const { errors } = formState;
  return (
    <form noValidate aria-label="Create API key" onSubmit={submitWith(onSend)}>
      <FormField label="Name" required error={errors.name?.message} help="Where the key is used, e.g. “POS”.">
        {(field) => <Input {...field} {...register('name')} />}
      </FormField>
      <Controller
        control={control}
        name="scopes"
        render={({ field: { value, onChange } }) => (
          <FormField label="Scopes" required error={errors.scopes?.message}>
            {(field) => (
              <CheckboxGroup
                {...field}
                orientation="vertical"
                options={scopes.map((scope) => ({ value: scope, label: `${scope} · ${SCOPE_TEXT[scope]}` }))}
                value={value}
                onValueChange={(picked) => onChange(picked as ApiKeyScope[])}
              />
            )}
          </FormField>
        )}
      />
      <Controller
        control={control}
        name="expiresOn"
        render={({ field: { value, onChange } }) => (
          <FormField
            label="Expires after"
            error={errors.expiresOn?.message}
            help="The last day (UTC) the key works. Leave empty for a key that does not expire."
          >
            {(field) => <IsoDatePicker {...field} value={value} onChange={onChange} />}
          </FormField>
        )}
      />
      <FormRefusal message={refusal} />
      <Footer>
        <Button onClick={onCancel}>Cancel</Button>
        <Button type="submit" variant="primary" loading={formState.isSubmitting}>
          Create key
        </Button>
      </Footer>
    </form>
  );
}
