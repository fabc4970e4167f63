import { useNavigation } from '@console/ui';
import { useQueryClient } from '@tanstack/react-query';
import type { ShellScreenProps } from '../../shared/ShellScreenProps';
import { usePageQuery } from '../../shared/usePageQuery';
import { CompanyDetailsEdit } from './CompanyDetailsEdit';
import { companyQueryKeys } from './company.api';
import { useCompanyApi } from './useCompanyApi';

const DETAILS = '/company/details';

/** /company/details/edit: saves the company's details, then shows them (the guide's first step may change). */
export function CompanyDetailsEditPage({ title }: ShellScreenProps) {
  const api = useCompanyApi();
  const { navigate } = useNavigation();
  const queries = useQueryClient();
  const details = usePageQuery({ queryKey: companyQueryKeys.details, queryFn: api.details });
  return (
    <CompanyDetailsEdit
      title={title}
      details={details.data}
      failed={details.isError}
      onRetry={() => void details.refetch()}
      onSave={api.saveDetails}
      uploadImage={api.uploadImage}
      onSaved={(saved) => {
        queries.setQueryData(companyQueryKeys.details, saved);
        void queries.invalidateQueries({ queryKey: companyQueryKeys.quickStart });
        navigate(DETAILS);
      }}
      onCancel={() => navigate(DETAILS)}
    />
  );
}
