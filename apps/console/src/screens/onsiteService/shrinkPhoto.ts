/** The longest side a job photo is sent at: sharp enough to read a serial plate, small enough for 5 MB. */
export const PHOTO_MAX_SIDE = 2048;
/** Photos up to this size are sent as taken. */
const SEND_AS_IS_BYTES = 1.5 * 1024 * 1024;

/** A picture's size scaled down (never up) so its longest side is at most `max`. */
export function fitWithin(width: number, height: number, max: number): { width: number; height: number } {
  const scale = Math.min(1, max / Math.max(width, height));
  return { width: Math.round(width * scale), height: Math.round(height * scale) };
}

/**
 * A phone camera's photo made small enough to upload (a modern phone's photo often passes the server's
 * 5 MB): drawn at most PHOTO_MAX_SIDE wide or tall and sent as JPEG. A small photo, or one the browser
 * cannot draw, is sent as it is (the server then says what it refuses).
 */
export async function shrinkPhoto(file: File): Promise<File> {
  if (file.size <= SEND_AS_IS_BYTES) return file;
  try {
    const bitmap = await createImageBitmap(file);
    const size = fitWithin(bitmap.width, bitmap.height, PHOTO_MAX_SIDE);
    const canvas = document.createElement('canvas');
    canvas.width = size.width;
    canvas.height = size.height;
    canvas.getContext('2d')?.drawImage(bitmap, 0, 0, size.width, size.height);
    bitmap.close();
    const jpeg = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.85));
    if (!jpeg || jpeg.size >= file.size) return file;
    return new File([jpeg], `${file.name.replace(/\.[^.]*$/, '')}.jpg`, { type: 'image/jpeg' });
  } catch {
    return file;
  }
}
