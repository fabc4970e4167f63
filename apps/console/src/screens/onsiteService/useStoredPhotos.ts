import { useEffect, useRef, useState } from 'react';

/**
 * Addresses to show stored photos from: each is read once with the session (the files are the company's,
 * not public) and shown from memory; the addresses are released when the screen goes.
 */
export function useStoredPhotos(
  names: readonly string[],
  read: (fileName: string) => Promise<Blob>,
): (fileName: string) => string | undefined {
  const [urls, setUrls] = useState<Record<string, string>>({});
  const asked = useRef(new Set<string>());
  const made = useRef<string[]>([]);

  useEffect(() => {
    for (const name of names) {
      if (asked.current.has(name)) continue;
      asked.current.add(name);
      read(name).then(
        (blob) => {
          const url = URL.createObjectURL(blob);
          made.current.push(url);
          setUrls((known) => ({ ...known, [name]: url }));
        },
        // A photo that cannot be read shows as an empty tile; the next visit asks again.
        () => asked.current.delete(name),
      );
    }
  }, [names, read]);

  useEffect(
    () => () => {
      for (const url of made.current) URL.revokeObjectURL(url);
    },
    [],
  );

  return (fileName) => urls[fileName];
}
