export { ConsoleLayout, type ConsoleLayoutProps, type ConsoleLayoutUser } from './ConsoleLayout';
export { affixTabsOf, pathAfterRefresh, routesForViewer, tabForLocation } from './consoleLayout.logic';
