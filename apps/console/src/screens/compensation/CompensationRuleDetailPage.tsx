import { todayIso } from '@console/contract';
import { AppLink, Button, Card, Empty } from '@console/ui';
import { useState } from 'react';
import { LoadFailed } from '../../shared/LoadFailed';
import { pathId } from '../../shared/recordId';
import { ActionBar, ScreenLayout } from '../../shared/ScreenLayout';
import type { ShellScreenProps } from '../../shared/ShellScreenProps';
import { LoadingScreen } from '../../shell/LoadingScreen';
import { CompensationRuleDetail } from './CompensationRuleDetail';
import { CompensationRuleForm } from './CompensationRuleForm';
import { versionChain } from './compensation.logic';
import { useCompensationData } from './useCompensationData';

const LIST = '/adminConfiguration/adminWarrantyCompensation';

/** /adminConfiguration/adminWarrantyDetail/{id}: one version of a rule, its history, and a new version. */
export function CompensationRuleDetailPage({ title, fullPath }: ShellScreenProps) {
  const id = pathId(fullPath);
  const data = useCompensationData();
  const [adding, setAdding] = useState(false);
  const rules = data.rules.data?.rows;
  const rule = rules?.find((candidate) => candidate.id === id);
  if (data.rules.isError && !rules) {
    return (
      <LoadFailed
        message="The compensation rule could not be loaded."
        onRetry={() => void data.rules.refetch()}
      />
    );
  }
  if (!rules) return <LoadingScreen inline />;
  if (!rule) {
    return (
      <Empty
        description="There is no such compensation rule."
        action={<AppLink to={LIST}>Back to the rules</AppLink>}
      />
    );
  }
  const versions = versionChain(rules, rule.id);
  const newest = versions[0] ?? rule;
  const typeName = (typeId: number | null) =>
    typeId === null
      ? 'Every type'
      : (data.fulfillmentTypes.find((type) => type.id === typeId)?.name ?? `Type ${typeId}`);
  const ownerName =
    rule.ownerCompanyId === null
      ? 'Platform default'
      : (data.brands?.find((brand) => brand.id === rule.ownerCompanyId)?.name ??
        `Brand ${rule.ownerCompanyId}`);
  return (
    <ScreenLayout>
      <h2>{title}</h2>
      <ActionBar>
        <AppLink to={LIST}>Back to the rules</AppLink>
        {!adding && (
          <Button variant="primary" onClick={() => setAdding(true)}>
            New version
          </Button>
        )}
      </ActionBar>
      {adding && (
        <Card title={`New version of ${newest.name} (after v${newest.version})`}>
          <CompensationRuleForm
            base={newest}
            fulfillmentTypes={data.fulfillmentTypes}
            onSave={(body) => data.newVersion(newest.id, body)}
            onDone={() => setAdding(false)}
          />
        </Card>
      )}
      <CompensationRuleDetail
        rule={rule}
        versions={versions}
        ownerName={ownerName}
        fulfillmentTypeName={typeName}
        today={todayIso()}
      />
    </ScreenLayout>
  );
}
