import { eventTypeListQuery } from '@console/contract';
import { useListQuery } from '../../shared/list/useListQuery';
import type { ShellScreenProps } from '../../shared/ShellScreenProps';
import { EventSettings } from './EventSettings';
import { useEventSettings } from './useEventSettings';

/** /events/eventsStting: the retailer's Event Setting, its filters in the URL. */
export function EventSettingsPage({ title }: ShellScreenProps) {
  const [query, onQueryChange] = useListQuery(eventTypeListQuery);
  return <EventSettings title={title} {...useEventSettings({ query, onQueryChange })} />;
}
