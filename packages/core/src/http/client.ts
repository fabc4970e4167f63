import { API_BASE, CAPTCHA_TIMEOUT_MS, REQUEST_TIMEOUT_MS } from '../constants';
import { catalogueMessage, httpMessages } from '../errors/httpMessages';
import type { Feedback } from '../feedback';
import {
  baseName,
  downloadErrorText,
  downloadFilename,
  isJsonBlob,
  readJsonBody,
  saveBlobToDisk,
} from './download';
import { type ApiEnvelope, envelopeCode, envelopeMessage, hasEnvelopeCode } from './envelope';
import { HttpError } from './httpError';
import { serializeQueryParams } from './query';

type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Per-call options; `tokenFree` and `silent` are the client's own and never leave the browser. */
export interface HttpRequestConfig {
  /** Joined to the client's `baseURL` unless it is absolute. */
  url?: string;
  /** Defaults to GET; either case. */
  method?: HttpMethod | Lowercase<HttpMethod>;
  /** Query parameters, appended to the URL by `serializeQueryParams`. */
  params?: unknown;
  /**
   * The body: FormData, Blob, URLSearchParams, bytes and strings are sent as they are (the platform sets
   * their content type); anything else is sent as JSON.
   */
  data?: unknown;
  headers?: Record<string, string>;
  /** Time-out in ms, overriding the client's; 0 waits for ever. A time-out fails like a network error. */
  timeout?: number;
  /** How the body is read; the default reads JSON and keeps a body that is not JSON as text. */
  responseType?: 'json' | 'blob' | 'arraybuffer' | 'text';
  /** Aborting it rejects the call with the signal's reason and reports nothing. */
  signal?: AbortSignal;
  /** Send no Authorization header (login, register, captcha…). */
  tokenFree?: boolean;
  /**
   * Show no toast or notification when this call fails; it still rejects. The session-expired dialog
   * still opens on a 401, because a dead session concerns every screen, not just this call.
   */
  silent?: boolean;
}

type HttpMessageKey =
  | 'sessionExpiredRejection'
  | 'sessionExpiredTitle'
  | 'sessionExpiredText'
  | 'sessionExpiredRelogin'
  | 'sessionExpiredStay'
  | 'networkErrorTitle'
  | 'networkErrorMessage'
  | 'downloading'
  | 'downloadFailed';

/** The strings the client shows; defaults are the spec's, from `httpMessages` (part of `messages`). */
export type HttpMessages = Record<HttpMessageKey, string>;

export interface HttpClientOptions {
  baseURL?: string;
  /** Default time-out of every call in ms; a call may pass its own `timeout`. */
  timeout?: number;
  getToken: () => string | null | undefined;
  feedback: Feedback;
  /** Called when the user chooses to log in again (the host logs out and goes to /index). */
  onSessionExpired: () => void | Promise<void>;
  messages?: Partial<HttpMessages>;
  /** Saves a downloaded file; defaults to a temporary `<a download>` click. */
  saveFile?: (blob: Blob, filename: string) => void;
}

/** The answer of POST /common/upload. */
export interface UploadEnvelope extends ApiEnvelope {
  fileName?: string;
  url?: string;
  newFileName?: string;
  originalFilename?: string;
}

export interface UploadOptions extends HttpRequestConfig {
  /** Defaults to '/common/upload'. */
  url?: string;
  /** Multipart field name; defaults to 'file'. */
  field?: string;
  /** File name sent with a bare Blob; a File sends its own name. */
  filename?: string;
}

export interface HttpClient {
  /** Any call; resolves with the body of a code-200 envelope, or the raw data of a blob/arraybuffer call. */
  request<T = ApiEnvelope>(config: HttpRequestConfig): Promise<T>;
  get<T = ApiEnvelope>(url: string, params?: unknown, config?: HttpRequestConfig): Promise<T>;
  post<T = ApiEnvelope>(url: string, data?: unknown, config?: HttpRequestConfig): Promise<T>;
  put<T = ApiEnvelope>(url: string, data?: unknown, config?: HttpRequestConfig): Promise<T>;
  delete<T = ApiEnvelope>(url: string, params?: unknown, config?: HttpRequestConfig): Promise<T>;
  /** Form-encoded POST answered by a file; resolves true when saved, false after showing the error. */
  download(url: string, params: unknown, filename: string, config?: HttpRequestConfig): Promise<boolean>;
  /** GET of a zip file saved as `filename`. */
  downloadZip(url: string, filename: string): Promise<boolean>;
  /** GET of a file (a record's attachment), saved under the server's `download-filename` or `filename`. */
  downloadFile(url: string, filename: string): Promise<boolean>;
  /** GET /common/download; the server deletes the file afterwards only when `deleteAfter` is true. */
  downloadByName(fileName: string, deleteAfter?: boolean): Promise<boolean>;
  /** GET /common/download/resource for a stored resource path. */
  downloadResource(resource: string): Promise<boolean>;
  /** Multipart POST of one file; resolves with the code-200 envelope `{ code, fileName, msg, url }`. */
  upload<T = UploadEnvelope>(file: Blob, options?: UploadOptions): Promise<T>;
}

/** Per-call config of the captcha fetch (spec §7: token-free, 20 s time-out). */
export const captchaRequestConfig = {
  tokenFree: true,
  timeout: CAPTCHA_TIMEOUT_MS,
} as const satisfies HttpRequestConfig;

const FORM_CONTENT_TYPE = 'application/x-www-form-urlencoded';

function isSuccessStatus(status: number): boolean {
  return status >= 200 && status < 300;
}

/** An answer with its body already read as the call's `responseType` asked. */
interface HttpResponse {
  status: number;
  headers: Headers;
  data: unknown;
}

/** The base joined to the path, then the query; an absolute URL (the external API) ignores the base. */
function requestURL(baseURL: string, { url = '', params }: HttpRequestConfig): string {
  const full = /^([a-z][a-z\d+\-.]*:)?\/\//i.test(url)
    ? url
    : `${baseURL.replace(/\/+$/, '')}/${url.replace(/^\/+/, '')}`;
  const query = serializeQueryParams(params);
  if (!query) return full;
  return `${full}${full.includes('?') ? '&' : '?'}${query}`;
}

function isBodyInit(data: unknown): data is BodyInit {
  return (
    typeof data === 'string' ||
    data instanceof FormData ||
    data instanceof Blob ||
    data instanceof URLSearchParams ||
    data instanceof ArrayBuffer ||
    ArrayBuffer.isView(data)
  );
}

/** The fetch body of `data`; JSON gets its content type unless the caller set one. */
function requestBody(data: unknown, headers: Headers): BodyInit | undefined {
  if (data === undefined || data === null) return undefined;
  if (isBodyInit(data)) return data;
  if (!headers.has('Content-Type')) headers.set('Content-Type', 'application/json');
  return JSON.stringify(data);
}

async function readBody(response: Response, type: HttpRequestConfig['responseType']): Promise<unknown> {
  if (type === 'blob') return response.blob();
  if (type === 'arraybuffer') return response.arrayBuffer();
  const text = await response.text();
  if (type === 'text') return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    // An error page or an empty body is still an answer: settle reads its status.
    return text;
  }
}

/**
 * A signal that aborts with the caller's signal or after `timeout` ms (0: never). `clear` must run once
 * the body is read, so the timer and the listener do not outlive the call.
 */
function callSignal(timeout: number, callerSignal: AbortSignal | undefined) {
  const controller = new AbortController();
  const forward = () => controller.abort(callerSignal?.reason);
  if (callerSignal?.aborted) forward();
  else callerSignal?.addEventListener('abort', forward, { once: true });
  const timer =
    timeout > 0
      ? setTimeout(() => controller.abort(new DOMException('The call timed out.', 'TimeoutError')), timeout)
      : undefined;
  return {
    signal: controller.signal,
    clear: () => {
      clearTimeout(timer);
      callerSignal?.removeEventListener('abort', forward);
    },
  };
}

export function createHttpClient(options: HttpClientOptions): HttpClient {
  const { feedback, getToken, onSessionExpired } = options;
  const text: HttpMessages = { ...httpMessages, ...options.messages };
  const saveFile = options.saveFile ?? saveBlobToDisk;
  const baseURL = options.baseURL ?? API_BASE;
  const defaultTimeout = options.timeout ?? REQUEST_TIMEOUT_MS;

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

  /**
   * Sends one call and reads its body, whatever the status: every answer is settled by the caller, so
   * HTTP error statuses that carry the envelope are read as envelopes. The time-out covers the body too.
   */
  async function send(config: HttpRequestConfig): Promise<HttpResponse> {
    const headers = new Headers(config.headers);
    const token = config.tokenFree ? null : getToken();
    if (token) headers.set('Authorization', `Bearer ${token}`);
    const body = requestBody(config.data, headers);
    const { signal, clear } = callSignal(config.timeout ?? defaultTimeout, config.signal);
    try {
      const response = await fetch(requestURL(baseURL, config), {
        method: (config.method ?? 'GET').toUpperCase(),
        headers,
        body,
        signal,
      });
      const data = await readBody(response, config.responseType);
      return { status: response.status, headers: response.headers, data };
    } finally {
      clear();
    }
  }

  function rejectCode(code: number, message: string, silent: boolean, status: number, data: unknown): never {
    if (code === 401) {
      reportSessionExpired();
      throw new HttpError(text.sessionExpiredRejection, { code, status, data });
    }
    if (!silent) {
      if (code === 500) feedback.message('error', message);
      else if (code === 601) feedback.message('warning', message);
      else feedback.notify({ type: 'error', title: message });
    }
    throw new HttpError(message, { code, status, data });
  }

  /** Reads an answer: code 200 resolves with the body, anything else is reported and rejects. */
  async function settle<T>(response: HttpResponse, config: HttpRequestConfig): Promise<T> {
    const { status } = response;
    const raw = config.responseType === 'blob' || config.responseType === 'arraybuffer';
    if (raw && isSuccessStatus(status)) return response.data as T;
    const body = raw ? await readJsonBody(response.data) : response.data;
    // An error status without an envelope speaks for itself: its status is the code.
    const envelope = isSuccessStatus(status) || hasEnvelopeCode(body);
    let code = envelope ? envelopeCode(body) : status;
    if (code === 200 && !isSuccessStatus(status)) code = status;
    if (code === 200) return body as T;
    const message = envelope ? envelopeMessage(body) : catalogueMessage(code);
    return rejectCode(code, message, config.silent ?? false, status, body);
  }

  async function request<T>(config: HttpRequestConfig): Promise<T> {
    let response: HttpResponse;
    try {
      response = await send(config);
    } catch (error) {
      // A call the caller aborted is not a failure to report.
      if (config.signal?.aborted) throw error;
      if (!config.silent) {
        feedback.notify({ type: 'error', title: text.networkErrorTitle, message: text.networkErrorMessage });
      }
      throw new HttpError(text.networkErrorMessage, { code: 0, network: true, cause: error });
    }
    return settle<T>(response, config);
  }

  async function reportDownloadError(response: HttpResponse): Promise<void> {
    const body = await readJsonBody(response.data);
    const ok = isSuccessStatus(response.status);
    // A JSON file that cannot be read is a broken answer, reported like any other download failure.
    if (body === undefined && ok) throw new Error('The download was answered with unreadable JSON.');
    const code = hasEnvelopeCode(body) || ok ? envelopeCode(body) : response.status;
    if (code === 401) reportSessionExpired();
    else feedback.message('error', downloadErrorText(code, body));
  }

  /** Shared by every download: overlay, JSON-instead-of-file detection, saving, one error message. */
  async function runDownload(
    config: HttpRequestConfig,
    fallbackName: string,
    type?: string,
  ): Promise<boolean> {
    const closeOverlay = feedback.loading(text.downloading);
    try {
      const response = await send({ ...config, responseType: 'blob' });
      const blob = response.data as Blob;
      if (!isSuccessStatus(response.status) || isJsonBlob(blob)) {
        await reportDownloadError(response);
        return false;
      }
      const name = downloadFilename(response.headers.get('download-filename'), fallbackName);
      saveFile(type ? new Blob([blob], { type }) : blob, name);
      return true;
    } catch (error) {
      console.error('The download failed.', error);
      feedback.message('error', text.downloadFailed);
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
    upload: (file, { url = '/common/upload', field = 'file', filename, ...config } = {}) => {
      const form = new FormData();
      if (filename === undefined) form.append(field, file);
      else form.append(field, file, filename);
      return request({ ...config, method: 'POST', url, data: form });
    },
  };
}
