/**
 * The rejection of every failed call. `code` is the envelope code (or the HTTP status when the answer
 * had no envelope); `data` is the whole body so forms can read the server's field errors.
 */
export class HttpError extends Error {
  override readonly name = 'HttpError';
  /** Envelope code, or HTTP status without an envelope; 0 when no answer arrived. */
  readonly code: number;
  /** HTTP status of the answer; undefined when no answer arrived. */
  readonly status: number | undefined;
  /** The response body (usually the envelope); undefined when no answer arrived. */
  readonly data: unknown;
  /** True when the server was not reached or did not answer in time. */
  readonly network: boolean;

  constructor(
    message: string,
    details: { code: number; status?: number; data?: unknown; network?: boolean; cause?: unknown },
  ) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause });
    this.code = details.code;
    this.status = details.status;
    this.data = details.data;
    this.network = details.network ?? false;
  }
}

export function isHttpError(value: unknown): value is HttpError {
  return value instanceof HttpError;
}
