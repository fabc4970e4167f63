/**
 * The pages AppMain renders: every kept-alive key, plus the active key when it is not kept alive (it then
 * unmounts when left). Frame pages are shown by their frame, never rendered as pages. A page that becomes
 * kept alive while shown keeps its place in the list, so it is not mounted twice. The page that replaced
 * its own URL (`movedFrom`, now `activeKey`) keeps its place too, before the tab list has caught up.
 */
export function mountedPageKeys(
  cachedKeys: readonly string[],
  activeKey: string,
  frameKeys: ReadonlySet<string>,
  movedFrom?: string,
): string[] {
  const kept = movedFrom ? cachedKeys.map((key) => (key === movedFrom ? activeKey : key)) : cachedKeys;
  const keys = kept.includes(activeKey) ? [...kept] : [...kept, activeKey];
  return [...new Set(keys)].filter((key) => !frameKeys.has(key));
}

/**
 * Gives each page without one the number that names its instance (React's key), so a page keeps its
 * instance as long as it stays mounted: the page that replaced its own URL takes the number it had under
 * `movedFrom`. Numbers are only added here (a render React throws away must not drop a page's); the ones
 * of pages no longer mounted go once the pages are gone (`prunePageIds`).
 */
export function assignPageIds(
  ids: Map<string, number>,
  keys: readonly string[],
  move: { from: string; to: string } | null,
  nextId: () => number,
): void {
  for (const key of keys) {
    if (ids.has(key)) continue;
    const moved = move && key === move.to ? ids.get(move.from) : undefined;
    ids.set(key, moved ?? nextId());
  }
}

/** Forgets the numbers of pages that are not mounted: such a page mounts afresh when it comes back. */
export function prunePageIds(ids: Map<string, number>, keys: readonly string[]): void {
  for (const key of ids.keys()) {
    if (!keys.includes(key)) ids.delete(key);
  }
}

/** Scroll positions kept for pages that stay mounted; the rest start at the top when shown again. */
export function prunePositions(
  positions: Map<string, number>,
  cachedKeys: readonly string[],
  activeKey: string,
): void {
  for (const key of positions.keys()) {
    if (key !== activeKey && !cachedKeys.includes(key)) positions.delete(key);
  }
}
