import {
  downloadQuery,
  downloadResourceQuery,
  UPLOAD_MAX_BYTES,
  type UploadResponse,
  uploadResponse,
} from '@console/contract';
import multipart from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ApiApp, AppContext } from '../../app/context.ts';
import { ApiError } from '../../app/envelope.ts';
import { viewerOf } from '../../auth/plugin.ts';
import { checkUploadType } from './fileTypes.ts';
import {
  deleteFile,
  downloadUrl,
  findFile,
  readFileBytes,
  type StoredFile,
  sendFile,
  storeFile,
} from './service.ts';
import { receiveUpload } from './upload.ts';

const TYPE_NOT_ALLOWED =
  'This file type is not allowed: upload doc, xls, ppt, txt, pdf, png, jpg, jpeg or svg files.';

/** Every refused download is logged with what was asked and by whom: probing for other files shows up. */
function logRefusal(request: FastifyRequest, reason: string): void {
  const query = request.query as { fileName?: unknown; resource?: unknown };
  request.log.warn(
    { resource: query.resource ?? query.fileName, ip: request.ip, userId: request.viewer?.userId },
    `download refused: ${reason}`,
  );
}

/** Route hook: a name that fails the strict pattern (a path trick, or garbage) is logged before the 400. */
async function logBadName(request: FastifyRequest, _reply: FastifyReply, error: Error): Promise<void> {
  if (hasZodFastifySchemaValidationErrors(error)) logRefusal(request, 'not a name this server gives');
}

/** A stored file's bytes (404 when they cannot be read), logging a refusal with what was asked. */
function readStored(context: AppContext, request: FastifyRequest, file: StoredFile): Promise<Buffer> {
  return readFileBytes(context, file, request.log, (reason) => logRefusal(request, reason));
}

export async function fileRoutes(app: ApiApp, context: AppContext): Promise<void> {
  // Multipart parsing exists only in this scope: no other route accepts multipart bodies.
  await app.register(async (scope) => {
    await scope.register(multipart, {
      throwFileSizeLimit: false,
      limits: {
        fileSize: UPLOAD_MAX_BYTES,
        files: 1,
        fields: 5,
        fieldSize: 1024,
        parts: 6,
        headerPairs: 100,
      },
    });
    const api = scope.withTypeProvider<ZodTypeProvider>();

    api.post(
      '/api/common/upload',
      {
        schema: {
          summary:
            'Upload one file (multipart field "file", at most 5 MB; its content must match its extension)',
          consumes: ['multipart/form-data'],
          response: { 200: uploadResponse },
        },
        config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      },
      async (request): Promise<UploadResponse> => {
        const viewer = viewerOf(request);
        const { originalName, bytes } = await receiveUpload(request, UPLOAD_MAX_BYTES);
        const type = await checkUploadType(bytes, originalName);
        if (!type) throw new ApiError(415, TYPE_NOT_ALLOWED);
        const stored = await storeFile(context, {
          companyId: viewer.companyId,
          userId: viewer.userId,
          kind: 'upload',
          originalName,
          ext: type.ext,
          mime: type.mime,
          bytes,
        });
        const url = downloadUrl(stored.fileName);
        return {
          code: 200,
          msg: 'Uploaded.',
          data: { fileName: stored.fileName, url, originalName, size: stored.size, mime: stored.mime },
          fileName: stored.fileName,
          url,
        };
      },
    );

    api.get(
      '/api/common/download',
      {
        schema: {
          summary: "Download one of the company's files; delete=true removes a server-generated file after",
          querystring: downloadQuery,
        },
        onError: logBadName,
      },
      async (request, reply) => {
        const viewer = viewerOf(request);
        const file = await findFile(context, viewer.companyId, { fileName: request.query.fileName });
        if (!file) {
          logRefusal(request, 'no such file for this company');
          throw new ApiError(404);
        }
        const bytes = await readStored(context, request, file);
        // Only exports the server made are one-shot; a user's upload stays whatever the link says.
        if (request.query.delete && file.kind === 'generated' && !(await deleteFile(context, file))) {
          throw new ApiError(404);
        }
        return sendFile(reply, file, bytes);
      },
    );

    api.get(
      '/api/common/download/resource',
      {
        schema: {
          summary: "Download one of the company's stored files by name or path (uploads/<fileName>)",
          querystring: downloadResourceQuery,
        },
        onError: logBadName,
      },
      async (request, reply) => {
        const viewer = viewerOf(request);
        const { resource } = request.query;
        const slash = resource.indexOf('/');
        const name =
          slash < 0 ? { fileName: resource } : { fileName: resource.slice(slash + 1), storageKey: resource };
        const file = await findFile(context, viewer.companyId, name);
        if (!file) {
          logRefusal(request, 'no such resource for this company');
          throw new ApiError(404);
        }
        return sendFile(reply, file, await readStored(context, request, file));
      },
    );
  });
}
