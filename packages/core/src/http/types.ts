import type { Feedback } from '../feedback';
import type { ApiEnvelope } from './envelope';

type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

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
  /** Called with 0..100 as the file is sent (when the browser knows its size). */
  onProgress?: (percent: number) => void;
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
