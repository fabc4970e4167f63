import { type Preloadable, preloadable } from '../../shared/preloadable';

/** The brand's event settings, the "Event settings" tab of /testRides/testRides (loaded when opened). */
export const eventSettingsPanel: Preloadable<object> = preloadable(() =>
  import('../eventSettings/EventSettingsPanel').then((m) => m.EventSettingsPanel),
);
