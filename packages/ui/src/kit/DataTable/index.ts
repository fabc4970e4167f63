export { DataTable, type DataTableProps } from './DataTable';
export type { CellKind } from './dataTable.logic';
