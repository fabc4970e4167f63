import type { UploadResponse } from '@console/contract';
import type { HttpClient } from '@console/core';
import type { FileUploadProps } from '@console/ui';

/**
 * The kit's FileUpload `upload` over `POST /common/upload`: silent (the control shows a refusal next to
 * the file), with the file's progress, and cancelled with the control's signal. It resolves to the stored
 * file's name.
 */
export function fileUploadOf(http: Pick<HttpClient, 'upload'>): FileUploadProps['upload'] {
  return async (file, onProgress, signal) => ({
    code: 200,
    fileName: (await http.upload<UploadResponse>(file, { silent: true, signal, onProgress })).fileName,
  });
}
