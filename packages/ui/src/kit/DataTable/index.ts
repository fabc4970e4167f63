export { DataTable, type DataTableProps } from './DataTable';
