import axios, { type AxiosInstance, type AxiosRequestConfig, type AxiosResponse } from 'axios';
import { API_BASE, REQUEST_TIMEOUT_MS } from '../constants';
import { catalogueMessage } from '../errors/errorCatalogue';
import { httpMessages } from '../errors/httpMessages';
import {
  baseName,
  downloadErrorText,
  downloadFilename,
  isJsonBlob,
  readJsonBody,
  saveBlobToDisk,
} from './download';
import { envelopeCode, envelopeMessage, hasEnvelopeCode } from './envelope';
import { HttpError, isHttpError } from './httpError';
import { serializeQueryParams } from './query';
import type { HttpClient, HttpClientOptions, HttpMessages, HttpRequestConfig } from './types';

const FORM_CONTENT_TYPE = 'application/x-www-form-urlencoded';

/** What a call hands to axios: the caller's config, and for uploads axios's progress callback. */
type CallConfig = HttpRequestConfig & Pick<AxiosRequestConfig, 'onUploadProgress'>;

type ClientFlags = Pick<HttpRequestConfig, 'tokenFree' | 'silent'>;

/** The client's own flags, which axios carries in the call's config without sending them. */
function flagsOf(config: AxiosRequestConfig | undefined): ClientFlags {
  return (config ?? {}) as ClientFlags;
}

/** Bodies the platform types itself (a FormData's boundary, a Blob's type, text/plain). */
function isPlatformTypedBody(data: unknown): boolean {
  return (
    typeof data === 'string' ||
    data instanceof FormData ||
    data instanceof Blob ||
    data instanceof ArrayBuffer ||
    ArrayBuffer.isView(data)
  );
}

function isSuccessStatus(status: number): boolean {
  return status >= 200 && status < 300;
}

/**
 * The client proper on an axios instance: token, envelope, 401 dialog, error reports, downloads and uploads
 * as its interceptors and calls. `createHttpClient` fetches this module (with axios) on the first call.
 */
export function createAxiosClient(options: HttpClientOptions): HttpClient {
  const { feedback, getToken, onSessionExpired } = options;
  const text: HttpMessages = { ...httpMessages, ...options.messages };
  const saveFile = options.saveFile ?? saveBlobToDisk;

  let sessionDialog: Promise<void> | null = null;

  /** One dialog at a time; it can open again once the previous one (and any relogin) is over. */
  function reportSessionExpired(): void {
    if (sessionDialog) return;
    sessionDialog = (async () => {
      const relogin = await feedback.confirm({
        title: text.sessionExpiredTitle,
        message: text.sessionExpiredText,
        confirmText: text.sessionExpiredRelogin,
        cancelText: text.sessionExpiredStay,
        type: 'warning',
      });
      if (relogin) await onSessionExpired();
    })()
      .catch((error: unknown) => console.error('The session-expired flow failed.', error))
      .finally(() => {
        sessionDialog = null;
      });
  }

  /** Reports a refused call (unless silent; a 401 always) and gives its rejection. */
  function rejectCode(
    code: number,
    message: string,
    config: AxiosRequestConfig,
    status: number,
    data: unknown,
  ) {
    if (code === 401) {
      reportSessionExpired();
      return new HttpError(text.sessionExpiredRejection, { code, status, data });
    }
    if (!flagsOf(config).silent) {
      if (code === 500) feedback.message('error', message);
      else if (code === 601) feedback.message('warning', message);
      else feedback.notify({ type: 'error', title: message });
    }
    return new HttpError(message, { code, status, data });
  }

  /**
   * Response interceptor for every answer, whatever its status (HTTP error statuses that carry the
   * envelope are read as envelopes): code 200 passes with its body, anything else is reported and rejects.
   */
  async function settle(response: AxiosResponse): Promise<AxiosResponse> {
    const { status, config } = response;
    const ok = isSuccessStatus(status);
    const raw = config.responseType === 'blob' || config.responseType === 'arraybuffer';
    if (raw && ok) return response;
    const body = raw ? await readJsonBody(response.data) : response.data;
    // An error status without an envelope speaks for itself: its status is the code.
    const envelope = ok || hasEnvelopeCode(body);
    let code = envelope ? envelopeCode(body) : status;
    if (code === 200 && !ok) code = status;
    if (code === 200) return response;
    const message = envelope ? envelopeMessage(body) : catalogueMessage(code);
    throw rejectCode(code, message, config, status, body);
  }

  /** A call that got no answer (network failure, time-out), or that the caller aborted. */
  function noAnswer(error: unknown, config: AxiosRequestConfig | undefined): unknown {
    // A call the caller aborted is not a failure to report; it rejects with the signal's reason.
    const signal = config?.signal as AbortSignal | undefined;
    if (signal?.aborted) return signal.reason;
    if (!flagsOf(config).silent) {
      feedback.notify({ type: 'error', title: text.networkErrorTitle, message: text.networkErrorMessage });
    }
    return new HttpError(text.networkErrorMessage, { code: 0, network: true, cause: error });
  }

  function createInstance(): AxiosInstance {
    const instance = axios.create({
      baseURL: options.baseURL ?? API_BASE,
      timeout: options.timeout ?? REQUEST_TIMEOUT_MS,
      // XMLHttpRequest in browsers (upload progress); fetch elsewhere. Axios's Node adapter would read
      // blobs as text, and a browser build does not have it anyway.
      adapter: ['xhr', 'fetch'],
      paramsSerializer: { serialize: serializeQueryParams },
      // Every answer goes to `settle`: the envelope, not the status, says whether a call succeeded.
      validateStatus: null,
      // The API authenticates with the bearer token, never an XSRF cookie. With a cookie name set, axios
      // reads the cookie before each send through the browser's asynchronous cookie store: a task later,
      // behind whatever the page is rendering (20-30 ms of a first visit under a 4x slower CPU).
      xsrfCookieName: '',
      withXSRFToken: false,
    });
    instance.interceptors.request.use((config) => {
      const token = flagsOf(config).tokenFree ? null : getToken();
      if (token) config.headers.set('Authorization', `Bearer ${token}`);
      // `false` keeps axios from calling such a body form-urlencoded, so the platform types it.
      if (isPlatformTypedBody(config.data) && !config.headers.getContentType()) {
        config.headers.setContentType(false);
      }
      return config;
    });
    instance.interceptors.response.use(settle, (error: { config?: AxiosRequestConfig }) => {
      throw noAnswer(error, error.config);
    });
    return instance;
  }

  const instance = createInstance();

  function send(config: CallConfig): Promise<AxiosResponse> {
    return instance.request(config);
  }

  async function request<T>(config: CallConfig): Promise<T> {
    return (await send(config)).data as T;
  }

  /** A download answered with JSON instead of a file: the server says why there is no file. */
  async function reportJsonAnswer(blob: Blob): Promise<void> {
    const body = await readJsonBody(blob);
    // A JSON file that cannot be read is a broken answer, reported like any other download failure.
    if (body === undefined) throw new Error('The download was answered with unreadable JSON.');
    const code = envelopeCode(body);
    if (code === 401) reportSessionExpired();
    else feedback.message('error', downloadErrorText(code, body));
  }

  function reportDownloadFailure(error: unknown): void {
    if (isHttpError(error) && !error.network) {
      // `settle` already opened the session dialog for a 401.
      if (error.code !== 401) feedback.message('error', downloadErrorText(error.code, error.data));
      return;
    }
    console.error('The download failed.', error);
    feedback.message('error', text.downloadFailed);
  }

  /** Shared by every download: overlay, JSON-instead-of-file detection, saving, one error message. */
  async function runDownload(
    config: HttpRequestConfig,
    fallbackName: string,
    type?: string,
  ): Promise<boolean> {
    const closeOverlay = feedback.loading(text.downloading);
    try {
      // Silent: a download reports its failures itself, with the download messages.
      const response = await send({ ...config, responseType: 'blob', silent: true });
      const blob = response.data as Blob;
      if (isJsonBlob(blob)) {
        await reportJsonAnswer(blob);
        return false;
      }
      const header: unknown = response.headers['download-filename'];
      const name = downloadFilename(typeof header === 'string' ? header : null, fallbackName);
      saveFile(type ? new Blob([blob], { type }) : blob, name);
      return true;
    } catch (error) {
      reportDownloadFailure(error);
      return false;
    } finally {
      closeOverlay();
    }
  }

  return {
    request,
    get: (url, params, config) => request({ ...config, method: 'GET', url, params }),
    post: (url, data, config) => request({ ...config, method: 'POST', url, data }),
    put: (url, data, config) => request({ ...config, method: 'PUT', url, data }),
    delete: (url, params, config) => request({ ...config, method: 'DELETE', url, params }),
    download: (url, params, filename, config) =>
      runDownload(
        {
          ...config,
          method: 'POST',
          url,
          data: serializeQueryParams(params),
          headers: { ...config?.headers, 'Content-Type': FORM_CONTENT_TYPE },
        },
        filename,
      ),
    downloadZip: (url, filename) => runDownload({ method: 'GET', url }, filename, 'application/zip'),
    downloadFile: (url, filename) => runDownload({ method: 'GET', url }, filename),
    downloadByName: (fileName, deleteAfter = false) =>
      runDownload(
        { method: 'GET', url: '/common/download', params: { fileName, delete: deleteAfter } },
        baseName(fileName),
      ),
    downloadResource: (resource) =>
      runDownload(
        { method: 'GET', url: '/common/download/resource', params: { resource } },
        baseName(resource),
      ),
    upload: (file, { url = '/common/upload', field = 'file', filename, onProgress, ...config } = {}) => {
      const form = new FormData();
      if (filename === undefined) form.append(field, file);
      else form.append(field, file, filename);
      return request({
        ...config,
        method: 'POST',
        url,
        data: form,
        onUploadProgress:
          onProgress && (({ progress }) => progress !== undefined && onProgress(progress * 100)),
      });
    },
  };
}
