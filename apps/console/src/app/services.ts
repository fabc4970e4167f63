import { createHttpClient, type HttpClient, tokenAtom } from '@console/core';
import { createFeedbackController, type FeedbackController } from '@console/ui';
import { getDefaultStore, type Store } from 'jotai/vanilla';
import { createShellApi, type ShellApi } from './api';
import { createSignedInSession, type SignedInSession } from './signedInSession';

/** The one instance of each service the app shares: store, feedback, http client, shell calls, session. */
export interface ConsoleServices {
  store: Store;
  feedback: FeedbackController;
  http: HttpClient;
  api: ShellApi;
  /** The signed-in user's details, asked once per sign-in. */
  session: SignedInSession;
  /** The router sets what "log in again" in the session-expired dialog does. */
  onSessionExpired(handler: () => void): void;
}

export function createConsoleServices(): ConsoleServices {
  const store = getDefaultStore();
  const feedback = createFeedbackController();
  let sessionExpired: () => void = () => {};
  const http = createHttpClient({
    getToken: () => store.get(tokenAtom),
    feedback: feedback.feedback,
    onSessionExpired: () => sessionExpired(),
  });
  const api = createShellApi(http);
  return {
    store,
    feedback,
    http,
    api,
    session: createSignedInSession({ api, store }),
    onSessionExpired(handler) {
      sessionExpired = handler;
    },
  };
}
