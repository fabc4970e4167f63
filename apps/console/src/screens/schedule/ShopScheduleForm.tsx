import type { WeeklyHours } from '@console/contract';
import { type ScheduleOverview, type ShopScheduleBody, shopScheduleBody, todayIso } from '@console/contract';
import { Button } from '@console/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { FormRefusal } from '../../shared/form/FormRefusal';
import { useContractForm } from '../../shared/form/useContractForm';
import { plainIssue } from '../../shared/formErrors.logic';
import { HoursExceptionsEditor } from '../../shared/hours/HoursExceptionsEditor';
import { OpeningHoursEditor } from '../../shared/hours/OpeningHoursEditor';
import { LockedFields } from './LockedFields';
import { exceptionsFormValues } from './schedule.logic';

export interface ShopScheduleFormProps {
  shop: ScheduleOverview['shops'][number];
  editable: boolean;
  onSave: (body: ShopScheduleBody) => Promise<unknown>;
}

/** A shop's week and dated exceptions, on the shop's clock: what every event at the shop is booked within. */
export function ShopScheduleForm({ shop, editable, onSave }: ShopScheduleFormProps) {
  const { control, submitWith, refusal, formState } = useContractForm<
    z.input<typeof shopScheduleBody>,
    ShopScheduleBody
  >({
    resolver: zodResolver(shopScheduleBody, { error: plainIssue }),
    defaultValues: { hours: shop.hours as WeeklyHours, exceptions: exceptionsFormValues(shop.exceptions) },
    fields: ['hours', 'exceptions'],
    success: `${shop.name}'s hours saved.`,
  });
  return (
    <form noValidate aria-label={`Hours of ${shop.name}`} onSubmit={submitWith(onSave)}>
      <LockedFields disabled={!editable}>
        <OpeningHoursEditor control={control} legend="Weekly hours" />
        <HoursExceptionsEditor control={control} min={todayIso()} />
      </LockedFields>
      <FormRefusal message={refusal} />
      {editable && (
        <Button type="submit" variant="primary" loading={formState.isSubmitting}>
          Save hours
        </Button>
      )}
    </form>
  );
}
