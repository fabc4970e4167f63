import type { Product, ProductCreateBody, WarrantyTerm, WarrantyTermCreateBody } from '@console/contract';
import { formatMoney } from '@console/core';
import { Button, Card, DataTable, type DataTableProps, Empty, Tag } from '@console/ui';
import { useState } from 'react';
import { LoadFailed } from '../../shared/LoadFailed';
import { ActionBar, ScreenLayout } from '../../shared/ScreenLayout';
import { COMPONENT_NAMES } from '../warranty/warranty.logic';
import { CATEGORY_NAMES, durationLabel, START_BASIS_NAMES } from './catalogue.logic';
import { ProductForm } from './ProductForm';
import { TermForm } from './TermForm';

type ProductColumn = DataTableProps<Product>['columns'][number];
type TermColumn = DataTableProps<WarrantyTerm>['columns'][number];

const productColumns: ProductColumn[] = [
  { id: 'sku', header: 'SKU', meta: { kind: 'code' }, cell: ({ row }) => row.original.sku },
  { id: 'name', header: 'Name', cell: ({ row }) => row.original.name },
  { id: 'year', header: 'Model year', cell: ({ row }) => row.original.modelYear },
  { id: 'category', header: 'Category', cell: ({ row }) => CATEGORY_NAMES[row.original.category] },
  {
    id: 'msrp',
    header: 'MSRP',
    meta: { kind: 'number' },
    cell: ({ row }) => formatMoney(row.original.msrpCents / 100),
  },
  {
    id: 'components',
    header: 'Components',
    cell: ({ row }) => row.original.components.map((c) => COMPONENT_NAMES[c.type]).join(', ') || '—',
  },
  {
    id: 'active',
    header: 'Status',
    cell: ({ row }) => (row.original.active ? <Tag type="success">Active</Tag> : <Tag>Retired</Tag>),
  },
];

const termColumns = (products: readonly Product[]): TermColumn[] => [
  { id: 'code', header: 'Code', meta: { kind: 'code' }, cell: ({ row }) => row.original.code },
  { id: 'name', header: 'Name', cell: ({ row }) => row.original.name },
  { id: 'component', header: 'Component', cell: ({ row }) => COMPONENT_NAMES[row.original.componentType] },
  {
    id: 'model',
    header: 'Model',
    cell: ({ row }) =>
      row.original.productId === null
        ? 'Every model'
        : (products.find((p) => p.id === row.original.productId)?.name ?? `#${row.original.productId}`),
  },
  { id: 'duration', header: 'Length', cell: ({ row }) => durationLabel(row.original.durationMonths) },
  { id: 'basis', header: 'Starts on', cell: ({ row }) => START_BASIS_NAMES[row.original.startBasis] },
  {
    id: 'covered',
    header: 'Labor / parts',
    meta: { kind: 'number' },
    cell: ({ row }) => `${row.original.laborCoveredPct}% / ${row.original.partsCoveredPct}%`,
  },
  {
    id: 'inForce',
    header: 'In force',
    meta: { kind: 'date' },
    cell: ({ row }) => `${row.original.effectiveFrom} – ${row.original.effectiveTo ?? 'open'}`,
  },
];

interface Loaded<T> {
  rows: T[] | undefined;
  loading: boolean;
  failed: boolean;
  retry: () => void;
}

export interface CatalogueProps {
  title: string;
  products: Loaded<Product>;
  terms: Loaded<WarrantyTerm>;
  onCreateProduct: (body: ProductCreateBody) => Promise<Product>;
  onCreateTerm: (body: WarrantyTermCreateBody) => Promise<WarrantyTerm>;
}

/** /company/product: the brand's models with their components, and the warranty terms per component. */
export function Catalogue({ title, products, terms, onCreateProduct, onCreateTerm }: CatalogueProps) {
  const [adding, setAdding] = useState<'product' | 'term' | null>(null);
  const productRows = products.rows ?? [];
  return (
    <ScreenLayout>
      <h2>{title}</h2>
      <Card title="Models">
        {adding === 'product' ? (
          <ProductForm
            onCreate={onCreateProduct}
            onCreated={() => setAdding(null)}
            onCancel={() => setAdding(null)}
          />
        ) : (
          <ActionBar>
            <Button variant="primary" onClick={() => setAdding('product')}>
              Add product
            </Button>
          </ActionBar>
        )}
        {products.failed && !products.rows ? (
          <LoadFailed message="The products could not be loaded." onRetry={products.retry} />
        ) : (
          <DataTable
            aria-label="Products"
            columns={productColumns}
            data={productRows}
            getRowId={(row) => String(row.id)}
            loading={products.loading}
            empty={<Empty description="No products yet." />}
          />
        )}
      </Card>
      <Card title="Warranty terms">
        {adding === 'term' ? (
          <TermForm
            products={productRows}
            onCreate={onCreateTerm}
            onCreated={() => setAdding(null)}
            onCancel={() => setAdding(null)}
          />
        ) : (
          <ActionBar>
            <Button variant="primary" onClick={() => setAdding('term')}>
              Add term
            </Button>
          </ActionBar>
        )}
        {terms.failed && !terms.rows ? (
          <LoadFailed message="The warranty terms could not be loaded." onRetry={terms.retry} />
        ) : (
          <DataTable
            aria-label="Warranty terms"
            columns={termColumns(productRows)}
            data={terms.rows ?? []}
            getRowId={(row) => String(row.id)}
            loading={terms.loading}
            empty={<Empty description="No warranty terms yet." />}
          />
        )}
      </Card>
    </ScreenLayout>
  );
}
