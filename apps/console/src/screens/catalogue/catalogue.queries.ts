import { queryOptions } from '@tanstack/react-query';
import type { ScreenDataPrefetch } from '../../shared/screenData';
import { type CatalogueApi, createCatalogueApi } from './catalogue.api';

/** The brand's products (the products screen and the route's loader share the key). */
export const productsOptions = (api: CatalogueApi) =>
  queryOptions({ queryKey: ['catalogue', 'products'], queryFn: api.products });

/** The brand's warranty terms. */
export const termsOptions = (api: CatalogueApi) =>
  queryOptions({ queryKey: ['catalogue', 'terms'], queryFn: api.terms });

/** /company/product: both lists the screen shows. */
export const prefetchCatalogue: ScreenDataPrefetch = ({ http, queryClient }) => {
  const api = createCatalogueApi(http);
  void queryClient.prefetchQuery(productsOptions(api));
  void queryClient.prefetchQuery(termsOptions(api));
};
