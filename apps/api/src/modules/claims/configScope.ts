// Who sees and who writes claim configuration (fulfillment types, compensation rules; domain §2.8): platform
// defaults (no owner) are everyone's; a brand's own rows are the brand's, read-only to its dealers.
import { and, eq, inArray, isNull, or, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { ApiError } from '../../app/envelope.ts';
import type { Viewer } from '../../auth/sessions.ts';
import type { Database } from '../../db/database.ts';
import { catalogueBrandFilter, UserType, writableBrandId } from '../warranty/scope.ts';

/** The rows a list shows: the platform defaults and the brands' rows the viewer reads (`brandId` narrows). */
export async function visibleConfigWhere(
  db: Database,
  viewer: Viewer,
  owner: PgColumn,
  brandId: number | undefined,
): Promise<SQL | undefined> {
  const brandIds = await catalogueBrandFilter(db, viewer, brandId);
  if (brandIds === null) return undefined;
  return or(isNull(owner), brandIds.length ? inArray(owner, brandIds) : undefined);
}

/**
 * The owner a new row gets: a brand's own company; an admin's named brand, or null (a platform default)
 * when it names none.
 */
export async function writableOwner(
  db: Database,
  viewer: Viewer,
  ownerCompanyId: number | null | undefined,
): Promise<number | null> {
  if (viewer.userType === UserType.admin && (ownerCompanyId ?? null) === null) return null;
  if (viewer.userType === UserType.brand && ownerCompanyId === null) {
    throw new ApiError(403, 'Only administrators configure the platform defaults.', {
      'body.ownerCompanyId': 'Leave this out: it is always your brand.',
    });
  }
  return writableBrandId(db, viewer, ownerCompanyId ?? undefined, 'body.ownerCompanyId');
}

/** The rows the viewer may change: its brand's own (brand), every row (admin). */
export function writableConfigWhere(
  viewer: Viewer,
  owner: PgColumn,
  id: PgColumn,
  rowId: number,
): SQL | undefined {
  const mine = viewer.userType === UserType.admin ? undefined : eq(owner, viewer.companyId);
  return and(eq(id, rowId), mine);
}
