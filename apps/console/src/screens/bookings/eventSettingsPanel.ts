import type { Preloadable } from '../../shared/preloadable';

/**
 * The brand's event settings (settings-ui's `EventSettingsPanel`), offered as the "Event settings" tab of
 * /testRides/testRides. Null while that panel is not on this branch (the tab is then not offered); at merge
 * it becomes `preloadable(() => import('../eventSettings/EventSettingsPanel').then((m) => m.EventSettingsPanel))`.
 */
export const eventSettingsPanel: Preloadable<object> | null = null;
