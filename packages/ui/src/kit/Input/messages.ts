import { useMessages } from '../../messages';

/**
 * Labels of the form controls that the shared catalogue lacks. They are defaults: an entry of the same
 * name given to <MessagesProvider> replaces them.
 */
export const formControlMessages = {
  showPassword: 'Show password',
};

export function useFormControlMessages() {
  return { ...formControlMessages, ...useMessages() };
}
