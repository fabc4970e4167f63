import { ImageUpload } from '@console/ui';
import { useMemo, useRef } from 'react';
import { type UploadImage, useImagePreviews } from '../../shared/useImagePreviews';
import { shrinkPhoto } from './shrinkPhoto';
import { useStoredImages } from './useStoredImages';

/** Shown while a stored photo is still being read: an empty (transparent) image. */
const BLANK = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';

/** The contract's limit (onsiteWorkBody.photos). */
export const PHOTO_LIMIT = 10;
/** What the control accepts from the camera, in MB: larger photos are made smaller before the upload. */
const PICKED_MAX_MB = 25;

export interface WorkFormPhotosProps {
  /** The photos' file names. */
  value: string[];
  onChange: (value: string[]) => void;
  /** POST /common/upload. */
  upload: UploadImage;
  /** A stored photo's bytes. */
  read: (fileName: string) => Promise<Blob>;
  disabled?: boolean;
}

/**
 * The job's photos: taken with the phone's camera or picked from its files, made small enough and uploaded
 * at once, shown as thumbnails (new ones from the picked file, stored ones read with the session) with remove.
 */
export function WorkFormPhotos({ value, onChange, upload, read, disabled }: WorkFormPhotosProps) {
  // Photos taken on this screen show from the picked file; only the others are read back.
  const takenHere = useRef(new Set<string>());
  const recorded = useMemo(() => value.filter((name) => !takenHere.current.has(name)), [value]);
  const stored = useStoredImages(recorded, read);
  const previews = useImagePreviews(
    async (file, onProgress, signal) => {
      const uploaded = await upload(await shrinkPhoto(file), onProgress, signal);
      takenHere.current.add(uploaded.fileName);
      return uploaded;
    },
    (fileName) => {
      const url = stored(fileName);
      return url === undefined || url === 'failed' ? BLANK : url;
    },
  );
  return (
    <ImageUpload
      aria-label="Photos"
      value={value}
      onChange={onChange}
      limit={PHOTO_LIMIT}
      fileSize={PICKED_MAX_MB}
      disabled={disabled}
      {...previews}
    />
  );
}
