// Who sees and changes which shops (domain §2.8): a retailer its own, an admin every company's. The scope
// comes from the session only; a shop outside it answers 404, exactly like one that does not exist.
import { and, eq, type SQL } from 'drizzle-orm';
import { ApiError } from '../../app/envelope.ts';
import { AdminRole, CompanyRole } from '../../auth/roles.ts';
import type { Viewer } from '../../auth/sessions.ts';
import type { Database } from '../../db/database.ts';
import { CompanyType, shops } from '../../db/schema.ts';
import type { Transaction } from '../../db/types.ts';

/** users.user_type of the viewers this area serves. */
export const ShopViewer = { retailer: CompanyType.retailer, admin: CompanyType.platform } as const;

/** The shops the viewer sees: its company's (retailer), all (admin). */
export function shopScope(viewer: Viewer): SQL | undefined {
  return viewer.userType === ShopViewer.admin ? undefined : eq(shops.companyId, viewer.companyId);
}

/** The retailer's owner or a manager: who adds and edits its shops and its service menu. */
export function mayEditShops(viewer: Viewer): boolean {
  return viewer.userType === ShopViewer.retailer && viewer.userRole <= CompanyRole.manager;
}

/** Who deactivates and reactivates a shop: its company's owner or a manager, a super admin or finance admin. */
export function mayChangeShopStatus(viewer: Viewer): boolean {
  if (viewer.userType === ShopViewer.admin) return viewer.userRole <= AdminRole.finance;
  return mayEditShops(viewer);
}

export type ShopRecord = typeof shops.$inferSelect;

/** The shop if the viewer sees it; 404 otherwise. */
export async function findShop(db: Database | Transaction, viewer: Viewer, id: number): Promise<ShopRecord> {
  const [shop] = await db
    .select()
    .from(shops)
    .where(and(eq(shops.id, id), shopScope(viewer)));
  if (!shop) throw new ApiError(404, 'Shop not found.');
  return shop;
}
