import { userInfoAtom } from '@console/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useServices } from '../../app/ServicesContext';
import { useStoreValue } from '../../app/useStoreValue';
import type { ShellScreenProps } from '../../shared/ShellScreenProps';
import { useFilterCompanies } from '../../shared/useFilterCompanies';
import { usePageQuery } from '../../shared/usePageQuery';
import { FulfillmentTypes } from './FulfillmentTypes';
import { createFulfillmentApi } from './fulfillment.api';

const ADMIN = 3;

/** /company/fulfillment (brands) and /adminConfiguration/fulfillmentType (admins). */
export function FulfillmentTypesPage({ title }: ShellScreenProps) {
  const { http, store } = useServices();
  const userInfo = useStoreValue(store, userInfoAtom);
  const api = useMemo(() => createFulfillmentApi(http), [http]);
  const queries = useQueryClient();
  const list = usePageQuery({ queryKey: ['fulfillmentTypes'], queryFn: api.list });
  const refresh = () => queries.invalidateQueries({ queryKey: ['fulfillmentTypes'] });
  const create = useMutation({ mutationFn: api.create, onSuccess: refresh });
  const update = useMutation({
    mutationFn: ({ id, body }: { id: number; body: Parameters<typeof api.update>[1] }) =>
      api.update(id, body),
    onSuccess: refresh,
  });
  const admin = userInfo?.user_type === ADMIN;
  const { brands } = useFilterCompanies();
  return (
    <FulfillmentTypes
      title={title}
      rows={list.data?.rows}
      loading={list.isFetching}
      failed={list.isError}
      onRetry={() => void list.refetch()}
      brands={admin ? brands : undefined}
      canEdit={(type) =>
        admin || (type.ownerCompanyId !== null && type.ownerCompanyId === userInfo?.company_id)
      }
      onCreate={create.mutateAsync}
      onUpdate={(id, { code: _code, ...body }) => update.mutateAsync({ id, body })}
    />
  );
}
