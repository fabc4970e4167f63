// Every module's jobs. A new area adds its list here; the server starts a worker for each and applies
// their schedules.
import { housekeepingJobs } from '../app/housekeeping.ts';
import { mailJobs } from '../mail/jobs.ts';
import { bookingJobs } from '../modules/bookings/jobs.ts';
import { claimJobs } from '../modules/claims/jobs.ts';
import { documentJobs } from '../modules/documents/jobs.ts';
import { billingJobs } from '../modules/money/billing/jobs.ts';
import { financialJobs } from '../modules/money/financial/jobs.ts';
import { moneyJobs } from '../modules/money/jobs.ts';
import { payoutJobs } from '../modules/money/payouts/jobs.ts';
import { warrantyJobs } from '../modules/warranty/jobs.ts';
import { webhookJobs } from '../modules/webhooks/jobs.ts';
import type { AnyJobDefinition } from './jobs.ts';

export const jobDefinitions: readonly AnyJobDefinition[] = [
  ...housekeepingJobs,
  ...claimJobs,
  ...warrantyJobs,
  ...documentJobs,
  ...mailJobs,
  ...bookingJobs,
  ...moneyJobs,
  ...financialJobs,
  ...billingJobs,
  ...payoutJobs,
  ...webhookJobs,
];
