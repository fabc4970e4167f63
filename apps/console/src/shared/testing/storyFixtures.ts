import { HttpError } from '@console/core';

/** A real 1×1 PNG, so the preview of a picked image is one the browser can show. */
const pngBytes = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII='),
  (c) => c.charCodeAt(0),
);

/** A PNG as the user picks it for an image upload. */
export const pickedPng = (name = 'picked.png') => new File([pngBytes], name, { type: 'image/png' });

/** A refusal as the http client rejects it: the envelope is the error's data. */
export const refusal = (code: number, msg: string, data: unknown = null) =>
  new HttpError(msg, { code, status: code, data: { code, msg, data } });
