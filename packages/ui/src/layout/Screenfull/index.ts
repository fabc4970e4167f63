export { Screenfull, type ScreenfullProps } from './Screenfull';
