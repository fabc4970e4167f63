import {
  type WebhookEndpointInput,
  type WebhookEndpointRow,
  type WebhookEventType,
  webhookEndpointInput,
} from '@console/contract';
import { Button, CheckboxGroup, FormField, Input, vars } from '@console/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, type Resolver } from 'react-hook-form';
import styled from 'styled-components';
import { FormRefusal } from '../../shared/form/FormRefusal';
import { useContractForm } from '../../shared/form/useContractForm';
import { plainIssue } from '../../shared/formErrors.logic';
import { EVENT_GROUPS } from './developer.logic';

const Groups = styled.div`
  display: grid;
  gap: 8px;
  > div {
    display: grid;
    grid-template-columns: 120px 1fr;
    gap: 8px;
    align-items: start;
  }
  span {
    color: ${vars.textSecondary};
    line-height: 32px;
  }
`;

const Footer = styled.div`
  display: flex;
  gap: 8px;
  justify-content: flex-end;
`;

export interface WebhookEndpointFormProps {
  /** The endpoint being edited; undefined for a new one. */
  endpoint?: WebhookEndpointRow;
  onSend: (body: WebhookEndpointInput) => Promise<unknown>;
  onCancel: () => void;
}

interface FormValues {
  url: string;
  description: string;
  eventTypes: WebhookEventType[];
}

/**
 * Where events go and which ones: an https URL (the server refuses private and local addresses), a
 * description, and the event types by resource. The same form adds and edits an endpoint.
 */
export function WebhookEndpointForm({ endpoint, onSend, onCancel }: WebhookEndpointFormProps) {
  const { register, control, submitWith, refusal, formState } = useContractForm<
    FormValues,
    WebhookEndpointInput
  >({
    resolver: zodResolver(webhookEndpointInput, { error: plainIssue }) as Resolver<
      FormValues,
      unknown,
      WebhookEndpointInput
    >,
    defaultValues: {
      url: endpoint?.url ?? '',
      description: endpoint?.description ?? '',
      eventTypes: (endpoint?.eventTypes ?? []) as WebhookEventType[],
    },
    fields: ['url', 'description', 'eventTypes'],
    success: endpoint ? 'Endpoint saved.' : 'Endpoint added.',
  });
  const { errors } = formState;
  return (
    <form noValidate aria-label={endpoint ? 'Edit endpoint' : 'Add endpoint'} onSubmit={submitWith(onSend)}>
      <FormField
        label="Endpoint URL"
        required
        error={errors.url?.message}
        help="Events are POSTed here as JSON, signed per Standard Webhooks."
      >
        {(field) => <Input {...field} {...register('url')} placeholder="https://example.com/webhooks" />}
      </FormField>
      <FormField label="Description" error={errors.description?.message}>
        {(field) => <Input {...field} {...register('description')} />}
      </FormField>
      <Controller
        control={control}
        name="eventTypes"
        render={({ field: { value, onChange } }) => (
          <FormField label="Events to send" required error={errors.eventTypes?.message}>
            {({ id, invalid: _invalid, 'aria-required': _required, ...field }) => (
              <Groups id={id} role="group" {...field}>
                {EVENT_GROUPS.map((group) => (
                  <div key={group.resource}>
                    <span>{group.resource}</span>
                    <CheckboxGroup
                      aria-label={group.resource}
                      options={group.types.map((type) => ({ value: type, label: type }))}
                      value={value.filter((type) => group.types.includes(type))}
                      onValueChange={(picked) =>
                        onChange([
                          ...value.filter((type) => !group.types.includes(type)),
                          ...(picked as WebhookEventType[]),
                        ])
                      }
                    />
                  </div>
                ))}
              </Groups>
            )}
          </FormField>
        )}
      />
      <FormRefusal message={refusal} />
      <Footer>
        <Button onClick={onCancel}>Cancel</Button>
        <Button type="submit" variant="primary" loading={formState.isSubmitting}>
          {endpoint ? 'Save' : 'Add endpoint'}
        </Button>
      </Footer>
    </form>
  );
}
