// Suspending and reactivating a brand or retailer (domain §2.2 Company.status): a super admin or a finance
// admin acts, with a reason. Suspension ends the company's users' sessions at once (and sessions refuse a
// company that is not active anyway, so nobody signs back in). Each change writes the company's status
// history and an audit row with the caller's address, in the same transaction.
import type { CompanyStatus, CompanyStatusBody } from '@console/contract';
import { and, eq, inArray, isNull, ne } from 'drizzle-orm';
import { ApiError } from '../../app/envelope.ts';
import type { Viewer } from '../../auth/sessions.ts';
import type { Database } from '../../db/database.ts';
import { CompanyType, companies, sessions, statusChanges, users } from '../../db/schema.ts';
import { recordAudit } from '../audit/audit.ts';

/** status_changes.entity of companies. */
export const COMPANY_ENTITY = 'company';

/** The statuses each action leaves from; a closed company stays closed. */
export const COMPANY_STATUS_TRANSITIONS = {
  suspend: ['active', 'pending_review'],
  reactivate: ['suspended', 'pending_review'],
} as const satisfies Record<string, readonly CompanyStatus[]>;

export type CompanyStatusAction = keyof typeof COMPANY_STATUS_TRANSITIONS;

const TARGET: Record<CompanyStatusAction, CompanyStatus> = { suspend: 'suspended', reactivate: 'active' };

export async function changeCompanyStatus(
  db: Database,
  viewer: Viewer,
  id: number,
  action: CompanyStatusAction,
  body: CompanyStatusBody,
  ip: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [company] = await tx
      .select({ id: companies.id, status: companies.status })
      .from(companies)
      .where(and(eq(companies.id, id), ne(companies.type, CompanyType.platform)))
      .for('update');
    if (!company) throw new ApiError(404, 'Company not found.');
    const from: readonly string[] = COMPANY_STATUS_TRANSITIONS[action];
    if (!from.includes(company.status)) {
      throw new ApiError(
        409,
        `This company is ${company.status.replaceAll('_', ' ')}: it cannot be ` +
          `${action === 'suspend' ? 'suspended' : 'reactivated'}.`,
        undefined,
        'invalid_transition',
      );
    }
    const to = TARGET[action];
    const at = new Date();
    await tx.update(companies).set({ status: to }).where(eq(companies.id, id));
    await tx.insert(statusChanges).values({
      entity: COMPANY_ENTITY,
      entityId: String(id),
      fromStatus: company.status,
      toStatus: to,
      actorUserId: viewer.userId,
      reason: body.reason,
      at,
    });
    if (action === 'suspend') {
      await tx
        .update(sessions)
        .set({ revokedAt: at })
        .where(
          and(
            isNull(sessions.revokedAt),
            inArray(sessions.userId, tx.select({ id: users.id }).from(users).where(eq(users.companyId, id))),
          ),
        );
    }
    await recordAudit(tx, {
      actor: viewer,
      ip,
      companyId: id,
      action: action === 'suspend' ? 'company.suspended' : 'company.reactivated',
      entity: 'company',
      entityId: id,
      before: { status: company.status },
      after: { status: to, reason: body.reason },
    });
  });
}
