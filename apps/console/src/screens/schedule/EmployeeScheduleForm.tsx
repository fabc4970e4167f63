import {
  type EmployeeSchedule,
  type EmployeeScheduleBody,
  employeeScheduleBody,
  type ScheduleOverview,
  todayIso,
  type WeeklyHours,
} from '@console/contract';
import { Button, Checkbox } from '@console/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useWatch } from 'react-hook-form';
import styled from 'styled-components';
import type { z } from 'zod';
import { timezoneName } from '../../shared/display.logic';
import { FormRefusal } from '../../shared/form/FormRefusal';
import { useContractForm } from '../../shared/form/useContractForm';
import { plainIssue } from '../../shared/formErrors.logic';
import { HoursExceptionsEditor } from '../../shared/hours/HoursExceptionsEditor';
import { OpeningHoursEditor } from '../../shared/hours/OpeningHoursEditor';
import { LockedFields } from './LockedFields';
import { exceptionsFormValues, startingWeek } from './schedule.logic';

const Hint = styled.p`
  color: var(--console-text-secondary);
`;

export interface EmployeeScheduleFormProps {
  schedule: EmployeeSchedule;
  overview: ScheduleOverview;
  editable: boolean;
  onSave: (body: EmployeeScheduleBody) => Promise<unknown>;
}

/**
 * An employee's own week (or none: they work their shops' hours) and dated overrides (a day off, a late
 * shift), on their time zone's clock. Events they host are offered only while they work.
 */
export function EmployeeScheduleForm({ schedule, overview, editable, onSave }: EmployeeScheduleFormProps) {
  const name = schedule.employee.name;
  const { control, submitWith, refusal, formState, setValue } = useContractForm<
    z.input<typeof employeeScheduleBody>,
    EmployeeScheduleBody
  >({
    resolver: zodResolver(employeeScheduleBody, { error: plainIssue }),
    defaultValues: {
      hours: schedule.hours as WeeklyHours | null,
      exceptions: exceptionsFormValues(schedule.exceptions),
    },
    fields: ['hours', 'exceptions'],
    success: `${name}'s schedule saved.`,
  });
  const hours = useWatch({ control, name: 'hours' });
  const shopIds = schedule.shops.map((shop) => shop.id);
  return (
    <form noValidate aria-label={`Schedule of ${name}`} onSubmit={submitWith(onSave)}>
      <Hint>
        Works at {schedule.shops.map((shop) => shop.name).join(', ') || 'no shop yet'}; times on the{' '}
        {timezoneName(schedule.timezone)} clock.
      </Hint>
      <LockedFields disabled={!editable}>
        <Controller
          control={control}
          name="hours"
          render={({ field: { value } }) => (
            <Checkbox
              label="Own weekly hours"
              checked={value !== null}
              onCheckedChange={(checked) =>
                setValue('hours', checked === true ? startingWeek(overview, shopIds) : null, {
                  shouldDirty: true,
                })
              }
            />
          )}
        />
        {hours === null ? (
          <Hint>Without own hours, {name} works whenever their shops are open.</Hint>
        ) : (
          <OpeningHoursEditor control={control} legend="Weekly hours" />
        )}
        <HoursExceptionsEditor control={control} min={todayIso()} legend="Days off and special hours" />
      </LockedFields>
      <FormRefusal message={refusal} />
      {editable && (
        <Button type="submit" variant="primary" loading={formState.isSubmitting}>
          Save schedule
        </Button>
      )}
    </form>
  );
}
