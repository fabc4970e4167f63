import { isExternal } from '../validate';

/** Collapses '//', '.' and '..' and drops a trailing slash; the result is absolute. */
function normalizePath(path: string): string {
  const segments: string[] = [];
  for (const segment of path.split('/')) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') segments.pop();
    else segments.push(segment);
  }
  return `/${segments.join('/')}`;
}

/**
 * Full path of a child route under its parent, with POSIX resolve semantics (an absolute child wins).
 * External addresses are never joined: an external child is kept as is, and under an external parent
 * the parent's address is used.
 */
export function resolveRoutePath(parentPath: string, childPath: string): string {
  if (isExternal(childPath)) return childPath;
  if (isExternal(parentPath)) return parentPath;
  if (childPath.startsWith('/')) return normalizePath(childPath);
  return normalizePath(`${parentPath}/${childPath}`);
}
