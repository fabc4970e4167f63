// The CSV template of a scope: its columns, and an example line with one of the retailer's shops and a model
// of a brand it deals for (one it shares the scope with, when there is one), so a first upload can start from a
// file that passes.
import { LIVE_DATA_COLUMNS, type LiveDataScope, todayIso } from '@console/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Viewer } from '../../auth/sessions.ts';
import type { Database } from '../../db/database.ts';
import { brandRetailers, DealerStatus, liveDataEnrollments, products, shops } from '../../db/schema.ts';
import { csvLine } from '../csv.ts';

export async function templateCsv(db: Database, viewer: Viewer, scope: LiveDataScope): Promise<string> {
  const [shop] = await db
    .select({ name: shops.name })
    .from(shops)
    .where(and(eq(shops.companyId, viewer.companyId), eq(shops.active, true)))
    .orderBy(asc(shops.id))
    .limit(1);
  const [model] = await db
    .select({ sku: products.sku })
    .from(products)
    .innerJoin(
      brandRetailers,
      and(
        eq(brandRetailers.brandCompanyId, products.brandCompanyId),
        eq(brandRetailers.retailerCompanyId, viewer.companyId),
        eq(brandRetailers.status, DealerStatus.active),
      ),
    )
    // A model of a brand the retailer shares this scope with first, so the example line is accepted as it is.
    .leftJoin(
      liveDataEnrollments,
      and(
        eq(liveDataEnrollments.companyId, viewer.companyId),
        eq(liveDataEnrollments.brandCompanyId, products.brandCompanyId),
        eq(liveDataEnrollments.status, 'active'),
        sql`${scope} = any(${liveDataEnrollments.scopes})`,
      ),
    )
    .orderBy(sql`${liveDataEnrollments.id} is null`, asc(products.id))
    .limit(1);
  const columns = LIVE_DATA_COLUMNS[scope];
  const example: Record<string, string> = {
    date: todayIso(),
    shop: shop?.name ?? 'Your shop name',
    sku: model?.sku ?? 'MODEL-SKU',
    quantity: scope === 'inventory' ? '4' : '1',
    serial_number: '',
    brand: '',
  };
  return csvLine([...columns]) + csvLine(columns.map((column) => example[column] ?? ''));
}
