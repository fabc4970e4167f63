export {
  captchaRequestConfig,
  createHttpClient,
  type HttpClient,
  type HttpClientOptions,
  type HttpMessages,
  type HttpRequestConfig,
  type UploadEnvelope,
  type UploadOptions,
} from './client';
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
