import type { AdminCompanyListQuery, AdminCompanyRow, CompanyKind } from '@console/contract';
import { Card } from '@console/ui';
import { ServerList } from '../../shared/list/ServerList';
import type { Page } from '../../shared/page';
import { ScreenLayout } from '../../shared/ScreenLayout';
import { CompanyFilters } from './CompanyFilters';
import { companyColumns } from './companyColumns';

export interface CompanyListProps {
  kind: CompanyKind;
  title: string;
  query: AdminCompanyListQuery;
  onQueryChange: (change: Partial<AdminCompanyListQuery>) => void;
  /** The page shown; undefined before the first answer. */
  page: Page<AdminCompanyRow> | undefined;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  onExport: () => void;
  exporting: boolean;
}

/**
 * /admin-company/brand and /admin-company/retailer: every brand or retailer with its status, users, shops and
 * documents waiting for review; filtered, sorted and paged by the server, exported as CSV.
 */
export function CompanyList({
  kind,
  title,
  query,
  onQueryChange,
  page,
  loading,
  failed,
  onRetry,
  onExport,
  exporting,
}: CompanyListProps) {
  const noun = `${kind === 'brand' ? 'brands' : 'retailers'}`;
  return (
    <ScreenLayout>
      <h2>{title}</h2>
      <Card>
        <CompanyFilters
          values={{
            q: query.q,
            status: query.status,
            state: query.state,
            createdFrom: query.createdFrom,
            createdTo: query.createdTo,
          }}
          onApply={onQueryChange}
        />
      </Card>
      <Card>
        <ServerList
          label={title}
          noun={noun}
          columns={companyColumns(kind)}
          getRowId={(row) => String(row.id)}
          page={page}
          loading={loading}
          failed={failed}
          onRetry={onRetry}
          sort={query.sort}
          defaultSort="name"
          onSortChange={(sort) => onQueryChange({ sort: sort as AdminCompanyListQuery['sort'] })}
          pageNum={query.pageNum}
          pageSize={query.pageSize}
          onPageChange={onQueryChange}
          onExport={onExport}
          exporting={exporting}
        />
      </Card>
    </ScreenLayout>
  );
}
