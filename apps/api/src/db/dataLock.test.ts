import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { acquireDataLock, DataDirLockedError, LOCK_FILE_NAME } from './dataLock.ts';

const dirs: string[] = [];
function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'console-lock-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** The pid of a process that has already exited. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', '']);
  if (child.pid === undefined) throw new Error('could not start a child process');
  return child.pid;
}

describe('acquireDataLock', () => {
  it('creates the folder and a lock file holding our pid, removed on release', () => {
    const dir = path.join(tempDir(), 'nested', 'data');
    const lock = acquireDataLock(dir);
    expect(lock.path).toBe(path.join(dir, LOCK_FILE_NAME));
    expect(fs.readFileSync(lock.path, 'utf8').trim()).toBe(String(process.pid));
    lock.release();
    expect(fs.existsSync(lock.path)).toBe(false);
    lock.release(); // idempotent
  });

  it('refuses while a live process holds the lock, with a message saying what to do', () => {
    const dir = tempDir();
    const lock = acquireDataLock(dir);
    try {
      expect(() => acquireDataLock(dir)).toThrow(DataDirLockedError);
      expect(() => acquireDataLock(dir)).toThrow(
        new RegExp(`Another Console server \\(pid ${process.pid}\\) is using the data folder`),
      );
      expect(() => acquireDataLock(dir)).toThrow(/delete the lock file/);
    } finally {
      lock.release();
    }
    acquireDataLock(dir).release();
  });

  it.each([
    ['a finished child process', deadPid],
    ['pid 999999', () => 999999],
  ])('takes over a stale lock left by %s', (_name, pidOf) => {
    const dir = tempDir();
    const lockPath = path.join(dir, LOCK_FILE_NAME);
    fs.writeFileSync(lockPath, `${pidOf()}\n`);
    const messages: string[] = [];
    const lock = acquireDataLock(dir, (m) => messages.push(m));
    expect(fs.readFileSync(lockPath, 'utf8').trim()).toBe(String(process.pid));
    expect(messages.join('\n')).toMatch(/stale/);
    lock.release();
  });

  it('treats a fresh empty lock file as held and an old one as stale', () => {
    const dir = tempDir();
    const lockPath = path.join(dir, LOCK_FILE_NAME);
    fs.writeFileSync(lockPath, '');
    expect(() => acquireDataLock(dir)).toThrow(DataDirLockedError);
    const old = new Date(Date.now() - 60_000);
    fs.utimesSync(lockPath, old, old);
    acquireDataLock(dir).release();
  });

  it('does not remove a lock file that is no longer ours', () => {
    const dir = tempDir();
    const lock = acquireDataLock(dir);
    fs.writeFileSync(lock.path, '1\n');
    lock.release();
    expect(fs.existsSync(lock.path)).toBe(true);
  });
});
