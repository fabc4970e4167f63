import { userInfoAtom } from '@console/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useServices } from '../../app/ServicesContext';
import { useStoreValue } from '../../app/useStoreValue';
import { useFilterCompanies } from '../../shared/useFilterCompanies';
import { usePageQuery } from '../../shared/usePageQuery';
import { createFulfillmentApi } from '../fulfillment/fulfillment.api';
import { createCompensationApi } from './compensation.api';

const ADMIN = 3;

/** What the rule screens read and write: every version, the fulfillment types, an admin's brands. */
export function useCompensationData() {
  const { http, store } = useServices();
  const userInfo = useStoreValue(store, userInfoAtom);
  const api = useMemo(() => createCompensationApi(http), [http]);
  const fulfillment = useMemo(() => createFulfillmentApi(http), [http]);
  const admin = userInfo?.user_type === ADMIN;
  const queries = useQueryClient();
  const rules = usePageQuery({ queryKey: ['compensationRules'], queryFn: api.list });
  const types = usePageQuery({ queryKey: ['fulfillmentTypes'], queryFn: fulfillment.list });
  const { brands } = useFilterCompanies();
  const refresh = () => queries.invalidateQueries({ queryKey: ['compensationRules'] });
  const create = useMutation({ mutationFn: api.create, onSuccess: refresh });
  const newVersion = useMutation({
    mutationFn: ({ id, body }: { id: number; body: Parameters<typeof api.newVersion>[1] }) =>
      api.newVersion(id, body),
    onSuccess: refresh,
  });
  return {
    admin,
    companyId: userInfo?.company_id,
    rules,
    fulfillmentTypes: types.data?.rows ?? [],
    brands: admin ? brands : undefined,
    create: create.mutateAsync,
    /** A version body is the rule's terms: the owner never changes. */
    newVersion: (id: number, { ownerCompanyId: _owner, ...body }: Parameters<typeof api.create>[0]) =>
      newVersion.mutateAsync({ id, body }),
  };
}
