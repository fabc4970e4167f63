// What only the collapsed sidebar shows: a tooltip per item and a fly-out menu per group (Radix, with its
// popper). A module of its own, loaded when the sidebar is first collapsed.
export { Menu, MenuContent, MenuLabel, MenuTrigger } from '../../kit/Menu';
export { Tooltip } from '../../kit/Tooltip';
export { MenuEntries } from './MenuEntries';
