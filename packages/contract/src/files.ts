import { z } from 'zod';
import { envelope } from './envelope.ts';

/** Largest upload in bytes (spec §5/§9: 5 MB); one byte more is refused with 413. */
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;

/**
 * Extensions `POST /common/upload` accepts (spec §5: files doc, xls, ppt, txt, pdf; images png, jpg, jpeg;
 * editor images svg), plus the Office formats that replaced doc/xls/ppt. The content must agree with it.
 */
export const uploadAllowedExtensions = [
  'pdf',
  'doc',
  'docx',
  'xls',
  'xlsx',
  'ppt',
  'pptx',
  'txt',
  'png',
  'jpg',
  'jpeg',
  'svg',
] as const;

export type UploadExtension = (typeof uploadAllowedExtensions)[number];

/** The only names the server gives stored files: `<uuid v4>.<extension>`, lower case. */
export const downloadFileNamePattern =
  /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}\.[a-z0-9]{1,10}$/;

/** A stored resource: its file name, or its path in the storage (`uploads/<fileName>`, `generated/<fileName>`). */
export const downloadResourcePattern =
  /^(?:(?:uploads|generated)\/)?[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}\.[a-z0-9]{1,10}$/;

/** `POST /common/upload`: the stored file. `url` downloads it (signed in, with the Authorization header). */
export const uploadResult = z.object({
  fileName: z.string(),
  url: z.string(),
  /** The name the file had on the uploader's machine. */
  originalName: z.string(),
  size: z.number().int(),
  mime: z.string(),
});

export type UploadResult = z.infer<typeof uploadResult>;

/** The upload's envelope; `fileName` and `url` are also at the top level, where the console's upload reads them. */
export const uploadResponse = envelope(uploadResult).extend({ fileName: z.string(), url: z.string() });

export type UploadResponse = z.infer<typeof uploadResponse>;

/** `GET /common/download`: `delete=true` removes a server-generated file once it has been read. */
export const downloadQuery = z.object({
  fileName: z.string().regex(downloadFileNamePattern, 'Not a file name this server gives.'),
  delete: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
});

export type DownloadQuery = z.infer<typeof downloadQuery>;

/** `GET /common/download/resource`. */
export const downloadResourceQuery = z.object({
  resource: z.string().regex(downloadResourcePattern, 'Not a resource this server stores.'),
});

export type DownloadResourceQuery = z.infer<typeof downloadResourceQuery>;
