import {
  type EventKind,
  type EventTypeBody,
  type EventTypeDetail,
  type EventTypeInput,
  type EventTypeOptions,
  eventTypeBody,
} from '@console/contract';
import { Button, Checkbox, CheckboxGroup, FormField, Input, Textarea } from '@console/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, type Path, useWatch } from 'react-hook-form';
import styled from 'styled-components';
import { FieldGroup, FormGrid } from '../../shared/form/FormLayout';
import { FormMoney } from '../../shared/form/FormMoney';
import { FormRefusal } from '../../shared/form/FormRefusal';
import { FormSelect } from '../../shared/form/FormSelect';
import { useContractForm } from '../../shared/form/useContractForm';
import { plainIssue } from '../../shared/formErrors.logic';
import { EVENT_KIND_LABELS } from '../bookings/bookings.logic';
import { DemoUnitsEditor } from './DemoUnitsEditor';
import {
  bodyForKind,
  bookingLinks,
  EVENT_TYPE_FIELDS,
  eventTypeFormValues,
  hostChoices,
  LOCATION_LABELS,
  minutesText,
  optionsOf,
} from './eventSettings.logic';
import { QuestionsEditor } from './QuestionsEditor';
import { RemindersEditor } from './RemindersEditor';

const Flags = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px 24px;
  margin-bottom: 16px;
`;

type NumberField = Extract<
  Path<EventTypeInput>,
  | 'durationMinutes'
  | 'slotIntervalMinutes'
  | 'bufferBeforeMinutes'
  | 'bufferAfterMinutes'
  | 'capacityPerSlot'
  | 'minNoticeMinutes'
  | 'maxAdvanceDays'
  | 'cancelNoticeMinutes'
  | 'rescheduleNoticeMinutes'
  | 'autoExpirePendingMinutes'
>;

export interface EventTypeFormProps {
  /** The event type being edited, or undefined for a new one. */
  detail?: EventTypeDetail;
  /** The kinds the viewer may set up. */
  kinds: readonly EventKind[];
  options: EventTypeOptions;
  onSave: (body: EventTypeBody) => Promise<EventTypeDetail>;
  onDone: () => void;
}

/**
 * An event type with every setting of the contract: what and where, timing, seats and confirmation, notice
 * windows, shops and hosts, the booking and follow-up questions, reminders and demo units. It checks what
 * the server checks and shows the server's refusals on their fields.
 */
export function EventTypeForm({ detail, kinds, options, onSave, onDone }: EventTypeFormProps) {
  const { register, control, submitWith, refusal, formState, watch } = useContractForm<
    EventTypeInput,
    EventTypeBody
  >({
    resolver: zodResolver(eventTypeBody, { error: plainIssue }),
    defaultValues: eventTypeFormValues(detail),
    fields: EVENT_TYPE_FIELDS,
    success: detail ? 'Event type saved.' : 'Event type added.',
  });
  const errors = formState.errors;
  const [kind, shopIds, capacity] = useWatch({ control, name: ['kind', 'shopIds', 'capacityPerSlot'] });
  const submit = submitWith(async (body) => {
    await onSave(bodyForKind(body));
    onDone();
  });
  // A long span in minutes reads back in days and hours ('= 1 d 12 h').
  const readable = (name: NumberField) => {
    const value = watch(name);
    return name !== 'maxAdvanceDays' && name !== 'capacityPerSlot' && typeof value === 'number' && value >= 60
      ? `= ${minutesText(value)}`
      : undefined;
  };
  const number = (name: NumberField, label: string, help?: string) => (
    <FormField
      label={label}
      required={name !== 'autoExpirePendingMinutes'}
      error={errors[name]?.message}
      help={help ?? readable(name)}
    >
      {(field) => (
        <Input
          {...field}
          {...register(name, {
            setValueAs: (value: unknown) =>
              value === '' || value === null
                ? name === 'autoExpirePendingMinutes'
                  ? null
                  : Number.NaN
                : Number(value),
          })}
          inputMode="numeric"
        />
      )}
    </FormField>
  );
  const withDemoUnits = kind === 'test_ride' || kind === 'demo_event';
  return (
    <form noValidate aria-label={detail ? `Edit ${detail.title}` : 'New event type'} onSubmit={submit}>
      {detail && detail.bookingPaths.length > 0 && (
        <FieldGroup>
          <legend>Booking pages</legend>
          <ul>
            {bookingLinks(detail, window.location.origin).map(({ shop, url }) => (
              <li key={url}>
                {shop}:{' '}
                <a href={url} target="_blank" rel="noopener noreferrer">
                  {url}
                </a>
              </li>
            ))}
          </ul>
        </FieldGroup>
      )}
      <FormGrid $min="220px">
        <FormSelect
          control={control}
          name="kind"
          label="Kind"
          required
          error={errors.kind?.message}
          options={kinds.map((value) => ({ value, label: EVENT_KIND_LABELS[value] }))}
        />
        <FormField label="Title" required error={errors.title?.message}>
          {(field) => <Input {...field} {...register('title')} autoComplete="off" />}
        </FormField>
        <FormField
          label="Link name"
          error={errors.slug?.message}
          help="In the booking link; made from the title when empty."
        >
          {(field) => <Input {...field} {...register('slug', { setValueAs: emptyToUndefined })} />}
        </FormField>
        <FormSelect
          control={control}
          name="locationType"
          label="Where"
          required
          error={errors.locationType?.message}
          options={optionsOf(LOCATION_LABELS)}
        />
        <FormMoney
          control={control}
          name="priceCents"
          label="Price (USD)"
          empty={null}
          error={errors.priceCents?.message}
          help="Empty: free."
        />
        {kind === 'service' && (
          <FormSelect
            control={control}
            name="serviceItemId"
            label="Service"
            required
            numeric
            empty={null}
            error={errors.serviceItemId?.message}
            options={options.serviceItems.map((item) => ({ value: String(item.id), label: item.name }))}
          />
        )}
        {kind === 'test_ride' && options.brands.length > 0 && (
          <FormSelect
            control={control}
            name="brandCompanyId"
            label="Brand"
            numeric
            clearable
            empty={null}
            error={errors.brandCompanyId?.message}
            help="The brand whose bikes are ridden sees these bookings (not the customers)."
            options={options.brands.map((brand) => ({ value: String(brand.id), label: brand.name }))}
          />
        )}
      </FormGrid>
      <FormField label="Description" error={errors.description?.message}>
        {(field) => (
          <Textarea {...field} rows={3} {...register('description', { setValueAs: emptyToUndefined })} />
        )}
      </FormField>
      <FieldGroup>
        <legend>Timing</legend>
        <FormGrid $min="180px">
          {number('durationMinutes', 'Duration (minutes)')}
          {number('slotIntervalMinutes', 'Slot every (minutes)')}
          {number('bufferBeforeMinutes', 'Buffer before (minutes)')}
          {number('bufferAfterMinutes', 'Buffer after (minutes)')}
          {number('minNoticeMinutes', 'Minimum notice (minutes)')}
          {number('maxAdvanceDays', 'Bookable up to (days ahead)')}
        </FormGrid>
      </FieldGroup>
      <FieldGroup>
        <legend>Seats and confirmation</legend>
        <FormGrid $min="180px">
          {number('capacityPerSlot', 'Seats per slot', '1: one booking at a time.')}
          {number('autoExpirePendingMinutes', 'Unconfirmed expire after (minutes)', 'Empty: wait for staff.')}
          {number('cancelNoticeMinutes', 'Cancel notice (minutes)')}
          {number('rescheduleNoticeMinutes', 'Reschedule notice (minutes)')}
        </FormGrid>
        <Flags>
          <Controller
            control={control}
            name="requiresConfirmation"
            render={({ field: { value, onChange } }) => (
              <Checkbox
                label="Staff confirm each booking"
                checked={value}
                onCheckedChange={(checked) => onChange(checked === true)}
              />
            )}
          />
          <Controller
            control={control}
            name="confirmationBlocksSlot"
            render={({ field: { value, onChange } }) => (
              <Checkbox
                label="Unconfirmed bookings hold their seats"
                checked={value ?? true}
                onCheckedChange={(checked) => onChange(checked === true)}
              />
            )}
          />
        </Flags>
      </FieldGroup>
      <Controller
        control={control}
        name="shopIds"
        render={({ field: { value, onChange } }) => (
          <FormField label="Shops" required error={errors.shopIds?.message}>
            {(field) => (
              <CheckboxGroup
                {...field}
                options={options.shops.map((shop) => ({
                  value: String(shop.id),
                  label: shop.companyName ? `${shop.name} (${shop.companyName})` : shop.name,
                }))}
                value={value.map(String)}
                onValueChange={(picked) => onChange(picked.map(Number))}
              />
            )}
          </FormField>
        )}
      />
      {options.hosts.length > 0 && (
        <Controller
          control={control}
          name="hostEmployeeIds"
          render={({ field: { value = [], onChange } }) => (
            <FormField
              label="Hosts"
              error={errors.hostEmployeeIds?.message}
              help="None: anyone at the shop, in its opening hours."
            >
              {(field) => (
                <CheckboxGroup
                  {...field}
                  options={hostChoices(options.hosts, shopIds ?? [], value)}
                  value={value.map(String)}
                  onValueChange={(picked) => onChange(picked.map(Number))}
                />
              )}
            </FormField>
          )}
        />
      )}
      <QuestionsEditor control={control} name="questions" legend="Booking questions" />
      <QuestionsEditor
        control={control}
        name="feedbackQuestions"
        legend="Follow-up questionnaire"
        types={['rating', 'text', 'select', 'number']}
      />
      <RemindersEditor control={control} />
      {withDemoUnits && <DemoUnitsEditor control={control} capacity={capacity} />}
      <FormRefusal message={refusal} />
      <Button type="submit" variant="primary" loading={formState.isSubmitting}>
        {detail ? 'Save' : 'Add event type'}
      </Button>{' '}
      <Button onClick={onDone}>Cancel</Button>
    </form>
  );
}

const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);
