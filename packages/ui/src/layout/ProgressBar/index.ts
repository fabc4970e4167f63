export { PROGRESS_FINISH_MS, ProgressBar, type ProgressBarProps } from './ProgressBar';
