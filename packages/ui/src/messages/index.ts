export { englishMessages, formatMessage, type UiMessageKey, type UiMessages, uiMessages } from './catalogue';
export { MessagesProvider, type MessagesProviderProps, useMessagesOf } from './MessagesProvider';
export { useMessages } from './useMessages';
