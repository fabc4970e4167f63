import {
  type OnsiteAssignBody,
  type OnsiteDispatch,
  type OnsiteJobRow,
  type OnsiteScheduleBody,
  onsiteAssignBody,
  onsiteScheduleBody,
  zoneAbbreviation,
} from '@console/contract';
import { Button, Checkbox, FormField, Input, Select } from '@console/ui';

import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { timezoneName } from '../../shared/display.logic';
import { FormGrid } from '../../shared/form/FormLayout';
import { FormRefusal } from '../../shared/form/FormRefusal';
import { IsoDatePicker } from '../../shared/form/IsoDatePicker';
import { useSuccessMessage } from '../../shared/form/useSuccessMessage';
import { checkForm, type FieldMessages, readSubmitFailure } from '../../shared/formErrors.logic';
import { usePageQuery } from '../../shared/usePageQuery';
import { shopTime } from '../bookings/bookings.logic';
import { dispatchDayOf, instantOnClock, onClock, planEnd, planWarnings } from './dispatch.logic';
import { onsiteKeys } from './onsiteService.api';
import { PlanFormAvailability } from './PlanFormAvailability';

const Warnings = styled.ul`
  margin: 0 0 12px;
  padding: 8px 12px 8px 28px;
  border-radius: var(--console-radius);
  background: var(--console-warning-light);
  color: var(--console-warning-text);
`;

export type PlanMode = 'schedule' | 'reschedule' | 'assign';

/** What the dialog sends: an assignment, or a (re)scheduled time. */
export type PlanSend =
  | { action: 'assign'; body: OnsiteAssignBody }
  | { action: 'schedule' | 'reschedule'; body: OnsiteScheduleBody };

const TEXT: Record<PlanMode, { submit: string; success: string }> = {
  schedule: { submit: 'Schedule', success: 'Job scheduled.' },
  reschedule: { submit: 'Reschedule', success: 'Job rescheduled.' },
  assign: { submit: 'Assign', success: 'Technician assigned.' },
};

export interface PlanFormProps {
  job: OnsiteJobRow;
  mode: PlanMode;
  /** The customer's today: the day offered when the job has no ETA yet. */
  today: string;
  /** A technician and day picked beforehand (the dispatch grid). */
  initialTechnicianId?: number | null;
  initialDate?: string;
  /** GET /onsite/dispatch for one day on the brand's clock, the job's own time not counted. */
  loadDay: (date: string, jobId: number) => Promise<OnsiteDispatch>;
  onSave: (plan: PlanSend) => Promise<unknown>;
  onBack: () => void;
}

/**
 * Plans a job: the ETA on the customer's clock and the duration, and for an assignment the technician. The
 * chosen day shows who works when and what they have booked; a plan that overlaps another job or falls
 * outside the technician's hours is warned about, never refused.
 */
export function PlanForm({
  job,
  mode,
  today,
  initialTechnicianId,
  initialDate,
  loadDay,
  onSave,
  onBack,
}: PlanFormProps) {
  const timezone = job.timezone;
  const current = job.scheduledStart ? onClock(job.scheduledStart, timezone) : null;
  const [date, setDate] = useState(initialDate ?? current?.date ?? today);
  const [time, setTime] = useState(current?.time ?? '');
  const [duration, setDuration] = useState(String(job.durationMinutes));
  const [technicianId, setTechnicianId] = useState<number | null>(
    initialTechnicianId ?? job.technician?.id ?? null,
  );
  const [release, setRelease] = useState(false);
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<FieldMessages>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const confirm = useSuccessMessage();

  const start = instantOnClock(date, time, timezone);
  const minutes = Number(duration);
  const [brandTimezone, setBrandTimezone] = useState<string | null>(null);
  const day = dispatchDayOf(start, date, brandTimezone);
  const availability = usePageQuery({
    queryKey: onsiteKeys.dispatchDay(day, job.id),
    queryFn: () => loadDay(day, job.id),
    enabled: /^\d{4}-\d\d-\d\d$/.test(day),
  });
  useEffect(() => {
    if (availability.data) setBrandTimezone(availability.data.timezone);
  }, [availability.data]);

  // Whose day the plan is checked against: the one being assigned, or the technician the job keeps.
  const checkedId = mode === 'assign' ? technicianId : release ? null : (job.technician?.id ?? null);
  const checkedDays = availability.data?.technicians.find((one) => one.id === checkedId)?.days;
  const warnings =
    start && checkedDays && Number.isInteger(minutes) && minutes > 0
      ? planWarnings({ start, end: planEnd(start, minutes) }, checkedDays, job.id, timezone)
      : [];

  const body = () => {
    // A half-typed time is no ETA: the schema says so on the time field.
    const plan = { version: job.version, scheduledStart: start ?? 'not a time', durationMinutes: minutes };
    if (mode === 'assign') {
      return {
        action: 'assign' as const,
        check: checkForm(onsiteAssignBody, { ...plan, technicianEmployeeId: technicianId ?? undefined }),
      };
    }
    const extra = {
      ...(release ? { technicianEmployeeId: null } : {}),
      ...(mode === 'reschedule' ? { reason } : {}),
    };
    return { action: mode, check: checkForm(onsiteScheduleBody, { ...plan, ...extra }) };
  };

  const submit = async () => {
    setRefusal(null);
    const { action, check } = body();
    if (!check.ok) {
      setErrors(
        action === 'assign' && technicianId === null
          ? { ...check.fields, technicianEmployeeId: 'Choose a technician.' }
          : check.fields,
      );
      return;
    }
    setErrors({});
    setSending(true);
    try {
      await onSave({ action, body: check.data } as PlanSend);
      confirm(TEXT[mode].success);
    } catch (error) {
      const failure = readSubmitFailure(error, [
        'scheduledStart',
        'durationMinutes',
        'technicianEmployeeId',
        'reason',
      ]);
      setErrors(failure.fields);
      setRefusal(failure.message);
    } finally {
      setSending(false);
    }
  };

  const zone = zoneAbbreviation(start ? new Date(start) : new Date(), timezone);
  const technicians = availability.data?.technicians ?? [];
  return (
    <form
      noValidate
      aria-label={`${TEXT[mode].submit} ${job.number}`}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <p>
        Times are on the customer's clock: {timezoneName(timezone)} ({zone}), {job.city}, {job.state}.
        {job.scheduledStart && ` Now planned for ${shopTime(job.scheduledStart, timezone)}.`}
      </p>
      <FormGrid $min="160px">
        {mode === 'assign' && (
          <FormField label="Technician" required error={errors.technicianEmployeeId}>
            {(field) => (
              <Select
                {...field}
                value={technicianId === null ? '' : String(technicianId)}
                onValueChange={(picked) => setTechnicianId(picked === '' ? null : Number(picked))}
                placeholder="Choose a technician"
                options={technicians.map((one) => ({ value: String(one.id), label: one.name }))}
              />
            )}
          </FormField>
        )}
        <FormField label="Day" required>
          {(field) => <IsoDatePicker {...field} value={date} onChange={(picked) => setDate(picked ?? '')} />}
        </FormField>
        <FormField label={`ETA (${zone})`} required help="HH:MM" error={errors.scheduledStart}>
          {(field) => (
            <Input
              {...field}
              value={time}
              onChange={(event) => setTime(event.target.value)}
              placeholder="HH:MM"
              inputMode="numeric"
            />
          )}
        </FormField>
        <FormField label="Duration (minutes)" required error={errors.durationMinutes}>
          {(field) => (
            <Input
              {...field}
              value={duration}
              onChange={(event) => setDuration(event.target.value)}
              inputMode="numeric"
            />
          )}
        </FormField>
      </FormGrid>
      {mode !== 'assign' && job.technician && (
        <p>
          <Checkbox
            label={`Release ${job.technician.name} (the job goes back to the unassigned lane)`}
            checked={release}
            onCheckedChange={(checked) => setRelease(checked === true)}
          />
        </p>
      )}
      {mode === 'reschedule' && (
        <FormField label="Reason" error={errors.reason}>
          {(field) => <Input {...field} value={reason} onChange={(event) => setReason(event.target.value)} />}
        </FormField>
      )}
      <div role="status" aria-label="Warnings">
        {warnings.length > 0 && (
          <Warnings>
            {warnings.map((warning) => (
              <li key={warning}>{warning}</li>
            ))}
          </Warnings>
        )}
      </div>
      <PlanFormAvailability
        day={availability.data}
        failed={availability.isError}
        timezone={timezone}
        chosenId={checkedId}
        onChoose={mode === 'assign' ? setTechnicianId : undefined}
      />
      <FormRefusal message={refusal} />
      <Button type="submit" variant="primary" loading={sending}>
        {TEXT[mode].submit}
      </Button>{' '}
      <Button onClick={onBack}>Back</Button>
    </form>
  );
}
