import type { ShellScreenProps } from '../../routes/pages';

export function BalanceHistoryPage({ title }: ShellScreenProps) {
  return <h2>{title}</h2>;
}
