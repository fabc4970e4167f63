export { Checkbox, type CheckboxProps, type CheckedState } from './Checkbox';
export { CheckboxGroup, type CheckboxGroupProps, type CheckboxOption } from './CheckboxGroup';
export { selectAllState, toggleValue } from './checkbox.logic';
