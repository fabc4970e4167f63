import {
  type OnsiteJobCreateBody,
  type OnsiteJobDetail,
  type OnsiteJobDraft,
  type OnsiteJobUpdateBody,
  type OnsitePriority,
  onsiteJobCreateBody,
  onsiteJobUpdateBody,
  onsitePriority,
  onsiteServiceType,
} from '@console/contract';
import { timezoneOptions, usStateOptions } from '@console/core';
import { Button, Descriptions, FormField, Input, Textarea } from '@console/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldErrors, Resolver, ResolverResult } from 'react-hook-form';
import { FormDate } from '../../shared/form/FormDate';
import { FieldGroup, FormGrid } from '../../shared/form/FormLayout';
import { FormRefusal } from '../../shared/form/FormRefusal';
import { FormSelect } from '../../shared/form/FormSelect';
import { useContractForm } from '../../shared/form/useContractForm';
import { plainIssue } from '../../shared/formErrors.logic';
import { shopTime } from '../bookings/bookings.logic';
import { dueByFor, instantOnClock } from './dispatch.logic';
import { PRIORITY_LABELS, SERVICE_TYPE_LABELS } from './jobStatus';

/** What the form holds: the body's fields, with the requested window as a day and two times on the customer's clock. */
export interface JobInput {
  customer: {
    name: string;
    phone: string;
    email: string;
    address: string;
    city: string;
    state: string;
    zip: string;
    timezone: string;
  };
  serviceType: string;
  priority: OnsitePriority;
  subStatus: string;
  description: string;
  territory: string;
  serialNumber: string;
  windowDate: string;
  windowFrom: string;
  windowUntil: string;
}

type Body = OnsiteJobCreateBody | OnsiteJobUpdateBody;

const FIELDS = [
  'customer.name',
  'customer.phone',
  'customer.email',
  'customer.address',
  'customer.city',
  'customer.state',
  'customer.zip',
  'customer.timezone',
  'serviceType',
  'priority',
  'subStatus',
  'description',
  'territory',
  'serialNumber',
] as const;

/** The brand's defaults for a new job's place, and its SLA. */
export interface JobFormBrand {
  state: string | null;
  timezone: string;
  /** Hours to the due time per priority (the brand's SLA; the defaults until it has loaded). */
  slaHours?: Record<OnsitePriority, number>;
}

interface Common {
  brand: JobFormBrand;
  onCancel: () => void;
  /** "Now" for the due time of a new job (a story fixes it). */
  now?: Date;
}

export type JobFormProps = Common &
  (
    | { job: OnsiteJobDetail; onSave: (body: OnsiteJobUpdateBody) => Promise<unknown> }
    | {
        job?: undefined;
        /** Made from a claim: its customer, unit, serial and the claim itself. */
        draft?: OnsiteJobDraft | null;
        onSave: (body: OnsiteJobCreateBody) => Promise<unknown>;
      }
  );

const orNull = (text: string) => (text.trim() === '' ? null : text);

/** The window's day and times as the instants the body carries (a half-filled time reads as not a time). */
function windowInstant(values: JobInput, time: string): string | undefined {
  if (values.windowDate === '' && time === '') return undefined;
  return instantOnClock(values.windowDate, time, values.customer.timezone) ?? 'not a time';
}

function createBody(values: JobInput, draft: OnsiteJobDraft | null | undefined) {
  return {
    ...(draft ? { claimId: draft.claim.id, ...(draft.productId ? { productId: draft.productId } : {}) } : {}),
    serialNumber: values.serialNumber,
    customer: values.customer,
    serviceType: values.serviceType,
    priority: values.priority,
    description: values.description,
    territory: values.territory,
    requestWindowStart: windowInstant(values, values.windowFrom),
    requestWindowEnd: windowInstant(values, values.windowUntil),
  };
}

function updateBody(values: JobInput, version: number) {
  return {
    version,
    customer: values.customer,
    serviceType: values.serviceType,
    priority: values.priority,
    subStatus: orNull(values.subStatus),
    description: orNull(values.description),
    territory: orNull(values.territory),
  };
}

/**
 * The contract's check on the body the form makes; the window's errors land on its time fields. A resolver
 * of its own because the form's window (a day and two times on the customer's clock) is not the body's.
 */
function jobResolver(
  job: OnsiteJobDetail | undefined,
  draft: OnsiteJobDraft | null | undefined,
): Resolver<JobInput, unknown, Body> {
  type Check = Resolver<Record<string, unknown>, unknown, Body>;
  const check = (job
    ? zodResolver(onsiteJobUpdateBody, { error: plainIssue })
    : zodResolver(onsiteJobCreateBody, { error: plainIssue })) as unknown as Check;
  return async (values, context, options) => {
    const body = job ? updateBody(values, job.version) : createBody(values, draft);
    const result = await check(body, context, options as never);
    const { requestWindowStart, requestWindowEnd, ...errors } = result.errors as FieldErrors<
      Record<string, unknown>
    >;
    const windowErrors = {
      ...(requestWindowStart ? { windowFrom: requestWindowStart } : {}),
      ...(requestWindowEnd ? { windowUntil: requestWindowEnd } : {}),
    };
    return { values: result.values, errors: { ...errors, ...windowErrors } } as ResolverResult<
      JobInput,
      Body
    >;
  };
}

function defaultsOf(
  job: OnsiteJobDetail | undefined,
  draft: OnsiteJobDraft | null | undefined,
  brand: JobFormBrand,
): JobInput {
  if (job) {
    return {
      customer: {
        ...job.customer,
        phone: job.customer.phone ?? '',
        email: job.customer.email ?? '',
      },
      serviceType: job.serviceType,
      priority: job.priority,
      subStatus: job.subStatus ?? '',
      description: job.description ?? '',
      territory: job.territory ?? '',
      serialNumber: job.serialNumber ?? '',
      windowDate: '',
      windowFrom: '',
      windowUntil: '',
    };
  }
  return {
    customer: {
      name: draft?.customer.name ?? '',
      phone: draft?.customer.phone ?? '',
      email: draft?.customer.email ?? '',
      address: '',
      city: '',
      state: brand.state ?? '',
      zip: '',
      timezone: brand.timezone,
    },
    serviceType: draft ? 'repair' : '',
    priority: 'normal',
    subStatus: '',
    description: draft?.description ?? '',
    territory: '',
    serialNumber: draft?.serialNumber ?? '',
    windowDate: '',
    windowFrom: '',
    windowUntil: '',
  };
}

/**
 * An onsite job's details: a new one by hand or from a claim (the claim's customer, unit and serial filled in),
 * or the details of an existing one. The place's time zone is the clock of its times; the priority sets the
 * due time from the brand's SLA, shown as it is chosen.
 */
export function JobForm(props: JobFormProps) {
  const { job, brand, onCancel, now = new Date() } = props;
  const draft = props.job ? undefined : props.draft;
  const { register, control, watch, submitWith, refusal, formState } = useContractForm<JobInput, Body>({
    resolver: jobResolver(job, draft),
    defaultValues: defaultsOf(job, draft, brand),
    fields: FIELDS,
    success: job ? 'Job updated.' : 'Onsite job created.',
  });
  const errors = formState.errors;
  const priority = watch('priority');
  const timezone = watch('customer.timezone') || brand.timezone;
  const windowStart = instantOnClock(watch('windowDate'), watch('windowFrom'), timezone);
  // The server counts from the request: the window's start, or when the job was made.
  const requestedFrom = job ? (job.requestWindowStart ?? job.createdAt) : windowStart;
  const dueBy = dueByFor(priority, brand.slaHours, requestedFrom ? new Date(requestedFrom) : now);
  const onSave = props.onSave as (body: Body) => Promise<unknown>;
  const label = job ? `Edit ${job.number}` : 'New onsite job';
  return (
    <form noValidate aria-label={label} onSubmit={submitWith(onSave)}>
      {draft && (
        <Descriptions
          title="From the claim"
          titleAs="h3"
          items={[
            { label: 'Claim', value: draft.claim.number },
            { label: 'Model', value: draft.model ?? '—' },
            { label: 'Serial number', value: draft.serialNumber ?? '—' },
          ]}
        />
      )}
      <FieldGroup>
        <legend>Customer</legend>
        <FormGrid $min="220px">
          <FormField label="Name" required error={errors.customer?.name?.message}>
            {(field) => <Input {...field} {...register('customer.name')} autoComplete="off" />}
          </FormField>
          <FormField label="Phone" error={errors.customer?.phone?.message}>
            {(field) => <Input {...field} {...register('customer.phone')} inputMode="tel" />}
          </FormField>
          <FormField
            label="E-mail"
            help="The service order is sent here once the job is completed."
            error={errors.customer?.email?.message}
          >
            {(field) => <Input {...field} {...register('customer.email')} inputMode="email" />}
          </FormField>
          <FormField label="Street address" required error={errors.customer?.address?.message}>
            {(field) => <Input {...field} {...register('customer.address')} autoComplete="off" />}
          </FormField>
          <FormField label="City" required error={errors.customer?.city?.message}>
            {(field) => <Input {...field} {...register('customer.city')} autoComplete="off" />}
          </FormField>
          <FormSelect
            control={control}
            name="customer.state"
            label="State"
            required
            options={usStateOptions}
            error={errors.customer?.state?.message}
          />
          <FormField label="ZIP code" required error={errors.customer?.zip?.message}>
            {(field) => <Input {...field} {...register('customer.zip')} inputMode="numeric" />}
          </FormField>
          <FormSelect
            control={control}
            name="customer.timezone"
            label="Time zone"
            required
            help="The job's times are on this clock."
            options={timezoneOptions}
            error={errors.customer?.timezone?.message}
          />
        </FormGrid>
      </FieldGroup>
      <FieldGroup>
        <legend>Job</legend>
        <FormGrid>
          <FormSelect
            control={control}
            name="serviceType"
            label="Service type"
            required
            placeholder="Choose a service type"
            options={onsiteServiceType.options.map((type) => ({
              value: type,
              label: SERVICE_TYPE_LABELS[type],
            }))}
            error={errors.serviceType?.message}
          />
          <FormSelect
            control={control}
            name="priority"
            label="Priority"
            required
            help={`Due by ${shopTime(dueBy, timezone)}`}
            options={onsitePriority.options.map((value) => ({ value, label: PRIORITY_LABELS[value] }))}
            error={errors.priority?.message}
          />
          <FormField label="Territory" error={errors.territory?.message}>
            {(field) => <Input {...field} {...register('territory')} />}
          </FormField>
          {job ? (
            <FormField
              label="Sub-status"
              help="What the status does not say, e.g. waiting for a part."
              error={errors.subStatus?.message}
            >
              {(field) => <Input {...field} {...register('subStatus')} />}
            </FormField>
          ) : (
            !draft && (
              <FormField label="Serial number" error={errors.serialNumber?.message}>
                {(field) => <Input {...field} {...register('serialNumber')} autoComplete="off" />}
              </FormField>
            )
          )}
        </FormGrid>
        <FormField label="Description" error={errors.description?.message}>
          {(field) => <Textarea {...field} {...register('description')} rows={3} />}
        </FormField>
      </FieldGroup>
      {!job && (
        <FieldGroup>
          <legend>Requested window (customer's clock)</legend>
          <FormGrid $min="160px">
            <FormDate control={control} name="windowDate" label="Day" error={errors.windowDate?.message} />
            <FormField label="From" help="HH:MM" error={errors.windowFrom?.message}>
              {(field) => (
                <Input {...field} {...register('windowFrom')} placeholder="HH:MM" inputMode="numeric" />
              )}
            </FormField>
            <FormField label="Until" help="HH:MM" error={errors.windowUntil?.message}>
              {(field) => (
                <Input {...field} {...register('windowUntil')} placeholder="HH:MM" inputMode="numeric" />
              )}
            </FormField>
          </FormGrid>
        </FieldGroup>
      )}
      <FormRefusal message={refusal} />
      <Button type="submit" variant="primary" loading={formState.isSubmitting}>
        {job ? 'Save' : 'Create job'}
      </Button>{' '}
      <Button onClick={onCancel}>Cancel</Button>
    </form>
  );
}
