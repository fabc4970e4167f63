import type { ImageUploadProps } from '@console/ui';
import { useEffect, useRef } from 'react';

/** Uploads an image (`POST /common/upload`) and gives the stored file's name. */
export type UploadImage = (
  file: File,
  onProgress: (percent: number) => void,
  signal: AbortSignal,
) => Promise<{ fileName: string }>;

/**
 * An ImageUpload's `upload` and `resolveUrl` for an image that becomes public only once saved (an avatar, a
 * logo): a new upload is shown from the picked file, a stored one from its public address.
 */
export function useImagePreviews(
  uploadImage: UploadImage,
  storedUrl: (fileName: string) => string,
): Pick<ImageUploadProps, 'upload' | 'resolveUrl'> {
  const previews = useRef(new Map<string, string>());
  useEffect(() => {
    const urls = previews.current;
    return () => {
      for (const url of urls.values()) URL.revokeObjectURL(url);
    };
  }, []);
  return {
    upload: async (file, onProgress, signal) => {
      const { fileName } = await uploadImage(file, onProgress, signal);
      previews.current.set(fileName, URL.createObjectURL(file));
      return { code: 200, fileName };
    },
    resolveUrl: (entry) => previews.current.get(entry) ?? storedUrl(entry),
  };
}
