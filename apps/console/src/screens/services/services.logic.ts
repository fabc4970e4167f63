import type { ServiceMenuItem, ServiceMenuItemBody, ShopOption } from '@console/contract';
import type { DefaultValues } from 'react-hook-form';

/** The dictionary of service categories (Tune-up, Repair, …). */
export const SERVICE_CATEGORY_DICT = 'service_category';

/** The service form's fields, as the server names them. */
export const SERVICE_FORM_FIELDS = [
  'name',
  'category',
  'durationMinutes',
  'priceCents',
  'shopIds',
  'bookableOnline',
  'active',
] as const;

/** What the form starts with: the service's values, or a new one's (bookable online, active). */
export function serviceFormValues(item?: ServiceMenuItem): DefaultValues<ServiceMenuItemBody> {
  if (!item) return { name: '', category: '', shopIds: [], bookableOnline: true, active: true };
  return {
    name: item.name,
    category: item.category,
    durationMinutes: item.durationMinutes,
    priceCents: item.priceCents,
    shopIds: item.shops.map((shop) => shop.id),
    bookableOnline: item.bookableOnline,
    active: item.active,
  };
}

/**
 * The shops a service may be offered at: the active ones, and any inactive one it is already offered at
 * (so editing it does not drop that shop unasked), each with its status when inactive.
 */
export function shopChoices(shops: readonly ShopOption[], chosen: readonly number[]) {
  return shops
    .filter((shop) => shop.status === 'active' || chosen.includes(shop.id))
    .map((shop) => ({
      value: String(shop.id),
      label: shop.status === 'active' ? shop.name : `${shop.name} (inactive)`,
    }));
}

/** A duration to read: 90 → '1 h 30 min', 45 → '45 min'. */
export function durationText(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

/** How many shops a list names before it says "and N more". */
const NAMED_SHOPS = 3;

/**
 * Where a service is offered, to read in a row: "All shops" when every active shop offers it, else the shops
 * by name ("A, B and 4 more" past three).
 */
export function offeredAtText(
  offeredAt: readonly { id: number; name: string }[],
  shops: readonly ShopOption[],
): string {
  const active = shops.filter((shop) => shop.status === 'active');
  const ids = new Set(offeredAt.map((shop) => shop.id));
  if (active.length > 1 && active.every((shop) => ids.has(shop.id))) return 'All shops';
  const names = offeredAt.map((shop) => shop.name);
  if (names.length <= NAMED_SHOPS) return names.join(', ');
  return `${names.slice(0, NAMED_SHOPS - 1).join(', ')} and ${names.length - (NAMED_SHOPS - 1)} more`;
}
