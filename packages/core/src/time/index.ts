export { DEFAULT_TIME_PATTERN, parseTime, type TimeInput, toDate, toMilliseconds } from './parseTime';
