import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useServices } from '../../app/ServicesContext';
import type { ShellScreenProps } from '../../shared/ShellScreenProps';
import { usePageQuery } from '../../shared/usePageQuery';
import { Catalogue } from './Catalogue';
import { createCatalogueApi } from './catalogue.api';
import { productsOptions, termsOptions } from './catalogue.queries';

/** /company/product (brands): products and warranty terms, cached; a new one refreshes its list. */
export function ProductsPage({ title }: ShellScreenProps) {
  const { http } = useServices();
  const api = useMemo(() => createCatalogueApi(http), [http]);
  const queries = useQueryClient();
  const products = usePageQuery(productsOptions(api));
  const terms = usePageQuery(termsOptions(api));
  const createProduct = useMutation({
    mutationFn: api.createProduct,
    onSuccess: () => queries.invalidateQueries({ queryKey: ['catalogue', 'products'] }),
  });
  const createTerm = useMutation({
    mutationFn: api.createTerm,
    onSuccess: () => queries.invalidateQueries({ queryKey: ['catalogue', 'terms'] }),
  });
  return (
    <Catalogue
      title={title}
      products={{
        rows: products.data?.rows,
        loading: products.isFetching,
        failed: products.isError,
        retry: () => void products.refetch(),
      }}
      terms={{
        rows: terms.data?.rows,
        loading: terms.isFetching,
        failed: terms.isError,
        retry: () => void terms.refetch(),
      }}
      onCreateProduct={createProduct.mutateAsync}
      onCreateTerm={createTerm.mutateAsync}
    />
  );
}
