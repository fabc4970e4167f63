// The booking pages' script and stylesheet, served from /book/assets/. The scripts are TypeScript with
// erasable types only (like the server's own code): their types are stripped once, on first request, so
// the browser gets plain ES modules and no build step is needed.
import { readFileSync } from 'node:fs';
import { stripTypeScriptTypes } from 'node:module';
import path from 'node:path';

export const ASSET_BASE = '/book/assets/';

/** Every file the pages may load (nothing else under the folder is served). */
const FILES = [
  'booking.ts',
  'manage.ts',
  'slotPicker.ts',
  'logic.ts',
  'api.ts',
  'form.ts',
  'page.css',
] as const;

const folder = path.join(import.meta.dirname, 'assets');
const cache = new Map<string, { type: string; body: string }>();

/** A served file's content type and body; null for a name that is not one of the pages' files. */
export function bookingAsset(name: string): { type: string; body: string } | null {
  if (!(FILES as readonly string[]).includes(name)) return null;
  let asset = cache.get(name);
  if (!asset) {
    const source = readFileSync(path.join(folder, name), 'utf8');
    asset = name.endsWith('.css')
      ? { type: 'text/css; charset=utf-8', body: source }
      : { type: 'text/javascript; charset=utf-8', body: stripTypeScriptTypes(source) };
    cache.set(name, asset);
  }
  return asset;
}
