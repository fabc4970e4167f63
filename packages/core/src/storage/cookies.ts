/** Minimal cookie access for the sidebar state (spec §3 keeps it in cookies). Path `/`, SameSite=Lax. */
export interface CookieOptions {
  /** Lifetime in days; omitted = a session cookie. */
  days?: number;
  path?: string;
}

function hasDocument(): boolean {
  return typeof document !== 'undefined';
}

export function getCookie(name: string): string | undefined {
  if (!hasDocument()) return undefined;
  const prefix = `${encodeURIComponent(name)}=`;
  for (const part of document.cookie.split(';')) {
    const item = part.trim();
    if (item.startsWith(prefix)) return decodeURIComponent(item.slice(prefix.length));
  }
  return undefined;
}

export function setCookie(name: string, value: string, options: CookieOptions = {}): void {
  if (!hasDocument()) return;
  let cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}; path=${options.path ?? '/'}; SameSite=Lax`;
  if (options.days !== undefined) {
    cookie += `; expires=${new Date(Date.now() + options.days * 86_400_000).toUTCString()}`;
  }
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is async and not in every browser; this module is the one place that escapes cookies.
  document.cookie = cookie;
}

export function removeCookie(name: string, options: Pick<CookieOptions, 'path'> = {}): void {
  if (!hasDocument()) return;
  // biome-ignore lint/suspicious/noDocumentCookie: see setCookie.
  document.cookie = `${encodeURIComponent(name)}=; path=${options.path ?? '/'}; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
}
