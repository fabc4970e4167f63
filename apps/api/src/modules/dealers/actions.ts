// Changing a dealer relation: the brand's and the retailer's actions through one path. The relation is
// locked for the transaction, so two users acting at once are decided one after the other (the second finds
// the new status and is refused); every change writes a status_changes row; once committed, the other
// side's owners and managers are told by e-mail.
import type { DealerStatus } from '@console/contract';
import { and, asc, eq, inArray, lte, ne } from 'drizzle-orm';
import type { AppContext } from '../../app/context.ts';
import { ApiError } from '../../app/envelope.ts';
import { CompanyRole } from '../../auth/roles.ts';
import type { Viewer } from '../../auth/sessions.ts';
import {
  brandRetailers,
  CompanyStatus,
  CompanyType,
  companies,
  statusChanges,
  UserStatus,
  users,
} from '../../db/schema.ts';
import type { Transaction } from '../../db/types.ts';
import { isUniqueViolation } from '../account/db.ts';
import { dealerMail } from './mails.ts';
import { type DealerAction, nextStatus, other, type RelationState, type Side } from './transitions.ts';

/** status_changes.entity of dealer relations; the entity id is `<brand id>:<retailer id>`. */
export const DEALER_ENTITY = 'brand_retailer';

export const relationKey = (brandId: number, retailerId: number) => `${brandId}:${retailerId}`;

export interface DealerChange {
  action: DealerAction;
  brandId: number;
  retailerId: number;
  /** Set on an invitation or when the brand accepts a request; kept otherwise. */
  dealerNumber?: string;
  reason?: string;
}

/** The side the viewer acts for, and its company in the relation. */
export function sideOf(viewer: Viewer): Side {
  if (viewer.userType === CompanyType.brand) return 'brand';
  if (viewer.userType === CompanyType.retailer) return 'retailer';
  throw new ApiError(403, 'Only the brand or the retailer acts on a dealership.');
}

const notFound = (side: Side) =>
  new ApiError(404, side === 'brand' ? 'Retailer not found.' : 'Brand not found.');

const dealerNumberTaken = () =>
  new ApiError(409, 'Another retailer of the brand has this dealer number.', {
    dealerNumber: 'Another retailer of the brand has this dealer number.',
  });

/**
 * Both companies; 404 (named after the other side) unless each is of its type and, when asking for a new
 * dealership, the other company is active (only active companies are on the platform to deal with).
 */
async function partiesOf(tx: Transaction, change: DealerChange, side: Side, asking: boolean) {
  const rows = await tx
    .select({ id: companies.id, name: companies.name, type: companies.type, status: companies.status })
    .from(companies)
    .where(inArray(companies.id, [change.brandId, change.retailerId]));
  const brand = rows.find((row) => row.id === change.brandId && row.type === CompanyType.brand);
  const retailer = rows.find((row) => row.id === change.retailerId && row.type === CompanyType.retailer);
  const counterpart = side === 'brand' ? retailer : brand;
  if (!brand || !retailer || (asking && counterpart?.status !== CompanyStatus.active)) throw notFound(side);
  return { brand, retailer };
}

async function checkDealerNumber(tx: Transaction, change: DealerChange): Promise<void> {
  if (!change.dealerNumber) return;
  const [holder] = await tx
    .select({ id: brandRetailers.retailerCompanyId })
    .from(brandRetailers)
    .where(
      and(
        eq(brandRetailers.brandCompanyId, change.brandId),
        eq(brandRetailers.dealerNumber, change.dealerNumber),
        ne(brandRetailers.retailerCompanyId, change.retailerId),
      ),
    );
  if (holder) throw dealerNumberTaken();
}

/** Writes the new status (a new relation, or the locked one changed) and its history row. */
async function writeChange(
  tx: Transaction,
  change: DealerChange,
  side: Side,
  current: RelationState | null,
  to: DealerStatus,
  actorUserId: number,
): Promise<void> {
  const now = new Date();
  const asking = change.action === 'invite' || change.action === 'request';
  const values = {
    status: to,
    statusChangedAt: now,
    ...(to === 'active' ? { since: now } : {}),
    ...(asking ? { initiatedBy: side } : {}),
    ...(change.dealerNumber ? { dealerNumber: change.dealerNumber } : {}),
  };
  const where = and(
    eq(brandRetailers.brandCompanyId, change.brandId),
    eq(brandRetailers.retailerCompanyId, change.retailerId),
  );
  if (current === null) {
    const inserted = await tx
      .insert(brandRetailers)
      .values({ brandCompanyId: change.brandId, retailerCompanyId: change.retailerId, ...values })
      .onConflictDoNothing()
      .returning({ id: brandRetailers.retailerCompanyId });
    if (!inserted.length)
      throw new ApiError(
        409,
        'The dealership changed meanwhile. Reload and try again.',
        undefined,
        'conflict',
      );
  } else {
    await tx.update(brandRetailers).set(values).where(where);
  }
  await tx.insert(statusChanges).values({
    entity: DEALER_ENTITY,
    entityId: relationKey(change.brandId, change.retailerId),
    fromStatus: current?.status ?? null,
    toStatus: to,
    actorUserId,
    reason:
      change.reason ?? (change.action === 'withdraw' ? `Withdrawn by the ${current?.initiatedBy}` : null),
    at: now,
  });
}

/** Where the other side hears of a change: its active owners and managers, else the company's address. */
async function recipientsOf(context: Pick<AppContext, 'db'>, companyId: number): Promise<string[]> {
  const people = await context.db
    .select({ email: users.email })
    .from(users)
    .where(
      and(
        eq(users.companyId, companyId),
        eq(users.status, UserStatus.active),
        lte(users.userRole, CompanyRole.manager),
      ),
    )
    .orderBy(asc(users.id));
  if (people.length) return people.map((person) => person.email);
  const [company] = await context.db
    .select({ email: companies.email })
    .from(companies)
    .where(eq(companies.id, companyId));
  return company?.email ? [company.email] : [];
}

/**
 * Applies `change` for the viewer's side: 404 when the other company is not an active one of its type or,
 * for an action on an existing relation, when there is none; 409 `invalid_transition` when the action does
 * not apply to the relation's status.
 */
export async function changeRelation(
  context: Pick<AppContext, 'db' | 'mailer' | 'consoleUrl'>,
  viewer: Viewer,
  change: DealerChange,
): Promise<void> {
  const side = sideOf(viewer);
  let done: { brand: string; retailer: string; dealerNumber: string | null };
  try {
    done = await context.db.transaction(async (tx) => {
      const [locked] = await tx
        .select()
        .from(brandRetailers)
        .where(
          and(
            eq(brandRetailers.brandCompanyId, change.brandId),
            eq(brandRetailers.retailerCompanyId, change.retailerId),
          ),
        )
        .for('update');
      const asking = change.action === 'invite' || change.action === 'request';
      if (!locked && !asking) throw notFound(side);
      const parties = await partiesOf(tx, change, side, asking);
      const current = locked
        ? { status: locked.status as DealerStatus, initiatedBy: locked.initiatedBy as Side }
        : null;
      const to = nextStatus(change.action, side, current);
      await checkDealerNumber(tx, change);
      await writeChange(tx, change, side, current, to, viewer.userId);
      return {
        brand: parties.brand.name,
        retailer: parties.retailer.name,
        dealerNumber: change.dealerNumber ?? locked?.dealerNumber ?? null,
      };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw dealerNumberTaken();
    throw error;
  }
  const reader = other(side) === 'brand' ? change.brandId : change.retailerId;
  for (const to of await recipientsOf(context, reader)) {
    await context.mailer.send(
      dealerMail(to, change.action, {
        brandName: done.brand,
        retailerName: done.retailer,
        side,
        dealerNumber: done.dealerNumber,
        reason: change.reason ?? null,
        consoleUrl: context.consoleUrl,
      }),
    );
  }
}
