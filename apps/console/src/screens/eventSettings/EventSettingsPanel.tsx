import { type EventTypeListQuery, eventTypeListQuery } from '@console/contract';
import { useState } from 'react';
import { changeListQuery } from '../../shared/list/listQuery.logic';
import { EventSettings } from './EventSettings';
import { useEventSettings } from './useEventSettings';

/**
 * The event settings inside another screen (a brand's Test Rides, which spec §2 gives no Event Setting page):
 * it loads its own data and keeps its filters to itself, leaving the URL to the screen around it.
 */
export function EventSettingsPanel() {
  const [query, setQuery] = useState<EventTypeListQuery>(() => eventTypeListQuery.parse({}));
  const props = useEventSettings({
    query,
    onQueryChange: (change) => setQuery((current) => changeListQuery(current, change)),
  });
  return <EventSettings {...props} />;
}
