import { z } from 'zod';

/** GET /admin/jobs/failed: one job that failed every attempt and was dead-lettered (platform admins only). */
export const failedJob = z.object({
  /** The dead-letter entry's id. */
  id: z.string(),
  /** The job's name, e.g. `mail.retry-failed`. */
  name: z.string(),
  payload: z.unknown(),
  /** The last attempt's error message. */
  error: z.string().nullable(),
  /** Runs it had, the first one included. */
  attempts: z.number().int(),
  /** ISO timestamps: when it was sent, and when it was dead-lettered. */
  createdAt: z.string(),
  failedAt: z.string(),
});

export type FailedJob = z.infer<typeof failedJob>;
