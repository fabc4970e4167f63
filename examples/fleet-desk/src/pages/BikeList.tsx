import {
  Button,
  Card,
  DataTable,
  type DataTableProps,
  Input,
  Pagination,
  type PaginationChange,
  Tag,
  useNavigation,
} from '@console/ui';
import { type FormEvent, useEffect, useState } from 'react';
import { api, type Bike, type BikeQuery } from '../api';

const statusTags: Record<string, 'success' | 'primary' | 'warning' | 'info'> = {
  available: 'success',
  rented: 'primary',
  'in repair': 'warning',
  retired: 'info',
};

/** The bikes, a page at a time from the API, filtered by model. */
export function BikeList() {
  const { navigate } = useNavigation();
  const [query, setQuery] = useState<BikeQuery>({ pageNum: 1, pageSize: 10, model: '' });
  const [model, setModel] = useState('');
  const [page, setPage] = useState<{ rows: Bike[]; total: number }>({ rows: [], total: 0 });
  const [loading, setLoading] = useState(true);

  useEffect(() => {
    let current = true;
    setLoading(true);
    api
      .bikes(query)
      .then((found) => current && setPage(found))
      .catch(() => {})
      .finally(() => current && setLoading(false));
    return () => {
      current = false;
    };
  }, [query]);

  const search = (event: FormEvent) => {
    event.preventDefault();
    setQuery({ ...query, pageNum: 1, model });
  };
  const turn = ({ page: pageNum, limit: pageSize }: PaginationChange) =>
    setQuery({ ...query, pageNum, pageSize });

  const columns: DataTableProps<Bike>['columns'] = [
    {
      accessorKey: 'code',
      header: 'Bike',
      cell: ({ row }) => (
        <Button variant="text" onClick={() => navigate(`/bikes/detail?id=${row.original.id}`)}>
          {row.original.code}
        </Button>
      ),
    },
    { accessorKey: 'model', header: 'Model' },
    {
      accessorKey: 'status',
      header: 'Status',
      cell: ({ row }) => <Tag type={statusTags[row.original.status] ?? 'info'}>{row.original.status}</Tag>,
    },
    { accessorKey: 'battery', header: 'Battery', cell: ({ row }) => `${row.original.battery} %` },
  ];

  return (
    <Card>
      <form aria-label="Filter bikes" onSubmit={search} style={{ display: 'flex', gap: 8, marginBottom: 12 }}>
        <Input
          aria-label="Model"
          placeholder="Model, e.g. Cargo"
          value={model}
          onChange={(event) => setModel(event.target.value)}
          style={{ maxWidth: 240 }}
        />
        <Button type="submit" variant="primary">
          Search
        </Button>
      </form>
      <DataTable
        aria-label="Bikes"
        columns={columns}
        data={page.rows}
        loading={loading}
        getRowId={(bike) => String(bike.id)}
      />
      <Pagination
        total={page.total}
        page={query.pageNum}
        limit={query.pageSize}
        pageSizes={[10, 20, 50]}
        onChange={turn}
      />
    </Card>
  );
}
