import axios, { AxiosHeaders, type AxiosRequestConfig, type AxiosResponse, isCancel } from 'axios';
import { API_BASE, CAPTCHA_TIMEOUT_MS, REQUEST_TIMEOUT_MS } from '../constants';
import { catalogueMessage, messages } from '../errors';
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

/** Per-call options: axios' own plus the client's flags, which never leave the browser as headers. */
export interface HttpRequestConfig<D = unknown> extends AxiosRequestConfig<D> {
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

/** The strings the client shows; defaults are the spec's, from `messages`. */
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

function responseHeader(response: AxiosResponse, name: string): string | null {
  const value: unknown = AxiosHeaders.from(response.headers as AxiosHeaders).get(name);
  return value === undefined || value === null || value === false ? null : String(value);
}

export function createHttpClient(options: HttpClientOptions): HttpClient {
  const { feedback, getToken, onSessionExpired } = options;
  const text: HttpMessages = { ...messages, ...options.messages };
  const saveFile = options.saveFile ?? saveBlobToDisk;
  const instance = axios.create({
    baseURL: options.baseURL ?? API_BASE,
    timeout: options.timeout ?? REQUEST_TIMEOUT_MS,
    // Every answer is settled here, so HTTP error statuses that carry the envelope are read as envelopes.
    validateStatus: () => true,
    paramsSerializer: { serialize: serializeQueryParams },
  });

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

  /** Sends one call. Blobs are fetched as bytes and rewrapped so the browser and Node behave alike. */
  async function send(config: HttpRequestConfig): Promise<AxiosResponse> {
    const { tokenFree, silent: _silent, ...axiosConfig } = config;
    const headers = AxiosHeaders.from(axiosConfig.headers as AxiosHeaders);
    const token = tokenFree ? null : getToken();
    if (token) headers.set('Authorization', `Bearer ${token}`);
    const wantsBlob = axiosConfig.responseType === 'blob';
    const response = await instance.request({
      ...axiosConfig,
      headers,
      responseType: wantsBlob ? 'arraybuffer' : axiosConfig.responseType,
    });
    if (wantsBlob) {
      response.data = new Blob([response.data as ArrayBuffer], {
        type: responseHeader(response, 'content-type') ?? '',
      });
    }
    return response;
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
  async function settle<T>(response: AxiosResponse, config: HttpRequestConfig): Promise<T> {
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
    let response: AxiosResponse;
    try {
      response = await send(config);
    } catch (error) {
      // A call the caller aborted is not a failure to report.
      if (isCancel(error)) throw error;
      if (!config.silent) {
        feedback.notify({ type: 'error', title: text.networkErrorTitle, message: text.networkErrorMessage });
      }
      throw new HttpError(text.networkErrorMessage, { code: 0, network: true, cause: error });
    }
    return settle<T>(response, config);
  }

  async function reportDownloadError(response: AxiosResponse): Promise<void> {
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
      const name = downloadFilename(responseHeader(response, 'download-filename'), fallbackName);
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
    get: (url, params, config) => request({ ...config, method: 'get', url, params }),
    post: (url, data, config) => request({ ...config, method: 'post', url, data }),
    put: (url, data, config) => request({ ...config, method: 'put', url, data }),
    delete: (url, params, config) => request({ ...config, method: 'delete', url, params }),
    download: (url, params, filename, config) =>
      runDownload(
        {
          ...config,
          method: 'post',
          url,
          data: serializeQueryParams(params),
          headers: { ...config?.headers, 'Content-Type': FORM_CONTENT_TYPE },
        },
        filename,
      ),
    downloadZip: (url, filename) => runDownload({ method: 'get', url }, filename, 'application/zip'),
    downloadByName: (fileName, deleteAfter = false) =>
      runDownload(
        { method: 'get', url: '/common/download', params: { fileName, delete: deleteAfter } },
        baseName(fileName),
      ),
    downloadResource: (resource) =>
      runDownload(
        { method: 'get', url: '/common/download/resource', params: { resource } },
        baseName(resource),
      ),
    upload: (file, { url = '/common/upload', field = 'file', filename, ...config } = {}) => {
      const form = new FormData();
      if (filename === undefined) form.append(field, file);
      else form.append(field, file, filename);
      return request({ ...config, method: 'post', url, data: form });
    },
  };
}
