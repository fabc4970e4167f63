// A dealer relation's status history: read by the brand and the retailer of the relation, and by admins.
import type { DealerStatus, DealerStatusChange } from '@console/contract';
import { and, eq } from 'drizzle-orm';
import { ApiError } from '../../app/envelope.ts';
import type { Viewer } from '../../auth/sessions.ts';
import type { Database } from '../../db/database.ts';
import { brandRetailers } from '../../db/schema.ts';
import { statusHistory } from '../statusHistory.ts';
import { UserType } from '../warranty/scope.ts';
import { DEALER_ENTITY, relationKey } from './actions.ts';

export async function dealerHistory(
  db: Database,
  viewer: Viewer,
  brandId: number,
  retailerId: number,
): Promise<DealerStatusChange[]> {
  const mine =
    viewer.userType === UserType.admin ||
    (viewer.userType === UserType.brand && viewer.companyId === brandId) ||
    (viewer.userType === UserType.retailer && viewer.companyId === retailerId);
  const [relation] = mine
    ? await db
        .select({ status: brandRetailers.status })
        .from(brandRetailers)
        .where(
          and(eq(brandRetailers.brandCompanyId, brandId), eq(brandRetailers.retailerCompanyId, retailerId)),
        )
    : [];
  if (!relation) throw new ApiError(404, 'Dealership not found.');
  return statusHistory<DealerStatus>(db, DEALER_ENTITY, relationKey(brandId, retailerId));
}
