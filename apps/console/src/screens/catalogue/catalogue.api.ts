import type {
  Envelope,
  Product,
  ProductCreateBody,
  WarrantyTerm,
  WarrantyTermCreateBody,
} from '@console/contract';
import type { HttpClient } from '@console/core';
import { dataOf } from '../../app/dataOf';
import type { Page } from '../../shared/page';

/** The catalogue's calls (products and warranty terms). Writes are silent: their forms show refusals. */
export function createCatalogueApi(http: Pick<HttpClient, 'get' | 'post'>) {
  return {
    products: () => dataOf(http.get<Envelope<Page<Product>>>('/catalogue/products', { pageSize: 200 })),
    terms: () =>
      dataOf(http.get<Envelope<Page<WarrantyTerm>>>('/catalogue/warrantyTerms', { pageSize: 200 })),
    createProduct: (body: ProductCreateBody) =>
      dataOf(http.post<Envelope<Product>>('/catalogue/products', body, { silent: true })),
    createTerm: (body: WarrantyTermCreateBody) =>
      dataOf(http.post<Envelope<WarrantyTerm>>('/catalogue/warrantyTerms', body, { silent: true })),
  };
}

export type CatalogueApi = ReturnType<typeof createCatalogueApi>;
