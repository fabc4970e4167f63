export type { ConfirmOptions, Feedback, MessageType, NotifyOptions } from './feedback';
export { silentFeedback } from './feedback';
