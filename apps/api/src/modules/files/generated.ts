import { extensionOf } from './fileTypes.ts';
import { type FileContext, storeFile } from './service.ts';

export interface GeneratedFile {
  companyId: number;
  userId: number | null;
  /** The name the user's browser saves it as (e.g. 'orders-2026-06.xlsx'). */
  originalName: string;
  mime: string;
  bytes: Buffer;
}

/**
 * Stores a file the server produced (an export) for a tenant. The client downloads it once with
 * `GET /common/download?fileName=<fileName>&delete=true`, which removes it afterwards.
 */
export async function storeGeneratedFile(
  context: FileContext,
  file: GeneratedFile,
): Promise<{ fileName: string }> {
  const ext = extensionOf(file.originalName);
  const stored = await storeFile(context, {
    ...file,
    kind: 'generated',
    // The stored name takes the extension only when it is plain; the original name keeps the real one.
    ext: /^[a-z0-9]{1,10}$/.test(ext) ? ext : 'bin',
  });
  return { fileName: stored.fileName };
}
