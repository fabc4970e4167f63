export { FeedbackProvider, type FeedbackProviderProps, useFeedback } from './FeedbackProvider';
export {
  type ConfirmRequest,
  createFeedbackController,
  FEEDBACK_DURATIONS,
  type FeedbackController,
  type FeedbackControllerOptions,
  type FeedbackDurations,
  type FeedbackState,
  type Notice,
  type OpenLoading,
  type PendingConfirm,
  type Toast,
  type UiFeedback,
} from './feedback.logic';
