import { type UiMessages, uiMessages } from './catalogue';
import { useMessagesOf } from './MessagesProvider';

/** The catalogue in force: defaults merged with every provider above. Works without a provider. */
export function useMessages(): UiMessages {
  return useMessagesOf(uiMessages);
}
