import type { ShellScreenProps } from '../../routes/pages';

export function DashboardPage({ title }: ShellScreenProps) {
  return <h2>{title}</h2>;
}
