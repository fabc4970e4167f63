// The audit trail (domain §2.1 AuditEvent): permission-relevant and admin actions, who did what to which
// company or user, with the values before and after. Admins read it on a user's and a company's page.
import { z } from 'zod';
import { pageQuery } from './envelope.ts';

/** `GET /admin/audit`: a company's or a user's events (either or both), newest first. */
export const auditQuery = pageQuery.extend({
  companyId: z.coerce.number().int().positive().optional(),
  userId: z.coerce.number().int().positive().optional(),
});
export type AuditQuery = z.infer<typeof auditQuery>;

/** The values an action changed, as they were before and after it (only the fields it touched). */
const auditValues = z.record(z.string(), z.unknown()).nullable();

export const auditEvent = z.object({
  id: z.number().int(),
  at: z.string(),
  /** Who acted: their name (or e-mail), null for the system (a scheduled job). */
  actor: z.string().nullable(),
  companyId: z.number().int().nullable(),
  companyName: z.string().nullable(),
  subjectUserId: z.number().int().nullable(),
  subjectName: z.string().nullable(),
  /** What was done, e.g. 'user.role_changed', 'company.suspended'. */
  action: z.string(),
  entity: z.string(),
  entityId: z.string(),
  before: auditValues,
  after: auditValues,
  ip: z.string().nullable(),
});
export type AuditEvent = z.infer<typeof auditEvent>;
