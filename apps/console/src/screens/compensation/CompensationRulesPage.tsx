import { todayIso } from '@console/contract';
import type { ShellScreenProps } from '../../shared/ShellScreenProps';
import { CompensationRules } from './CompensationRules';
import { useCompensationData } from './useCompensationData';

/** /company/warrantyCompensation (a brand's rules) and /adminConfiguration/adminWarrantyCompensation (all). */
export function CompensationRulesPage({ title }: ShellScreenProps) {
  const data = useCompensationData();
  return (
    <CompensationRules
      title={title}
      rules={data.rules.data?.rows}
      fulfillmentTypes={data.fulfillmentTypes}
      brands={data.brands}
      today={todayIso()}
      loading={data.rules.isFetching}
      failed={data.rules.isError}
      onRetry={() => void data.rules.refetch()}
      canEdit={(rule) =>
        data.admin || (rule.ownerCompanyId !== null && rule.ownerCompanyId === data.companyId)
      }
      detailPath={data.admin ? (rule) => `/adminConfiguration/adminWarrantyDetail/${rule.id}` : undefined}
      onCreate={data.create}
      onNewVersion={data.newVersion}
    />
  );
}
