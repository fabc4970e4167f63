/** One page of a list, as every list endpoint answers (`pageOf` in the contract). */
export interface Page<Row> {
  rows: Row[];
  total: number;
}
