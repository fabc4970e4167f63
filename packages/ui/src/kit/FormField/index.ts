export { FormField, type FormFieldControlProps, type FormFieldProps } from './FormField';
