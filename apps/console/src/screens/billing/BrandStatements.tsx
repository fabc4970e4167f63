import {
  type NamedCompany,
  type StatementListQuery,
  type StatementPage,
  statementStatus,
} from '@console/contract';
import { Button, Card } from '@console/ui';
import styled from 'styled-components';
import { FilterSelect } from '../../shared/list/FilterSelect';
import { STATEMENT_STATUSES } from '../../shared/money/money.labels';
import { ScreenLayout } from '../../shared/ScreenLayout';
import { monthName } from './billing.logic';
import { IssueStatementDialog, type IssueStatementDialogProps } from './IssueStatementDialog';
import type { Loadable } from './loadable';
import { StatementDrawer, type StatementDrawerProps } from './StatementDrawer';
import { StatementList, type StatementListProps } from './StatementList';

const Filters = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(210px, 1fr));
  gap: 0 16px;
  align-items: center;
`;

const statusOptions = statementStatus.options.map((value) => ({
  value,
  label: STATEMENT_STATUSES[value].label,
}));

export interface BrandStatementsProps {
  title: string;
  query: StatementListQuery;
  onQueryChange: (change: Partial<StatementListQuery>) => void;
  brands: readonly NamedCompany[];
  /** The months the period filter offers ('2026-11'), newest first. */
  periods: readonly string[];
  list: Loadable<StatementPage> & Pick<StatementListProps, 'onOpen' | 'onRetryCharge' | 'retryingId'>;
  onIssueClick: () => void;
  issueDialog: IssueStatementDialogProps;
  drawer: StatementDrawerProps;
}

/**
 * The admins' brand statements (/amount/statements, permissions 2): every brand's, filtered by brand, status
 * and period in the address; a failed charge retried now, a brand's statement issued now.
 */
export function BrandStatements({
  title,
  query,
  onQueryChange,
  brands,
  periods,
  list,
  onIssueClick,
  issueDialog,
  drawer,
}: BrandStatementsProps) {
  return (
    <ScreenLayout>
      <h2>{title}</h2>
      <Card>
        <Filters role="search" aria-label="Statement filters">
          <FilterSelect
            label="Brand"
            options={brands.map((brand) => ({ value: String(brand.id), label: brand.name }))}
            value={query.brandId === undefined ? undefined : String(query.brandId)}
            placeholder="Any brand"
            onChange={(value) => onQueryChange({ brandId: value === undefined ? undefined : Number(value) })}
          />
          <FilterSelect
            label="Status"
            options={statusOptions}
            value={query.status}
            placeholder="Any status"
            onChange={(value) => onQueryChange({ status: value })}
          />
          <FilterSelect
            label="Period"
            options={periods.map((period) => ({ value: period, label: monthName(period) }))}
            value={query.period}
            placeholder="Any period"
            onChange={(value) => onQueryChange({ period: value })}
          />
        </Filters>
      </Card>
      <Card>
        <StatementList
          page={list.data}
          loading={list.loading}
          failed={list.failed}
          onRetry={list.onRetry}
          pageNum={query.pageNum}
          pageSize={query.pageSize}
          onPageChange={onQueryChange}
          onOpen={list.onOpen}
          showBrand
          onRetryCharge={list.onRetryCharge}
          retryingId={list.retryingId}
          actions={
            <Button variant="primary" onClick={onIssueClick}>
              Issue a statement now
            </Button>
          }
        />
      </Card>
      <IssueStatementDialog {...issueDialog} />
      <StatementDrawer {...drawer} />
    </ScreenLayout>
  );
}
