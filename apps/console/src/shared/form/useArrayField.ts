import {
  type Control,
  type FieldError,
  type FieldValues,
  get,
  type Path,
  useController,
  useFormState,
} from 'react-hook-form';

/**
 * A list held by one field of a react-hook-form form (questions, reminders, demo units, hours exceptions): its items, edits
 * by index, and the message (the contract's or the server's) at a path inside it ('2.label').
 */
export function useArrayField<Item, Values extends FieldValues, Output>(
  control: Control<Values, unknown, Output>,
  name: Path<Values>,
) {
  const { field } = useController({ control, name });
  const { errors } = useFormState({ control, name });
  const items = (field.value ?? []) as Item[];
  return {
    items,
    change: (index: number, patch: Partial<Item>) =>
      field.onChange(items.map((item, at) => (at === index ? { ...item, ...patch } : item))),
    add: (item: Item) => field.onChange([...items, item]),
    remove: (index: number) => field.onChange(items.filter((_, at) => at !== index)),
    /** The message on the list itself (`''`) or on a path inside it. */
    messageAt: (path: string) =>
      (get(errors, path ? `${name}.${path}` : name) as FieldError | undefined)?.message ??
      (path ? undefined : (get(errors, `${name}.root`) as FieldError | undefined)?.message),
  };
}
