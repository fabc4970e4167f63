export { SizeSelect, type SizeSelectProps } from './SizeSelect';
