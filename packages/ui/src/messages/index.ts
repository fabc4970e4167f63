export { englishMessages, formatMessage, type UiMessageKey, type UiMessages, uiMessages } from './catalogue';
export { MessagesProvider, type MessagesProviderProps, useMessages } from './MessagesProvider';
