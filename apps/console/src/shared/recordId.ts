/** A positive integer id from the URL, or null. */
export function idOf(value: string | null | undefined): number | null {
  return value && /^\d{1,10}$/.test(value) && Number(value) > 0 ? Number(value) : null;
}

/** The id a `…/:id` path ends with ('/adminConfiguration/reverse/12?x=1' → 12), or null. */
export function pathId(fullPath: string): number | null {
  const path = fullPath.split(/[?#]/)[0] ?? '';
  return idOf(path.slice(path.lastIndexOf('/') + 1));
}
