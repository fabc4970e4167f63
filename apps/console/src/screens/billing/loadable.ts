/** A screen's view of one request: its data (kept while the next one is under way), and a retry. */
export interface Loadable<T> {
  data: T | undefined;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
}
