import { useRef, useState } from 'react';
import { type FieldValues, type Path, type Resolver, type UseFormProps, useForm } from 'react-hook-form';
import { readSubmitFailure } from '../formErrors.logic';
import { useSuccessMessage } from './useSuccessMessage';
import { useUnsavedChanges } from './useUnsavedChanges';

export interface ContractFormOptions<Input extends FieldValues, Output> {
  /** `zodResolver(<the contract's body schema>)`: the form checks what the server checks. */
  resolver: Resolver<Input, unknown, Output>;
  defaultValues?: UseFormProps<Input, unknown, Output>['defaultValues'];
  /** The body fields the form shows, as the server names them without `body.` ('owner.email'). */
  fields: readonly Path<Input>[];
  /** What a done submit confirms in a short toast, the action in the past tense: 'Warranty registered.' */
  success: string;
}

/**
 * react-hook-form for a body of the contract: a done submit confirms itself (`success`); on a refusal, each
 * field the server names gets its message and the rest goes above the submit button (`refusal`), and
 * nothing typed is lost. While it holds changes not yet saved, leaving its page asks first; once saved,
 * what it shows counts as saved.
 */
export function useContractForm<Input extends FieldValues, Output>({
  resolver,
  defaultValues,
  fields,
  success,
}: ContractFormOptions<Input, Output>) {
  const form = useForm<Input, unknown, Output>({ resolver, defaultValues });
  const [refusal, setRefusal] = useState<string | null>(null);
  const confirm = useSuccessMessage();
  // While a send is under way the page may move on by itself (to the new record): that is no leaving.
  const sending = useRef(false);
  const { isDirty } = form.formState;
  useUnsavedChanges(() => isDirty && !sending.current);
  const submitWith = (send: (body: Output) => Promise<unknown>) =>
    form.handleSubmit(async (body) => {
      setRefusal(null);
      sending.current = true;
      try {
        await send(body);
        form.reset(form.getValues(), { keepValues: true });
        confirm(success);
      } catch (error) {
        const failure = readSubmitFailure(error, fields);
        for (const [name, message] of Object.entries(failure.fields)) {
          form.setError(name as Path<Input>, { type: 'server', message });
        }
        setRefusal(failure.message);
      } finally {
        sending.current = false;
      }
    });
  return { ...form, refusal, submitWith };
}
