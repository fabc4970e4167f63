import { AppLink } from '@console/ui';
import { ActionBar, ScreenLayout } from '../../shared/ScreenLayout';
import { BugList, type BugListProps } from './BugList';

export interface AllBugsProps extends BugListProps {
  title: string;
}

/** /bugs/allBugs: every report of the company (open or not), filtered by status, severity, search or "mine". */
export function AllBugs({ title, ...list }: AllBugsProps) {
  return (
    <ScreenLayout>
      <h2>{title}</h2>
      <ActionBar>
        <AppLink to="/bugs/index">Report a problem</AppLink>
      </ActionBar>
      <BugList {...list} />
    </ScreenLayout>
  );
}
