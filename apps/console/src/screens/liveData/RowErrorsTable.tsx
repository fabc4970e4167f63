import type { LiveDataRowError } from '@console/contract';
import { DataTable, type DataTableProps } from '@console/ui';

const columns: DataTableProps<LiveDataRowError>['columns'] = [
  { id: 'row', header: 'Row', accessorKey: 'row', meta: { kind: 'number', width: 80 } },
  { id: 'field', header: 'Field', accessorKey: 'field', meta: { kind: 'code', width: 140 } },
  { id: 'message', header: 'Why it was refused', accessorKey: 'message' },
];

/** The refused rows of an import: the CSV line (header = 1) or API row, the field, and why. */
export function RowErrorsTable({ errors }: { errors: readonly LiveDataRowError[] }) {
  return (
    <DataTable
      aria-label="Refused rows"
      columns={columns}
      data={[...errors]}
      getRowId={(error, index) => `${error.row}-${error.field}-${index}`}
      maxHeight={360}
      border
    />
  );
}
