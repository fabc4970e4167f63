export { Input, type InputProps } from './Input';
export { formControlMessages } from './messages';
