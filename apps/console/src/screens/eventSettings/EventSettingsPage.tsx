import { eventTypeListQuery } from '@console/contract';
import { useNavigation } from '@console/ui';
import { useListQuery } from '../../shared/list/useListQuery';
import type { ShellScreenProps } from '../../shared/ShellScreenProps';
import { EventSettings } from './EventSettings';
import { useEventSettings } from './useEventSettings';

/** /events/eventsStting: the retailer's Event Setting, its filters in the URL, with the way to its schedules (/editSchedule is hidden). */
export function EventSettingsPage({ title }: ShellScreenProps) {
  const [query, onQueryChange] = useListQuery(eventTypeListQuery);
  const { navigate } = useNavigation();
  return (
    <EventSettings
      title={title}
      {...useEventSettings({ query, onQueryChange })}
      onOpenSchedules={() => navigate('/editSchedule')}
    />
  );
}
