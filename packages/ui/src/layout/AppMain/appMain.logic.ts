/**
 * The pages AppMain renders: every kept-alive key, plus the active key when it is not kept alive (it then
 * unmounts when left). Frame pages are shown by their frame, never rendered as pages. A page that becomes
 * kept alive while shown keeps its place in the list, so it is not mounted twice.
 */
export function mountedPageKeys(
  cachedKeys: readonly string[],
  activeKey: string,
  frameKeys: ReadonlySet<string>,
): string[] {
  const keys = cachedKeys.includes(activeKey) ? [...cachedKeys] : [...cachedKeys, activeKey];
  return [...new Set(keys)].filter((key) => !frameKeys.has(key));
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
