import type { QuickStart } from '@console/contract';
import { useQueryClient } from '@tanstack/react-query';
import type { ShellScreenProps } from '../../shared/ShellScreenProps';
import { usePageQuery } from '../../shared/usePageQuery';
import { companyQueryKeys } from './company.api';
import { QuickStartGuide } from './QuickStartGuide';
import { useCompanyApi } from './useCompanyApi';

/** /quickStart/index for a retailer: the checklist as the company's data has it now. */
export function QuickStartPage({ title }: ShellScreenProps) {
  const api = useCompanyApi();
  const queries = useQueryClient();
  // Other screens tick its steps off (a shop, a service, a document): ask again each time it is shown.
  const guide = usePageQuery({
    queryKey: companyQueryKeys.quickStart,
    queryFn: api.quickStart,
    staleTime: 0,
  });
  const show = (answer: QuickStart) => queries.setQueryData(companyQueryKeys.quickStart, answer);
  return (
    <QuickStartGuide
      title={title}
      guide={guide.data}
      failed={guide.isError}
      onRetry={() => void guide.refetch()}
      onDismiss={async () => show(await api.dismissQuickStart())}
      onReopen={async () => show(await api.reopenQuickStart())}
    />
  );
}
