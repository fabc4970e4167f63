// The claim statuses (domain §2.7), apart from the rest of claims.ts: warranty.ts lists a unit's claims, and
// claims.ts imports warranty.ts, so the statuses must come from a module that imports neither.
import { z } from 'zod';

export const claimStatus = z.enum([
  'draft',
  'submitted',
  'under_review',
  'needs_info',
  'approved',
  'partially_approved',
  'awaiting_return',
  'compensated',
  'rejected',
  'cancelled',
  'closed',
]);

export type ClaimStatus = z.infer<typeof claimStatus>;
