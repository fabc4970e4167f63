import { userInfoAtom } from '@console/core';
import { useNavigation } from '@console/ui';
import { useServices } from '../../app/ServicesContext';
import { useStoreValue } from '../../app/useStoreValue';
import type { ShellScreenProps } from '../../shared/ShellScreenProps';
import { usePageQuery } from '../../shared/usePageQuery';
import { CompanyDetailsView } from './CompanyDetailsView';
import { companyQueryKeys } from './company.api';
import { useCompanyApi } from './useCompanyApi';

/** /company/details for a brand or a retailer: its own company. */
export function CompanyDetailsPage({ title }: ShellScreenProps) {
  const api = useCompanyApi();
  const { navigate } = useNavigation();
  const user = useStoreValue(useServices().store, userInfoAtom);
  const details = usePageQuery({ queryKey: companyQueryKeys.details, queryFn: api.details });
  return (
    <CompanyDetailsView
      title={title}
      details={details.data}
      failed={details.isError}
      onRetry={() => void details.refetch()}
      onEdit={() => navigate('/company/details/edit')}
      developerLink={user?.user_type === 2 && user.user_role === 1}
    />
  );
}
