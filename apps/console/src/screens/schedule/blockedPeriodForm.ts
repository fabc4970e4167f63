import { type BlockedPeriodBody, blockedPeriodBody, clockTime, isoDate } from '@console/contract';
import { z } from 'zod';

/** The form's values: when on the shop's clock (a date and a time each), whose, and why. */
export const blockedPeriodFormShape = z.object({
  shopId: z.number().int().nullable(),
  employeeId: z.number().int().nullable(),
  startDate: isoDate,
  startTime: clockTime,
  endDate: isoDate,
  endTime: clockTime,
  reason: blockedPeriodBody.shape.reason,
});
export type BlockedPeriodFormValues = z.input<typeof blockedPeriodFormShape>;

export const EMPTY_BLOCKED_PERIOD: BlockedPeriodFormValues = {
  shopId: null,
  employeeId: null,
  startDate: '',
  startTime: '09:00',
  endDate: '',
  endTime: '18:00',
  reason: '',
};

/**
 * The form's schema: its values read on the clock of the zone they are in, then the contract's body (so the
 * form checks what the server checks). The contract's messages on `startsAt`/`endsAt` go to the dates.
 */
export function blockedPeriodFormSchema(
  zoneOf: (shopId: number | null, employeeId: number | null) => string,
  toIso: (date: string, time: string, zone: string) => string,
) {
  return blockedPeriodFormShape.transform((values, ctx): BlockedPeriodBody => {
    const zone = zoneOf(values.shopId, values.employeeId);
    const body = {
      shopId: values.shopId,
      employeeId: values.employeeId,
      startsAt: toIso(values.startDate, values.startTime, zone),
      endsAt: toIso(values.endDate, values.endTime, zone),
      reason: values.reason,
    };
    const checked = blockedPeriodBody.safeParse(body);
    if (checked.success) return checked.data;
    for (const issue of checked.error.issues) {
      const [field] = issue.path;
      const path = field === 'endsAt' ? ['endDate'] : field === 'startsAt' ? ['startDate'] : issue.path;
      ctx.addIssue({ code: 'custom', message: issue.message, path });
    }
    return z.NEVER;
  });
}

/** Where the server's field names land on the form. */
export const BLOCKED_PERIOD_FIELDS = ['shopId', 'employeeId', 'startDate', 'endDate', 'reason'] as const;
