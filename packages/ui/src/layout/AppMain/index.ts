export { APP_MAIN_ID, AppMain, type AppMainFrame, type AppMainProps } from './AppMain';
