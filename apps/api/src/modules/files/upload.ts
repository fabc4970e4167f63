import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../../app/envelope.ts';

export const UPLOAD_FIELD = 'file';

const noFile = () =>
  new ApiError(400, 'Choose a file to upload.', { file: 'Required: one file in field "file".' });

/** Busboy's own parse errors (no boundary, a body cut short) are the client's malformed request. */
function asClientError(error: unknown): unknown {
  const status = (error as { statusCode?: number }).statusCode;
  if (error instanceof ApiError || (status !== undefined && status < 500)) return error;
  return new ApiError(400, 'The upload is not a valid multipart/form-data body.');
}

async function firstFile(request: FastifyRequest): Promise<MultipartFile | undefined> {
  try {
    return await request.file();
  } catch (error) {
    throw asClientError(error);
  }
}

/** Control characters never belong in a name that ends up in headers and logs. */
function cleanName(name: string): string {
  return name.replace(/\p{Cc}/gu, '').trim();
}

/**
 * The one file of a multipart upload, read whole: its name as the client gave it and its bytes. The size
 * limit is the multipart plugin's: a file over it arrives truncated and is refused (413) before anything is kept.
 */
export async function receiveUpload(
  request: FastifyRequest,
  maxBytes: number,
): Promise<{ originalName: string; bytes: Buffer }> {
  if (!request.isMultipart()) throw noFile();
  const part = await firstFile(request);
  if (!part) throw noFile();
  if (part.fieldname !== UPLOAD_FIELD) {
    part.file.resume();
    throw noFile();
  }
  const chunks: Buffer[] = [];
  try {
    for await (const chunk of part.file) chunks.push(chunk as Buffer);
  } catch (error) {
    throw asClientError(error);
  }
  if (part.file.truncated) {
    throw new ApiError(413, `The file is larger than ${maxBytes / (1024 * 1024)} MB.`);
  }
  const originalName = cleanName(part.filename);
  if (originalName.length > 255) {
    throw new ApiError(400, 'The file name is too long.', { file: 'At most 255 characters.' });
  }
  const bytes = Buffer.concat(chunks);
  if (bytes.length === 0) throw new ApiError(400, 'The file is empty.', { file: 'The file is empty.' });
  return { originalName, bytes };
}
