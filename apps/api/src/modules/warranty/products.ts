// The brand catalogue (domain §2.3 Product): brands keep their own, retailers read their brands', admins all.
import {
  type CatalogueQuery,
  type ComponentType,
  type Product,
  type ProductCategory,
  type ProductCreateBody,
  pageOffset,
} from '@console/contract';
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import { ApiError } from '../../app/envelope.ts';
import type { Viewer } from '../../auth/sessions.ts';
import type { Database } from '../../db/database.ts';
import { companies, products } from '../../db/schema.ts';
import { first, isUniqueViolation } from '../account/db.ts';
import { catalogueBrandFilter, writableBrandId } from './scope.ts';

function selectProducts(db: Database) {
  return db
    .select({ product: products, brandName: companies.name })
    .from(products)
    .innerJoin(companies, eq(companies.id, products.brandCompanyId))
    .$dynamic();
}

type SelectedProduct = Awaited<ReturnType<typeof selectProducts>>[number];

function toProduct({ product, brandName }: SelectedProduct): Product {
  return {
    id: product.id,
    brandCompanyId: product.brandCompanyId,
    brandName,
    sku: product.sku,
    name: product.name,
    modelYear: product.modelYear,
    // The table's check constraints and the create schema hold these to the contract's values.
    category: product.category as ProductCategory,
    msrpCents: product.msrpCents,
    active: product.active,
    components: product.components.map((c) => ({ type: c.type as ComponentType, partNumber: c.partNumber })),
  };
}

export async function listProducts(
  db: Database,
  viewer: Viewer,
  query: CatalogueQuery,
): Promise<{ rows: Product[]; total: number }> {
  const brandIds = await catalogueBrandFilter(db, viewer, query.brandId);
  const where = brandIds === null ? undefined : inArray(products.brandCompanyId, brandIds);
  const [rows, [counted]] = await Promise.all([
    selectProducts(db)
      .where(where)
      .orderBy(asc(companies.name), asc(products.sku), asc(products.id))
      .limit(query.pageSize)
      .offset(pageOffset(query)),
    db.select({ total: count() }).from(products).where(where),
  ]);
  return { rows: rows.map(toProduct), total: counted?.total ?? 0 };
}

async function getProduct(db: Database, id: number): Promise<Product> {
  const [row] = await selectProducts(db).where(eq(products.id, id));
  if (!row) throw new ApiError(404, 'Product not found.');
  return toProduct(row);
}

export async function createProduct(db: Database, viewer: Viewer, body: ProductCreateBody): Promise<Product> {
  const brandCompanyId = await writableBrandId(db, viewer, body.brandCompanyId);
  try {
    const created = first(
      await db
        .insert(products)
        .values({
          brandCompanyId,
          sku: body.sku,
          name: body.name,
          modelYear: body.modelYear,
          category: body.category,
          msrpCents: body.msrpCents,
          active: body.active,
          components: body.components,
        })
        .returning({ id: products.id }),
    );
    return getProduct(db, created.id);
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    throw new ApiError(409, `The brand already has a product with SKU ${body.sku}.`, {
      'body.sku': 'This SKU is already in the catalogue.',
    });
  }
}

/** A product the viewer may name in a warranty term or a registration, or null (unknown or out of scope). */
export async function productInBrands(
  db: Database,
  id: number,
  brandIds: number[] | null,
): Promise<typeof products.$inferSelect | null> {
  const [row] = await db
    .select()
    .from(products)
    .where(
      and(eq(products.id, id), brandIds === null ? undefined : inArray(products.brandCompanyId, brandIds)),
    );
  return row ?? null;
}
