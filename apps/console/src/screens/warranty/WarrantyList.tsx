import type { NamedCompany, Product, WarrantyListQuery, WarrantyRow } from '@console/contract';
import { Button, Card } from '@console/ui';
import { ServerList } from '../../shared/list/ServerList';
import type { Page } from '../../shared/page';
import { ScreenLayout } from '../../shared/ScreenLayout';
import { WarrantyFilters, type WarrantyFilterValues } from './WarrantyFilters';
import { warrantyColumns } from './warrantyColumns';

export interface WarrantyListProps {
  query: WarrantyListQuery;
  onQueryChange: (change: Partial<WarrantyListQuery>) => void;
  /** The page shown; undefined before the first answer. */
  page: Page<WarrantyRow> | undefined;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  products: readonly Product[];
  /** The retailers the list may be filtered by (none for a retailer). */
  retailers: readonly NamedCompany[];
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
  retailers,
  onRegister,
  onExport,
  exporting,
}: WarrantyListProps) {
  const filters: WarrantyFilterValues = {
    serial: query.serial,
    status: query.status,
    productId: query.productId,
    retailerId: query.retailerId,
    purchasedFrom: query.purchasedFrom,
    purchasedTo: query.purchasedTo,
    expiringWithinDays: query.expiringWithinDays,
  };
  return (
    <ScreenLayout>
      <Card>
        <WarrantyFilters values={filters} products={products} retailers={retailers} onApply={onQueryChange} />
      </Card>
      <Card>
        <ServerList
          label="Warranties"
          noun="warranties"
          columns={warrantyColumns}
          getRowId={(row) => String(row.id)}
          page={page}
          loading={loading}
          failed={failed}
          onRetry={onRetry}
          sort={query.sort}
          onSortChange={(sort) => onQueryChange({ sort: sort as WarrantyListQuery['sort'] })}
          pageNum={query.pageNum}
          pageSize={query.pageSize}
          onPageChange={onQueryChange}
          onExport={onExport}
          exporting={exporting}
          actions={
            onRegister && (
              <Button variant="primary" onClick={onRegister}>
                Register a warranty
              </Button>
            )
          }
        />
      </Card>
    </ScreenLayout>
  );
}
