/**
 * Where uploaded and generated files' bytes live. Keys are chosen by the server (never built from request
 * input); the metadata (owner, name, type, size) is in the `files` table.
 */
export interface FileStorage {
  put(key: string, bytes: Buffer): Promise<void>;
  /** The bytes, or null when there is no such file. */
  get(key: string): Promise<Buffer | null>;
  delete(key: string): Promise<void>;
}

/** The storage refused to reach a path outside its folder (a symlink or an unsafe key). */
export class StorageRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StorageRefusedError';
  }
}
