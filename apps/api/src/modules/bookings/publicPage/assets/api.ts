// The booking pages' calls of the public JSON API (same origin, no session).

/** A refusal of the API: its status, message, machine-readable error (e.g. slot_unavailable) and fields. */
export class ApiFailure extends Error {
  readonly status: number;
  readonly error?: string;
  readonly fields?: Record<string, string>;

  constructor(status: number, message: string, error?: string, fields?: Record<string, string>) {
    super(message);
    this.status = status;
    this.error = error;
    this.fields = fields;
  }
}

interface EnvelopeBody {
  msg?: string;
  data?: unknown;
}

/** Calls the API and gives the envelope's `data`; throws ApiFailure for any refusal or a network failure. */
export async function call<T>(
  method: string,
  path: string,
  body?: unknown,
  headers?: HeadersInit,
): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new ApiFailure(0, 'The connection failed. Check your connection and try again.');
  }
  const envelope = (await response.json().catch(() => ({}))) as EnvelopeBody;
  if (!response.ok) {
    const data = (envelope.data ?? {}) as { error?: string; fields?: Record<string, string> };
    throw new ApiFailure(response.status, envelope.msg ?? 'Something went wrong.', data.error, data.fields);
  }
  return envelope.data as T;
}

/** A slot as the availability answer gives it. */
export interface Slot {
  start: string;
  end: string;
  localTime: string;
  seatsLeft: number;
  capacity: number;
}

export interface Availability {
  timezone: string;
  days: { date: string; slots: Slot[] }[];
}

export interface Hold {
  token: string;
  start: string;
  end: string;
  seats: number;
  expiresAt: string;
}

export interface CustomerBooking {
  reference: string;
  status: string;
  start: string;
  manageUrl?: string;
}

const eventPath = (shopId: string, slug: string) =>
  `/api/public/book/${encodeURIComponent(shopId)}/${encodeURIComponent(slug)}`;

export const publicApi = {
  slots: (shopId: string, slug: string, from: string, to: string) =>
    call<Availability>('GET', `${eventPath(shopId, slug)}/slots?from=${from}&to=${to}`),
  hold: (shopId: string, slug: string, start: string) =>
    call<Hold>('POST', `${eventPath(shopId, slug)}/holds`, { start, seats: 1 }),
  release: (shopId: string, slug: string, token: string) =>
    call<unknown>('DELETE', `${eventPath(shopId, slug)}/holds/${encodeURIComponent(token)}`),
  book: (shopId: string, slug: string, body: unknown, idempotencyKey: string) =>
    call<CustomerBooking>('POST', `${eventPath(shopId, slug)}/bookings`, body, {
      'idempotency-key': idempotencyKey,
    }),
  /** The times a manage link's booking may move to (its own seats count as free). */
  manageSlots: (sign: string, from: string, to: string) =>
    call<Availability>(
      'GET',
      `/api/public/bookings/slots?sign=${encodeURIComponent(sign)}&from=${from}&to=${to}`,
    ),
  cancel: (sign: string, note: string) =>
    call<CustomerBooking>('POST', '/api/public/bookings/cancel', note ? { sign, note } : { sign }),
  reschedule: (sign: string, start: string, holdToken?: string) =>
    call<CustomerBooking>('POST', '/api/public/bookings/reschedule', { sign, start, holdToken }),
};
