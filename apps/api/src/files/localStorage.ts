import { constants } from 'node:fs';
import { mkdir, open, readFile, realpath, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { type FileStorage, StorageRefusedError } from './storage.ts';

/** Keys are server-made: lowercase letters, digits, dashes and dots, in at most one sub-folder. */
const SAFE_KEY = /^[a-z0-9-]+(\/[a-z0-9-]+)?\.[a-z0-9]+$|^[a-z0-9-]+(\/[a-z0-9-]+)?$/;

/** Reading never follows a symlink in the last segment, and never waits on a planted FIFO. */
const READ_FLAGS = constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK;

function isMissing(error: unknown): boolean {
  return (error as NodeJS.ErrnoException).code === 'ENOENT';
}

/**
 * Files in a local folder (default `<DATA_DIR>/files`). Refuses any key that could leave the folder, and any
 * file reached through a symlink (a link planted inside the folder must not expose what it points at).
 */
export function createLocalStorage(root: string): FileStorage {
  const base = path.resolve(root);
  const pathOf = (key: string) => {
    const full = path.resolve(base, key);
    if (!SAFE_KEY.test(key) || !full.startsWith(base + path.sep))
      throw new StorageRefusedError(`unsafe storage key: ${key}`);
    return full;
  };
  /** The key's folder, resolved through any symlink, must still be inside the (resolved) base folder. */
  const checkFolder = async (full: string) => {
    const [realBase, realFolder] = await Promise.all([realpath(base), realpath(path.dirname(full))]);
    if (realFolder !== realBase && !realFolder.startsWith(realBase + path.sep))
      throw new StorageRefusedError(`storage folder leaves the base: ${full}`);
  };
  return {
    async put(key, bytes) {
      const full = pathOf(key);
      await mkdir(path.dirname(full), { recursive: true });
      await checkFolder(full);
      // 'wx': never overwrite an existing file (nor write through a symlink already at that name).
      await writeFile(full, bytes, { flag: 'wx' });
    },
    async get(key) {
      const full = pathOf(key);
      try {
        await checkFolder(full);
        const handle = await open(full, READ_FLAGS);
        try {
          if (!(await handle.stat()).isFile()) throw new StorageRefusedError(`not a regular file: ${key}`);
          return await readFile(handle);
        } finally {
          await handle.close();
        }
      } catch (error) {
        if (isMissing(error)) return null;
        if ((error as NodeJS.ErrnoException).code === 'ELOOP')
          throw new StorageRefusedError(`symlink refused: ${key}`);
        throw error;
      }
    },
    async delete(key) {
      const full = pathOf(key);
      try {
        await checkFolder(full);
      } catch (error) {
        if (isMissing(error)) return;
        throw error;
      }
      // rm removes a symlink itself, never its target.
      await rm(full, { force: true });
    },
  };
}
