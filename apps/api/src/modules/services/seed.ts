// Demo service menus: Harbor Cycles a dozen services across the categories (one offered at a single shop,
// one not bookable online, one taken off the menu), Summit E-Ride a few.
import { serviceItemShops, serviceItems } from '../../db/schema.ts';
import type { Transaction } from '../../db/types.ts';

interface DemoService {
  name: string;
  category: string;
  durationMinutes: number;
  priceCents: number;
  bookableOnline?: boolean;
  active?: boolean;
  /** Which of the company's shops offer it: 'all' its active ones, or their positions in its list. */
  shops: 'all' | readonly number[];
}

const HARBOR: readonly DemoService[] = [
  { name: 'Basic tune-up', category: 'tune_up', durationMinutes: 60, priceCents: 8_900, shops: 'all' },
  {
    name: 'Full service',
    category: 'tune_up',
    durationMinutes: 120,
    priceCents: 17_900,
    shops: [0, 1, 2, 6, 9],
  },
  { name: 'Flat tire repair', category: 'repair', durationMinutes: 30, priceCents: 2_500, shops: 'all' },
  { name: 'Brake adjustment', category: 'repair', durationMinutes: 30, priceCents: 3_500, shops: 'all' },
  {
    name: 'Motor diagnostics',
    category: 'diagnostics',
    durationMinutes: 45,
    priceCents: 6_500,
    shops: [0, 3, 6, 8],
  },
  { name: 'Battery health check', category: 'battery', durationMinutes: 30, priceCents: 4_000, shops: 'all' },
  {
    name: 'Battery replacement',
    category: 'battery',
    durationMinutes: 45,
    priceCents: 6_000,
    shops: [0, 1, 4, 7, 9],
  },
  // Offered at Embarcadero only: deactivating that shop shows it as affected.
  {
    name: 'Professional bike fitting',
    category: 'fitting',
    durationMinutes: 90,
    priceCents: 15_000,
    shops: [0],
  },
  {
    name: 'New bike assembly',
    category: 'assembly',
    durationMinutes: 120,
    priceCents: 12_000,
    shops: [0, 2, 5],
  },
  { name: 'E-bike test ride', category: 'test_ride', durationMinutes: 30, priceCents: 0, shops: 'all' },
  {
    name: 'Home delivery',
    category: 'delivery',
    durationMinutes: 60,
    priceCents: 4_900,
    bookableOnline: false,
    shops: [0, 1, 2],
  },
  {
    name: 'Firmware update',
    category: 'other',
    durationMinutes: 30,
    priceCents: 3_000,
    active: false,
    shops: [0, 6],
  },
];

const SUMMIT: readonly DemoService[] = [
  { name: 'Spring tune-up', category: 'tune_up', durationMinutes: 90, priceCents: 11_000, shops: 'all' },
  { name: 'Winter storage check', category: 'battery', durationMinutes: 30, priceCents: 3_500, shops: [0] },
  { name: 'Guided test ride', category: 'test_ride', durationMinutes: 60, priceCents: 0, shops: [0, 1] },
  { name: 'Puncture repair', category: 'repair', durationMinutes: 30, priceCents: 2_000, shops: 'all' },
];

/** The service menus of Harbor Cycles and Summit E-Ride, on their shops (ids as seeded, active ones first). */
export async function seedServices(
  tx: Transaction,
  companies: { retailer: number; otherRetailer: number },
  shops: { harbor: readonly number[]; harborActive: readonly number[]; summit: readonly number[] },
): Promise<void> {
  await writeMenu(tx, companies.retailer, HARBOR, shops.harbor, shops.harborActive);
  await writeMenu(tx, companies.otherRetailer, SUMMIT, shops.summit, shops.summit);
}

async function writeMenu(
  tx: Transaction,
  companyId: number,
  menu: readonly DemoService[],
  shopIds: readonly number[],
  activeShopIds: readonly number[],
) {
  const written = await tx
    .insert(serviceItems)
    .values(
      menu.map(({ shops: _shops, ...service }) => ({
        companyId,
        bookableOnline: true,
        active: true,
        ...service,
      })),
    )
    .returning({ id: serviceItems.id });
  const links = written.flatMap(({ id }, index) => {
    const wanted = menu[index]?.shops ?? [];
    const at =
      wanted === 'all'
        ? activeShopIds
        : wanted.map((position) => shopIds[position]).filter((shopId) => shopId !== undefined);
    return at.map((shopId) => ({ serviceItemId: id, shopId }));
  });
  if (links.length > 0) await tx.insert(serviceItemShops).values(links);
}
