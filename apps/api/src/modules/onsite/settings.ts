// A brand's onsite settings (GET|PUT /onsite/settings): SLA hours per priority and a job's default length.
// A brand that has saved none works with DEFAULT_SLA_HOURS and 90 minutes.
import { DEFAULT_SLA_HOURS, type OnsiteSettings } from '@console/contract';
import { eq } from 'drizzle-orm';
import { onsiteSettings } from '../../db/schema.ts';
import type { Db } from './rows.ts';

const DEFAULT_DURATION_MINUTES = 90;

export async function loadOnsiteSettings(db: Db, brandId: number): Promise<OnsiteSettings> {
  const [row] = await db.select().from(onsiteSettings).where(eq(onsiteSettings.brandCompanyId, brandId));
  if (!row) return { slaHours: { ...DEFAULT_SLA_HOURS }, defaultDurationMinutes: DEFAULT_DURATION_MINUTES };
  return {
    slaHours: {
      urgent: row.slaUrgentHours,
      high: row.slaHighHours,
      normal: row.slaNormalHours,
      low: row.slaLowHours,
    },
    defaultDurationMinutes: row.defaultDurationMinutes,
  };
}

/** Saves the brand's settings; jobs already made keep their due times until their priority changes. */
export async function saveOnsiteSettings(
  db: Db,
  brandId: number,
  settings: OnsiteSettings,
  at = new Date(),
): Promise<OnsiteSettings> {
  const values = {
    slaUrgentHours: settings.slaHours.urgent,
    slaHighHours: settings.slaHours.high,
    slaNormalHours: settings.slaHours.normal,
    slaLowHours: settings.slaHours.low,
    defaultDurationMinutes: settings.defaultDurationMinutes,
    updatedAt: at,
  };
  await db
    .insert(onsiteSettings)
    .values({ brandCompanyId: brandId, ...values })
    .onConflictDoUpdate({ target: onsiteSettings.brandCompanyId, set: values });
  return loadOnsiteSettings(db, brandId);
}
