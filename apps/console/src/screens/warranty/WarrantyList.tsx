import type { Product, WarrantyListQuery, WarrantyRow } from '@console/contract';
import { Button, Card, Pagination } from '@console/ui';
import styled from 'styled-components';
import { LoadFailed } from '../../shared/LoadFailed';
import type { Page } from '../../shared/page';
import { ActionBar, ScreenLayout } from '../../shared/ScreenLayout';
import { WarrantyFilters, type WarrantyFilterValues } from './WarrantyFilters';
import { WarrantyTable } from './WarrantyTable';

const Pager = styled.div`
  padding: 8px 0 0;
`;

export interface WarrantyListProps {
  query: WarrantyListQuery;
  onQueryChange: (change: Partial<WarrantyListQuery>) => void;
  /** The page shown; undefined before the first answer. */
  page: Page<WarrantyRow> | undefined;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  products: readonly Product[];
  /** Shows "Register a warranty" (brands, retailers and admins may register). */
  onRegister?: () => void;
  onExport: () => void;
  exporting: boolean;
}

/** The warranties tab of /warranty/index: the role's warranties, filtered, sorted and paged by the server, exported as CSV. */
export function WarrantyList({
  query,
  onQueryChange,
  page,
  loading,
  failed,
  onRetry,
  products,
  onRegister,
  onExport,
  exporting,
}: WarrantyListProps) {
  const filters: WarrantyFilterValues = {
    serial: query.serial,
    status: query.status,
    productId: query.productId,
    purchasedFrom: query.purchasedFrom,
    purchasedTo: query.purchasedTo,
    expiringWithinDays: query.expiringWithinDays,
  };
  return (
    <ScreenLayout>
      <Card>
        <WarrantyFilters values={filters} products={products} onApply={onQueryChange} />
      </Card>
      <Card>
        <ActionBar>
          {onRegister && (
            <Button variant="primary" onClick={onRegister}>
              Register a warranty
            </Button>
          )}
          <Button onClick={onExport} loading={exporting}>
            Export CSV
          </Button>
        </ActionBar>
        {failed && !page ? (
          <LoadFailed message="The warranties could not be loaded." onRetry={onRetry} />
        ) : (
          <>
            <WarrantyTable
              rows={page?.rows ?? []}
              loading={loading}
              sort={query.sort}
              onSortChange={(sort) => onQueryChange({ sort: sort as WarrantyListQuery['sort'] })}
            />
            <Pager>
              <Pagination
                total={page?.total ?? 0}
                page={query.pageNum}
                limit={query.pageSize}
                onChange={({ page: pageNum, limit }) => onQueryChange({ pageNum, pageSize: limit })}
              />
            </Pager>
          </>
        )}
      </Card>
    </ScreenLayout>
  );
}
