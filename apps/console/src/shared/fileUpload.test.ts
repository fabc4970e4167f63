import type { HttpClient, UploadOptions } from '@console/core';
import { describe, expect, it } from 'vitest';
import { fileUploadOf } from './fileUpload';

describe('fileUploadOf', () => {
  it('uploads silently with the control’s progress and signal, and gives the stored name', async () => {
    const sent: { file: Blob; options?: UploadOptions }[] = [];
    const http: Pick<HttpClient, 'upload'> = {
      upload: async <T>(file: Blob, options?: UploadOptions) => {
        sent.push({ file, options });
        options?.onProgress?.(100);
        return { code: 200, fileName: 'stored/a_1.pdf' } as T;
      },
    };
    const progress: number[] = [];
    const signal = new AbortController().signal;
    const file = new File(['x'], 'a.pdf');
    const result = await fileUploadOf(http)(file, (percent) => progress.push(percent), signal);
    expect(result).toEqual({ code: 200, fileName: 'stored/a_1.pdf' });
    expect(sent).toEqual([{ file, options: expect.objectContaining({ silent: true, signal }) }]);
    expect(progress).toEqual([100]);
  });
});
