import type { DirectoryRetailerRow } from '@console/contract';
import { type DataTableProps, Tag } from '@console/ui';
import styled from 'styled-components';
import { Directory } from './Directory';
import { NotGiven, StateCell, WebsiteCell } from './DirectoryCells';
import type { DirectoryLoader } from './public.api';

const Tags = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

function BrandTags({ brands, retailer }: { brands: string[]; retailer: string }) {
  if (brands.length === 0) return <NotGiven />;
  return (
    <Tags aria-label={`Brands at ${retailer}`}>
      {brands.map((brand) => (
        <li key={brand}>
          <Tag size="small">{brand}</Tag>
        </li>
      ))}
    </Tags>
  );
}

const columns: DataTableProps<DirectoryRetailerRow>['columns'] = [
  {
    id: 'name',
    header: 'Retailer',
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
    id: 'brands',
    header: 'Brands',
    cell: ({ row }) => <BrandTags brands={row.original.brands} retailer={row.original.name} />,
  },
];

export interface RetailersDirectoryProps {
  load: DirectoryLoader<DirectoryRetailerRow>;
}

/** The retailers on the platform: name, state, website and the brands they carry. */
export function RetailersDirectory({ load }: RetailersDirectoryProps) {
  return (
    <Directory
      load={load}
      nouns={{ one: 'retailer', many: 'retailers' }}
      columns={columns}
      getRowId={(row) => String(row.id)}
    />
  );
}
