export { captchaRequestConfig, createHttpClient } from './client';
export {
  downloadErrorMessages,
  downloadErrorText,
  downloadFilename,
  isJsonBlob,
  saveBlobToDisk,
} from './download';
export {
  type ApiEnvelope,
  envelopeCode,
  envelopeMessage,
  envelopeServerMessage,
  hasEnvelopeCode,
  isEnvelopeBody,
} from './envelope';
export { HttpError, isHttpError } from './httpError';
export { serializeQueryParams } from './query';
export type {
  HttpClient,
  HttpClientOptions,
  HttpMessages,
  HttpRequestConfig,
  UploadEnvelope,
  UploadOptions,
} from './types';
