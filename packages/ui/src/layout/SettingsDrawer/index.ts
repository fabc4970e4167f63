export { SettingsDrawer, type SettingsDrawerProps, settingsDrawerMessages } from './SettingsDrawer';
