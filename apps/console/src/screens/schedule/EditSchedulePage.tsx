import type { ShellScreenProps } from '../../shared/ShellScreenProps';

/** /editSchedule: placeholder until the schedule editor lands. */
export function EditSchedulePage({ title }: ShellScreenProps) {
  return <h2>{title}</h2>;
}
