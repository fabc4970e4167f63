import { useEffect, useRef, useState } from 'react';

/** A stored image as a screen shows it: its address once read, 'failed' when it could not be read. */
export type StoredImage = string | 'failed';

/**
 * Stored photos and signatures, each read once with the session (the files are the brand's, not public, and
 * an `<img>` carries no token) and shown from memory; undefined while one is being read. One that failed is
 * asked again when the names change. The addresses are released when the screen goes.
 */
export function useStoredImages(
  names: readonly string[],
  read: (fileName: string) => Promise<Blob>,
): (fileName: string) => StoredImage | undefined {
  const [images, setImages] = useState<Record<string, StoredImage>>({});
  const asked = useRef(new Set<string>());
  const made = useRef<string[]>([]);
  const gone = useRef(false);

  // By value: a caller may pass a new array of the same names on every render.
  const key = names.join('\n');
  useEffect(() => {
    for (const name of key.split('\n').filter(Boolean)) {
      if (asked.current.has(name)) continue;
      asked.current.add(name);
      read(name).then(
        (blob) => {
          if (gone.current) return;
          const url = URL.createObjectURL(blob);
          made.current.push(url);
          setImages((known) => ({ ...known, [name]: url }));
        },
        () => {
          asked.current.delete(name);
          if (!gone.current) setImages((known) => ({ ...known, [name]: 'failed' }));
        },
      );
    }
  }, [key, read]);

  useEffect(() => {
    gone.current = false;
    return () => {
      gone.current = true;
      for (const url of made.current) URL.revokeObjectURL(url);
      made.current = [];
    };
  }, []);

  return (fileName) => images[fileName];
}
