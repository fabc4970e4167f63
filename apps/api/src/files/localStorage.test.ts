import { execFileSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLocalStorage } from './localStorage.ts';
import { type FileStorage, StorageRefusedError } from './storage.ts';

let dir: string;
let root: string;
let outside: string;
let storage: FileStorage;

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'console-storage-test-'));
  root = path.join(dir, 'files');
  outside = path.join(dir, 'outside');
  mkdirSync(outside);
  writeFileSync(path.join(outside, 'secret.txt'), 'secret');
  storage = createLocalStorage(root);
});

afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('createLocalStorage', () => {
  it('stores, reads and deletes bytes by key', async () => {
    await storage.put('uploads/a-1.pdf', Buffer.from('%PDF'));
    expect(readFileSync(path.join(root, 'uploads/a-1.pdf'), 'utf8')).toBe('%PDF');
    expect((await storage.get('uploads/a-1.pdf'))?.toString()).toBe('%PDF');
    await storage.delete('uploads/a-1.pdf');
    expect(await storage.get('uploads/a-1.pdf')).toBeNull();
  });

  it('answers null for a missing key, even before the folder exists', async () => {
    expect(await storage.get('uploads/none.pdf')).toBeNull();
    await expect(storage.delete('uploads/none.pdf')).resolves.toBeUndefined();
  });

  it('never overwrites a stored file', async () => {
    await storage.put('uploads/a.txt', Buffer.from('first'));
    await expect(storage.put('uploads/a.txt', Buffer.from('second'))).rejects.toMatchObject({
      code: 'EEXIST',
    });
    expect((await storage.get('uploads/a.txt'))?.toString()).toBe('first');
  });

  it.each([
    '../outside/secret.txt',
    '/etc/passwd',
    'uploads/../../outside/secret.txt',
    'a/b/c.txt',
    'uploads\\a.txt',
    'Uploads/A.txt',
    'uploads/',
    '',
    'uploads/a.txt\0.pdf',
  ])('refuses the unsafe key %j for every operation', async (key) => {
    await expect(storage.get(key)).rejects.toBeInstanceOf(StorageRefusedError);
    await expect(storage.put(key, Buffer.from('x'))).rejects.toBeInstanceOf(StorageRefusedError);
    await expect(storage.delete(key)).rejects.toBeInstanceOf(StorageRefusedError);
  });

  it('refuses to read through a symlink planted under a valid key', async () => {
    mkdirSync(path.join(root, 'uploads'), { recursive: true });
    symlinkSync('/etc/hostname', path.join(root, 'uploads/planted.txt'));
    await expect(storage.get('uploads/planted.txt')).rejects.toBeInstanceOf(StorageRefusedError);
  });

  it('refuses a folder that is a symlink out of the base, for reading and writing', async () => {
    mkdirSync(root);
    symlinkSync(outside, path.join(root, 'uploads'));
    await expect(storage.get('uploads/secret.txt')).rejects.toBeInstanceOf(StorageRefusedError);
    await expect(storage.put('uploads/new.txt', Buffer.from('x'))).rejects.toBeInstanceOf(
      StorageRefusedError,
    );
    await expect(storage.delete('uploads/secret.txt')).rejects.toBeInstanceOf(StorageRefusedError);
    expect(existsSync(path.join(outside, 'new.txt'))).toBe(false);
    expect(existsSync(path.join(outside, 'secret.txt'))).toBe(true);
  });

  it('removes a planted symlink itself on delete, never its target', async () => {
    mkdirSync(path.join(root, 'uploads'), { recursive: true });
    symlinkSync(path.join(outside, 'secret.txt'), path.join(root, 'uploads/link.txt'));
    await storage.delete('uploads/link.txt');
    expect(existsSync(path.join(root, 'uploads/link.txt'))).toBe(false);
    expect(readFileSync(path.join(outside, 'secret.txt'), 'utf8')).toBe('secret');
  });

  it('refuses something that is not a regular file without waiting on it', async () => {
    mkdirSync(path.join(root, 'uploads'), { recursive: true });
    execFileSync('mkfifo', [path.join(root, 'uploads/pipe.txt')]);
    await expect(storage.get('uploads/pipe.txt')).rejects.toBeInstanceOf(StorageRefusedError);
  });
});
