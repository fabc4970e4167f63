import type { DirectoryBrandRow } from '@console/contract';
import type { DataTableProps } from '@console/ui';
import { Directory } from './Directory';
import { StateCell, WebsiteCell } from './DirectoryCells';
import type { DirectoryLoader } from './public.api';

const columns: DataTableProps<DirectoryBrandRow>['columns'] = [
  {
    id: 'name',
    header: 'Brand',
    meta: { kind: 'name' },
    cell: ({ row }) => <strong>{row.original.name}</strong>,
  },
  { id: 'state', header: 'State', cell: ({ row }) => <StateCell code={row.original.state} /> },
  {
    id: 'website',
    header: 'Website',
    cell: ({ row }) => <WebsiteCell website={row.original.website} company={row.original.name} />,
  },
  {
    id: 'onsiteService',
    header: 'Onsite service',
    cell: ({ row }) => (row.original.onsiteService ? 'Yes' : 'No'),
  },
  {
    id: 'retailerCount',
    header: 'Retailers',
    cell: ({ row }) => row.original.retailerCount,
    meta: { align: 'right', width: 110 },
  },
];

export interface BrandsDirectoryProps {
  load: DirectoryLoader<DirectoryBrandRow>;
}

/** The brands on the platform: name, state, website, whether they offer onsite service, how many retailers carry them. */
export function BrandsDirectory({ load }: BrandsDirectoryProps) {
  return (
    <Directory
      load={load}
      nouns={{ one: 'brand', many: 'brands' }}
      columns={columns}
      getRowId={(row) => String(row.id)}
    />
  );
}
