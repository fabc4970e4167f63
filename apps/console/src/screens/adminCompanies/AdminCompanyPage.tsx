import type { AdminCompanyDetail } from '@console/contract';
import { isHttpError } from '@console/core';
import { AppLink, Empty } from '@console/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useServices } from '../../app/ServicesContext';
import { LoadFailed } from '../../shared/LoadFailed';
import { pathId } from '../../shared/recordId';
import type { ShellScreenProps } from '../../shared/ShellScreenProps';
import { auditTrailKey, useAuditTrail } from '../../shared/useAuditTrail';
import { usePageQuery } from '../../shared/usePageQuery';
import { LoadingScreen } from '../../shell/LoadingScreen';
import { CompanyDocumentsPanel } from '../documents/CompanyDocumentsPanel';
import { CompanyTransactionsPanel } from '../reports/CompanyTransactionsPanel';
import { AdminCompany } from './AdminCompany';
import { createAdminCompaniesApi } from './adminCompanies.api';
import { kindOfPath, listPath } from './adminCompanies.logic';

/** /admin-company/{brand|retailer}/detail/{id}: one company for admins, with what they may do with it. */
export function AdminCompanyPage({ fullPath }: ShellScreenProps) {
  const { http } = useServices();
  const api = useMemo(() => createAdminCompaniesApi(http), [http]);
  const queries = useQueryClient();
  const id = pathId(fullPath);
  const detailKey = ['adminCompanies', 'detail', id];
  const detail = usePageQuery({
    queryKey: detailKey,
    queryFn: () => api.detail(id as number),
    enabled: id !== null,
  });
  const isBrand = detail.data?.type === 1;
  const trail = useAuditTrail(id === null ? null : { companyId: id });
  const requests = usePageQuery({
    queryKey: ['adminCompanies', 'brandRequests', id],
    queryFn: () => api.brandRequests(id as number),
    enabled: id !== null && isBrand,
  });

  const back = <AppLink to={listPath(kindOfPath(fullPath))}>Back to the list</AppLink>;
  if (id === null || (isHttpError(detail.error) && detail.error.code === 404)) {
    return <Empty description="There is no such company." action={back} />;
  }
  if (detail.isError && !detail.data) {
    return <LoadFailed message="The company could not be loaded." onRetry={() => void detail.refetch()} />;
  }
  const company = detail.data;
  if (!company) return <LoadingScreen inline />;
  const changed = (next: AdminCompanyDetail) => {
    queries.setQueryData(detailKey, next);
    void queries.invalidateQueries({ queryKey: ['adminCompanies', 'list'] });
    void queries.invalidateQueries({ queryKey: auditTrailKey({ companyId: next.id }) });
  };
  return (
    <AdminCompany
      company={company}
      brandRequests={requests.data?.rows}
      documents={<CompanyDocumentsPanel companyId={company.id} />}
      transactions={<CompanyTransactionsPanel companyId={company.id} />}
      trail={trail}
      onSuspend={(body) => api.suspend(company.id, body).then(changed)}
      onReactivate={(body) => api.reactivate(company.id, body).then(changed)}
    />
  );
}
