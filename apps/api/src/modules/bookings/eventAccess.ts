// Which event types a staff member may book and see the availability of (domain §2.8): an admin any; the
// owner its own; a retailer a brand's test ride at one of its own shops (its staff run the ride). Anything
// else answers 404 like an id that does not exist.
import { eq } from 'drizzle-orm';
import { ApiError } from '../../app/envelope.ts';
import type { Viewer } from '../../auth/sessions.ts';
import type { Database } from '../../db/database.ts';
import { eventTypes } from '../../db/schema.ts';
import type { Transaction } from '../../db/types.ts';
import { UserType } from '../warranty/scope.ts';
import type { EventTypeRecord } from './capacity.ts';
import { eventShop, type ShopRecord } from './loadAvailability.ts';

const notFound = () => new ApiError(404, 'Event type not found.');

/** The event type and the shop, when the viewer may book it there; 404 otherwise. */
export async function eventTypeAtShop(
  db: Database | Transaction,
  viewer: Viewer,
  eventTypeId: number,
  shopId: number,
): Promise<{ eventType: EventTypeRecord; shop: ShopRecord }> {
  const [eventType] = await db.select().from(eventTypes).where(eq(eventTypes.id, eventTypeId));
  if (!eventType) throw notFound();
  const shop = await eventShop(db, eventTypeId, shopId).catch(() => null);
  const allowed =
    viewer.userType === UserType.admin ||
    eventType.ownerCompanyId === viewer.companyId ||
    (viewer.userType === UserType.retailer && shop?.companyId === viewer.companyId);
  if (!allowed) throw notFound();
  if (!shop) throw new ApiError(404, 'This event does not run at that shop.');
  return { eventType, shop };
}
