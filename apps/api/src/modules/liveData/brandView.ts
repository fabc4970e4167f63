// What a brand sees of its dealers' live data (its retailers page): per dealer that shares with it (an active or
// paused enrolment, an active dealer link), per model of the brand, the stock on hand (each shop's latest
// count, summed), units sold and service visits of the last 30 days — each only for a scope the dealer consents
// to now. A paused dealer's data stays visible as it was at the pause (nothing new is accepted); a revoked
// enrolment shows nothing, and its data is deleted (enrolments.ts).
import type { LiveDataBrandView, LiveDataDealerProduct, LiveDataScope } from '@console/contract';
import { and, asc, desc, eq, gte, inArray, sum } from 'drizzle-orm';
import type { Viewer } from '../../auth/sessions.ts';
import type { Database } from '../../db/database.ts';
import {
  brandRetailers,
  companies,
  DealerStatus,
  liveDataEnrollments,
  liveDataRecords,
  products,
} from '../../db/schema.ts';

const WINDOW_DAYS = 30;

export async function brandView(db: Database, viewer: Viewer): Promise<LiveDataBrandView> {
  const brandId = viewer.companyId;
  const dealers = await db
    .select({ enrolment: liveDataEnrollments, retailerName: companies.name })
    .from(liveDataEnrollments)
    .innerJoin(companies, eq(companies.id, liveDataEnrollments.companyId))
    .innerJoin(
      brandRetailers,
      and(
        eq(brandRetailers.brandCompanyId, liveDataEnrollments.brandCompanyId),
        eq(brandRetailers.retailerCompanyId, liveDataEnrollments.companyId),
        eq(brandRetailers.status, DealerStatus.active),
      ),
    )
    .where(
      and(
        eq(liveDataEnrollments.brandCompanyId, brandId),
        inArray(liveDataEnrollments.status, ['active', 'paused']),
      ),
    )
    .orderBy(asc(companies.name));
  if (!dealers.length) return { dealers: [] };
  const retailerIds = dealers.map((dealer) => dealer.enrolment.companyId);
  const consents = new Map(dealers.map((dealer) => [dealer.enrolment.companyId, dealer.enrolment.scopes]));
  const consented = (retailerId: number, scope: LiveDataScope) =>
    consents.get(retailerId)?.includes(scope) ?? false;

  // Each shop's latest count of each model (the latest date; among counts of one date, the latest sent).
  const counts = await db
    .selectDistinctOn([liveDataRecords.companyId, liveDataRecords.shopId, liveDataRecords.productId], {
      companyId: liveDataRecords.companyId,
      productId: liveDataRecords.productId,
      quantity: liveDataRecords.quantity,
      occurredOn: liveDataRecords.occurredOn,
    })
    .from(liveDataRecords)
    .where(
      and(
        eq(liveDataRecords.brandCompanyId, brandId),
        eq(liveDataRecords.scope, 'inventory'),
        inArray(liveDataRecords.companyId, retailerIds),
      ),
    )
    .orderBy(
      liveDataRecords.companyId,
      liveDataRecords.shopId,
      liveDataRecords.productId,
      desc(liveDataRecords.occurredOn),
      desc(liveDataRecords.id),
    );
  const since = new Date(Date.now() - WINDOW_DAYS * 86_400_000).toISOString().slice(0, 10);
  const flows = await db
    .select({
      companyId: liveDataRecords.companyId,
      productId: liveDataRecords.productId,
      scope: liveDataRecords.scope,
      units: sum(liveDataRecords.quantity),
    })
    .from(liveDataRecords)
    .where(
      and(
        eq(liveDataRecords.brandCompanyId, brandId),
        inArray(liveDataRecords.scope, ['sales', 'service']),
        inArray(liveDataRecords.companyId, retailerIds),
        gte(liveDataRecords.occurredOn, since),
      ),
    )
    .groupBy(liveDataRecords.companyId, liveDataRecords.productId, liveDataRecords.scope);

  const lines = new Map<string, LiveDataDealerProduct & { companyId: number }>();
  const lineOf = (companyId: number, productId: number) => {
    const key = `${companyId}:${productId}`;
    let line = lines.get(key);
    if (!line) {
      line = {
        companyId,
        productId,
        sku: '',
        name: '',
        stock: consented(companyId, 'inventory') ? 0 : null,
        stockAsOf: null,
        sold30d: consented(companyId, 'sales') ? 0 : null,
        serviced30d: consented(companyId, 'service') ? 0 : null,
      };
      lines.set(key, line);
    }
    return line;
  };
  for (const row of counts) {
    if (!consented(row.companyId, 'inventory')) continue;
    const line = lineOf(row.companyId, row.productId);
    line.stock = (line.stock ?? 0) + row.quantity;
    if (!line.stockAsOf || row.occurredOn > line.stockAsOf) line.stockAsOf = row.occurredOn;
  }
  for (const row of flows) {
    const scope = row.scope as LiveDataScope;
    if (!consented(row.companyId, scope)) continue;
    const line = lineOf(row.companyId, row.productId);
    if (scope === 'sales') line.sold30d = Number(row.units ?? 0);
    else line.serviced30d = Number(row.units ?? 0);
  }
  const productIds = [...new Set([...lines.values()].map((line) => line.productId))];
  const models = productIds.length
    ? await db
        .select({ id: products.id, sku: products.sku, name: products.name })
        .from(products)
        .where(inArray(products.id, productIds))
    : [];
  const modelBy = new Map(models.map((model) => [model.id, model]));
  for (const line of lines.values()) {
    line.sku = modelBy.get(line.productId)?.sku ?? '';
    line.name = modelBy.get(line.productId)?.name ?? '';
  }
  return {
    dealers: dealers.map(({ enrolment, retailerName }) => ({
      retailerCompanyId: enrolment.companyId,
      retailerName,
      status: enrolment.status as 'active' | 'paused',
      scopes: enrolment.scopes as LiveDataScope[],
      consentedAt: enrolment.consentedAt.toISOString(),
      pausedAt: enrolment.pausedAt?.toISOString() ?? null,
      lastSyncAt: enrolment.lastSyncAt?.toISOString() ?? null,
      products: [...lines.values()]
        .filter((line) => line.companyId === enrolment.companyId)
        .sort((a, b) => a.sku.localeCompare(b.sku))
        .map(({ companyId: _company, ...line }) => line),
    })),
  };
}
