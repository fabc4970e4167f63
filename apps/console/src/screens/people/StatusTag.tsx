import type { PersonStatus } from '@console/contract';
import { Tag } from '@console/ui';
import { STATUS_TAGS } from './people.logic';

/** A person's or a user's status: invited, active or deactivated. */
export function StatusTag({ status }: { status: PersonStatus }) {
  const { label, tag } = STATUS_TAGS[status];
  return <Tag type={tag}>{label}</Tag>;
}
