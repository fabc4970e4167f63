import { errorCatalogue } from '../errors';
import { envelopeServerMessage } from './envelope';

/**
 * The code → message table of a download answered with JSON instead of a file (spec §8 "Downloads").
 * A code in the table wins over the server's message, exactly as the spec orders it.
 */
export const downloadErrorMessages = {
  401: errorCatalogue[401],
  403: errorCatalogue[403],
  404: errorCatalogue[404],
  default: errorCatalogue.default,
} as const;

/** Table entry for the code, then the server's message (en_message, message, msg), then the default. */
export function downloadErrorText(code: number, body: unknown): string {
  if (code === 401 || code === 403 || code === 404) return downloadErrorMessages[code];
  return envelopeServerMessage(body) ?? downloadErrorMessages.default;
}

/** The part of a Content-Type before its parameters, lower-cased: 'application/json; charset=utf-8' → 'application/json'. */
export function mimeEssence(contentType: string | null | undefined): string {
  return (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
}

/** A download whose blob is JSON is the server explaining why there is no file. */
export function isJsonBlob(blob: Blob): boolean {
  return mimeEssence(blob.type) === 'application/json';
}

/** The name of the saved file: the URI-decoded `download-filename` header when present, else the fallback. */
export function downloadFilename(header: string | null | undefined, fallback: string): string {
  if (!header) return fallback;
  try {
    return decodeURIComponent(header);
  } catch {
    // A malformed escape sequence: the raw header is still a better name than the fallback.
    return header;
  }
}

/** The last path segment of a server path, used when the server names no file. */
export function baseName(path: string): string {
  return path.split(/[\\/]/).filter(Boolean).pop() ?? path;
}

/** Parses a body that may be a Blob, bytes, text or already-parsed JSON; undefined when it is not JSON. */
export async function readJsonBody(data: unknown): Promise<unknown> {
  let text: string;
  if (data instanceof Blob) text = await data.text();
  else if (data instanceof ArrayBuffer || ArrayBuffer.isView(data)) text = new TextDecoder().decode(data);
  else if (typeof data === 'string') text = data;
  else return data;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** How long the object URL outlives the click: browsers read the blob after the click handler returns. */
const OBJECT_URL_LIFETIME_MS = 40_000;

/** The default `saveFile`: a temporary `<a download>` clicked on an object URL, revoked later. */
export function saveBlobToDisk(blob: Blob, filename: string): void {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = filename;
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), OBJECT_URL_LIFETIME_MS);
}
