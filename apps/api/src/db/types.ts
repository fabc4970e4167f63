// Database types shared by the modules and the seed (kept apart from the seed, so modules do not import it).
import type { Database } from './database.ts';

/** What `db.transaction(tx => …)` hands its callback: pass it on, never the outer `db` (toolchain gotcha 2). */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** The seeded companies and users, by the names the other seeds and the tests use. */
export interface DemoIds {
  platform: number;
  brand: number;
  onsiteBrand: number;
  retailer: number;
  otherRetailer: number;
  /** Further generated retailers, so company lists page. */
  moreRetailers: number[];
  admin: number;
  auditor: number;
  brandUser: number;
  onsiteUser: number;
  retailerUser: number;
  invitedUser: number;
  /** Platform admins with `user_role` 2 (finance) and 3 (support); `admin` and `auditor` are super admins (1). */
  finance: number;
  support: number;
  /** A manager (`user_role` 2) and a staff user (3) in each demo brand and named retailer. */
  brandManager: number;
  brandStaff: number;
  onsiteManager: number;
  onsiteStaff: number;
  retailerManager: number;
  retailerStaff: number;
  /** Summit E-Ride's owner, manager and staff. */
  summitOwner: number;
  summitManager: number;
  summitStaff: number;
  /** The owner of the last of `moreRetailers` (dealer@). */
  dealerOwner: number;
  /** Ridgeway's technician with a console login (onsite.tech@): staff, position technician. */
  onsiteTech: number;
}
