// Demo company statuses and ages, so the admins' lists show every status and the created range has
// something to filter: a generated retailer waits for review, another is suspended (with its history).
// Only generated retailers change: they have no users, and their warranties and claims stay as they are.
import { eq } from 'drizzle-orm';
import { CompanyStatus, companies, statusChanges } from '../../db/schema.ts';
import type { DemoIds, Transaction } from '../../db/types.ts';
import { recordAudit } from '../audit/audit.ts';
import { COMPANY_ENTITY } from './status.ts';

const DAY_MS = 24 * 3600_000;

export async function seedCompanyStatuses(tx: Transaction, ids: DemoIds): Promise<void> {
  const now = Date.now();
  const named = [ids.brand, ids.onsiteBrand, ids.retailer, ids.otherRetailer];
  for (const [i, id] of named.entries()) {
    await tx
      .update(companies)
      .set({ createdAt: new Date(now - (720 - i * 30) * DAY_MS) })
      .where(eq(companies.id, id));
  }
  // A new dealer every couple of weeks over the last year.
  for (const [i, id] of ids.moreRetailers.entries()) {
    await tx
      .update(companies)
      .set({ createdAt: new Date(now - (400 - i * 13) * DAY_MS) })
      .where(eq(companies.id, id));
  }
  // Both are dealers of Ridgeway only (odd places), and the public directory keeps more than 30 retailers.
  const last = ids.moreRetailers.length;
  const pending = ids.moreRetailers[last - 3];
  // Not the last one: it belongs to the dealer@ demo user.
  const suspended = ids.moreRetailers[last - 5];
  if (pending === undefined || suspended === undefined) return;
  await tx.update(companies).set({ status: CompanyStatus.pendingReview }).where(eq(companies.id, pending));
  await tx.insert(statusChanges).values({
    entity: COMPANY_ENTITY,
    entityId: String(pending),
    fromStatus: null,
    toStatus: CompanyStatus.pendingReview,
    reason: 'Registered; waiting for its documents to be reviewed.',
    at: new Date(now - 10 * DAY_MS),
  });
  const reason = "Suspended at a brand's request while a compliance question is resolved.";
  await tx.update(companies).set({ status: CompanyStatus.suspended }).where(eq(companies.id, suspended));
  await tx.insert(statusChanges).values({
    entity: COMPANY_ENTITY,
    entityId: String(suspended),
    fromStatus: CompanyStatus.active,
    toStatus: CompanyStatus.suspended,
    actorUserId: ids.admin,
    reason,
    at: new Date(now - 6 * DAY_MS),
  });
  await recordAudit(tx, {
    actor: { userId: ids.admin },
    companyId: suspended,
    action: 'company.suspended',
    entity: 'company',
    entityId: suspended,
    before: { status: CompanyStatus.active },
    after: { status: CompanyStatus.suspended, reason },
  });
}
