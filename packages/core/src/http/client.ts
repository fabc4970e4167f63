import { CAPTCHA_TIMEOUT_MS } from '../constants';
import { httpFailureMessages } from '../errors/httpFailureMessages';
import { HttpError } from './httpError';
import type { HttpClient, HttpClientOptions, HttpRequestConfig } from './types';

/** Per-call config of the captcha fetch (spec §7: token-free, 20 s time-out). */
export const captchaRequestConfig = {
  tokenFree: true,
  timeout: CAPTCHA_TIMEOUT_MS,
} as const satisfies HttpRequestConfig;

/**
 * The app's http client. Its code and axios are fetched with the first call rather than with the page (the
 * sign-in form paints without them); concurrent first calls share the one load, and a failed load is tried
 * again by the next call. A client made with a token serves a signed-in page, whose first call comes at
 * once: it fetches them now, alongside the page's code.
 */
export function createHttpClient(options: HttpClientOptions): HttpClient {
  const { feedback } = options;
  const text = { ...httpFailureMessages, ...options.messages };
  let loaded: Promise<HttpClient> | null = null;

  function client(): Promise<HttpClient> {
    loaded ??= import('./axiosClient').then(
      ({ createAxiosClient }) => createAxiosClient(options),
      (error: unknown) => {
        loaded = null;
        throw error;
      },
    );
    return loaded;
  }

  /** A call whose client could not be fetched: that is its first request failing, a network failure. */
  async function call<T>(config: HttpRequestConfig | undefined, run: (http: HttpClient) => Promise<T>) {
    let http: HttpClient;
    try {
      http = await client();
    } catch (error) {
      // A call the caller aborted is not a failure to report; it rejects with the signal's reason.
      if (config?.signal?.aborted) throw config.signal.reason;
      if (!config?.silent) {
        feedback.notify({ type: 'error', title: text.networkErrorTitle, message: text.networkErrorMessage });
      }
      throw new HttpError(text.networkErrorMessage, { code: 0, network: true, cause: error });
    }
    return run(http);
  }

  /** A download whose client could not be fetched fails as any download does: one message, and false. */
  async function download(run: (http: HttpClient) => Promise<boolean>): Promise<boolean> {
    let http: HttpClient;
    try {
      http = await client();
    } catch (error) {
      console.error('The download failed.', error);
      feedback.message('error', text.downloadFailed);
      return false;
    }
    return run(http);
  }

  if (options.getToken()) client().catch(() => {});

  return {
    request: (config) => call(config, (http) => http.request(config)),
    get: (url, params, config) => call(config, (http) => http.get(url, params, config)),
    post: (url, data, config) => call(config, (http) => http.post(url, data, config)),
    put: (url, data, config) => call(config, (http) => http.put(url, data, config)),
    delete: (url, params, config) => call(config, (http) => http.delete(url, params, config)),
    download: (url, params, filename, config) =>
      download((http) => http.download(url, params, filename, config)),
    downloadZip: (url, filename) => download((http) => http.downloadZip(url, filename)),
    downloadFile: (url, filename) => download((http) => http.downloadFile(url, filename)),
    downloadByName: (fileName, deleteAfter) => download((http) => http.downloadByName(fileName, deleteAfter)),
    downloadResource: (resource) => download((http) => http.downloadResource(resource)),
    upload: (file, uploadOptions) => call(uploadOptions, (http) => http.upload(file, uploadOptions)),
  };
}
