import {
  createContext,
  lazy,
  type ReactNode,
  Suspense,
  useContext,
  useState,
  useSyncExternalStore,
} from 'react';
import {
  createFeedbackController,
  type FeedbackController,
  type FeedbackState,
  loadingText,
  type UiFeedback,
} from './feedback.logic';

const FeedbackContext = createContext<UiFeedback | null>(null);

// What draws the feedback loads with the first message, not with every page (a sign-in page shows none).
const FeedbackLayer = lazy(() =>
  import('./FeedbackLayer').then((module) => ({ default: module.FeedbackLayer })),
);

const showsAnything = (state: FeedbackState) =>
  state.toasts.length > 0 ||
  state.notices.length > 0 ||
  state.confirms.length > 0 ||
  loadingText(state) !== null;

/** The feedback of the nearest <FeedbackProvider>. */
export function useFeedback(): UiFeedback {
  const feedback = useContext(FeedbackContext);
  if (!feedback) throw new Error('useFeedback needs a <FeedbackProvider> above it.');
  return feedback;
}

export interface FeedbackProviderProps {
  /** The controller to render; without one the provider makes its own (reach it with useFeedback). */
  controller?: FeedbackController;
  children?: ReactNode;
}

/** Renders toasts (top centre), notifications (top right), one confirm dialog at a time and the loading overlay. */
export function FeedbackProvider({ controller: given, children }: FeedbackProviderProps) {
  const [own] = useState(createFeedbackController);
  const controller = given ?? own;
  const state = useSyncExternalStore(controller.subscribe, controller.getState, controller.getState);
  return (
    <FeedbackContext.Provider value={controller.feedback}>
      {children}
      {showsAnything(state) && (
        <Suspense fallback={null}>
          <FeedbackLayer state={state} controller={controller} />
        </Suspense>
      )}
    </FeedbackContext.Provider>
  );
}
