import { isHttpError } from '@console/core';

/** Why a service order link shows no document: the server's answer, read for the visitor. */
export type LinkRefusal = 'invalid' | 'expired' | 'failed';

/** 404 (unknown or tampered) and 400 (malformed): not valid; 410: expired; anything else may pass on a retry. */
export function linkRefusalOf(error: unknown): LinkRefusal {
  if (isHttpError(error) && (error.code === 404 || error.code === 400)) return 'invalid';
  if (isHttpError(error) && error.code === 410) return 'expired';
  return 'failed';
}

/** The PDF's address (GET /public/serviceOrder/pdf?sign=…): the download, the new tab and the preview. */
export function serviceOrderPdfUrl(apiBase: string, sign: string): string {
  return `${apiBase}/public/serviceOrder/pdf?sign=${encodeURIComponent(sign)}`;
}

/** A file size as people read it: '812 bytes', '48 KB', '1.2 MB'. */
export function fileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** An instant as a date and time on the visitor's clock: 'Nov 27, 2026, 9:10 AM'. */
export function issuedText(iso: string, timeZone?: string): string {
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(
    new Date(iso),
  );
}

/** The name the download is saved under: 'service-order-OSJ-000123-v2.pdf'. */
export function downloadName(jobNumber: string, version: number): string {
  return `service-order-${jobNumber}-v${version}.pdf`;
}
