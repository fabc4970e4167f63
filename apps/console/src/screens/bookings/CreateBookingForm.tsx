import {
  type Availability,
  type BookingCreateBody,
  bookingCreateBody,
  type EventTypeRow,
} from '@console/contract';
import { Button, FormField, Input, Textarea } from '@console/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { Controller, type Resolver } from 'react-hook-form';
import { FieldGroup, FormGrid } from '../../shared/form/FormLayout';
import { FormRefusal } from '../../shared/form/FormRefusal';
import { FormSelect } from '../../shared/form/FormSelect';
import { useContractForm } from '../../shared/form/useContractForm';
import { plainIssue } from '../../shared/formErrors.logic';
import { AvailableSlots } from './AvailableSlots';

interface CreateInput {
  eventTypeId: number | undefined;
  shopId: number | undefined;
  start: string;
  seats: number;
  customer: { name: string; email: string; phone: string; zip: string };
  internalNotes: string;
}

const FIELDS = [
  'eventTypeId',
  'shopId',
  'start',
  'seats',
  'customer.name',
  'customer.email',
  'customer.phone',
  'customer.zip',
  'internalNotes',
] as const;

export interface CreateBookingFormProps {
  /** The event types staff may book (active or hidden). */
  eventTypes: readonly EventTypeRow[];
  loadAvailability: (eventTypeId: number, shopId: number, from: string, to: string) => Promise<Availability>;
  /** The shop's today, the first date offered. */
  today: string;
  onCreate: (body: BookingCreateBody) => Promise<unknown>;
  onCancel: () => void;
}

/** A booking for a walk-in or phone customer: event, shop, an offered time, the customer's details. */
export function CreateBookingForm({
  eventTypes,
  loadAvailability,
  today,
  onCreate,
  onCancel,
}: CreateBookingFormProps) {
  const { register, control, watch, setValue, submitWith, refusal, formState } = useContractForm<
    CreateInput,
    BookingCreateBody
  >({
    resolver: zodResolver(bookingCreateBody, { error: plainIssue }) as Resolver<
      CreateInput,
      unknown,
      BookingCreateBody
    >,
    defaultValues: {
      eventTypeId: undefined,
      shopId: undefined,
      start: '',
      seats: 1,
      customer: { name: '', email: '', phone: '', zip: '' },
      internalNotes: '',
    },
    fields: FIELDS,
    success: 'Booking made.',
  });
  const errors = formState.errors;
  const eventTypeId = watch('eventTypeId');
  const shopId = watch('shopId');
  const seats = watch('seats');
  const eventType = eventTypes.find((type) => type.id === eventTypeId);
  // Another event or shop offers other times: the chosen one goes, and a shop the event does not run at.
  useEffect(() => {
    setValue('start', '');
    if (shopId !== undefined && !eventType?.shops.some((shop) => shop.id === shopId)) {
      setValue('shopId', eventType?.shops.length === 1 ? eventType.shops[0]?.id : undefined);
    }
  }, [eventType, shopId, setValue]);
  const bookable = eventTypes.filter((type) => type.status === 'active' || type.status === 'hidden');
  return (
    <form noValidate aria-label="New booking" onSubmit={submitWith(onCreate)}>
      <FormGrid>
        <FormSelect
          control={control}
          name="eventTypeId"
          label="Event"
          required
          numeric
          options={bookable.map((type) => ({ value: String(type.id), label: type.title }))}
          placeholder="Choose an event"
          error={errors.eventTypeId?.message}
        />
        <FormSelect
          control={control}
          name="shopId"
          label="Shop"
          required
          numeric
          disabled={!eventType}
          options={(eventType?.shops ?? []).map((shop) => ({ value: String(shop.id), label: shop.name }))}
          placeholder="Choose a shop"
          error={errors.shopId?.message}
        />
        <FormField label="Seats" required error={errors.seats?.message}>
          {(field) => (
            <Input {...field} {...register('seats', { valueAsNumber: true })} inputMode="numeric" />
          )}
        </FormField>
      </FormGrid>
      <FieldGroup>
        <legend>Time</legend>
        {eventTypeId && shopId ? (
          <Controller
            control={control}
            name="start"
            render={({ field }) => (
              <AvailableSlots
                key={`${eventTypeId}-${shopId}`}
                load={(from, to) => loadAvailability(eventTypeId, shopId, from, to)}
                first={today}
                value={field.value || null}
                onChange={field.onChange}
                seats={Number.isFinite(seats) ? seats : 1}
              />
            )}
          />
        ) : (
          <p>Choose the event and the shop to see the times offered.</p>
        )}
        {errors.start?.message && <p role="alert">{errors.start.message}</p>}
      </FieldGroup>
      <FieldGroup>
        <legend>Customer</legend>
        <FormGrid>
          <FormField label="Name" required error={errors.customer?.name?.message}>
            {(field) => <Input {...field} {...register('customer.name')} autoComplete="off" />}
          </FormField>
          <FormField label="Phone" error={errors.customer?.phone?.message}>
            {(field) => <Input {...field} {...register('customer.phone')} inputMode="tel" />}
          </FormField>
          <FormField label="E-mail" error={errors.customer?.email?.message}>
            {(field) => <Input {...field} {...register('customer.email')} inputMode="email" />}
          </FormField>
          <FormField label="ZIP code" error={errors.customer?.zip?.message}>
            {(field) => <Input {...field} {...register('customer.zip')} inputMode="numeric" />}
          </FormField>
        </FormGrid>
      </FieldGroup>
      <FormField label="Internal notes" error={errors.internalNotes?.message}>
        {(field) => <Textarea {...field} {...register('internalNotes')} rows={2} />}
      </FormField>
      <FormRefusal message={refusal} />
      <Button type="submit" variant="primary" loading={formState.isSubmitting}>
        Book
      </Button>{' '}
      <Button onClick={onCancel}>Cancel</Button>
    </form>
  );
}
