import { userInfoAtom } from '@console/core';
import { Card, useNavigation } from '@console/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useServices } from '../../app/ServicesContext';
import { useStoreValue } from '../../app/useStoreValue';
import type { ShellScreenProps } from '../../shared/ShellScreenProps';
import { usePageQuery } from '../../shared/usePageQuery';
import { AddWarrantyForm } from './AddWarrantyForm';
import { createWarrantyApi } from './warranty.api';

const RETAILER = 2;

/** /warranty/addwar: registers a unit, then opens its detail (the lists refetch). */
export function AddWarrantyPage({ title }: ShellScreenProps) {
  const { http, store } = useServices();
  const { navigate } = useNavigation();
  const queries = useQueryClient();
  const userInfo = useStoreValue(store, userInfoAtom);
  const api = useMemo(() => createWarrantyApi(http), [http]);
  const products = usePageQuery({ queryKey: ['catalogue', 'products'], queryFn: () => api.products() });

  return (
    <Card title={title} titleAs="h2">
      <AddWarrantyForm
        products={(products.data?.rows ?? []).filter((product) => product.active)}
        chooseRetailer={userInfo?.user_type !== RETAILER}
        loadRetailers={api.sellingRetailers}
        onCheckSerial={api.serialCheck}
        upload={api.upload}
        onRegister={api.register}
        onRegistered={(warranty) => {
          void queries.invalidateQueries({ queryKey: ['warranties'] });
          navigate(`/warranty/detail?id=${warranty.id}`);
        }}
      />
    </Card>
  );
}
