// A lock file on the data folder. PGlite takes no lock of its own: two processes on one folder silently
// lose committed rows, so the server holds `<dataDir>/console.lock` (its pid) while it uses the folder.
import fs from 'node:fs';
import path from 'node:path';

export const LOCK_FILE_NAME = 'console.lock';

/** A lock file younger than this with no pid in it yet is being written by a starting process. */
const FRESH_EMPTY_LOCK_MS = 10_000;

export class DataDirLockedError extends Error {
  readonly code = 'DATA_DIR_LOCKED';
  readonly dataDir: string;
  readonly lockPath: string;
  readonly pid: number | null;

  constructor(dataDir: string, lockPath: string, pid: number | null) {
    super(
      `Another Console server${pid === null ? '' : ` (pid ${pid})`} is using the data folder ${dataDir} ` +
        `(lock file ${lockPath}). Two servers on one folder lose data, so this one will not start. ` +
        'Stop the other server, or give this one a different data folder, or run several servers ' +
        'on PostgreSQL (DATABASE_URL). If no other server is running, delete the lock file and start again.',
    );
    this.name = 'DataDirLockedError';
    this.dataDir = dataDir;
    this.lockPath = lockPath;
    this.pid = pid;
  }
}

export interface DataLock {
  readonly path: string;
  /** Removes the lock file if it is still ours. Safe to call more than once. */
  release(): void;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: the process exists but belongs to someone else.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readPid(lockPath: string): number | null {
  const text = fs.readFileSync(lockPath, 'utf8').trim();
  const pid = Number(text);
  return text !== '' && Number.isInteger(pid) && pid > 0 ? pid : null;
}

/**
 * Takes `<dataDir>/console.lock` (creating the folder if needed) with an exclusive create. A lock
 * left by a process that is no longer running is taken over; a live one throws DataDirLockedError.
 */
export function acquireDataLock(dataDir: string, log?: (msg: string) => void): DataLock {
  const dir = path.resolve(dataDir);
  fs.mkdirSync(dir, { recursive: true });
  const lockPath = path.join(dir, LOCK_FILE_NAME);

  for (let attempt = 0; attempt < 3; attempt++) {
    let fd: number;
    try {
      fd = fs.openSync(lockPath, 'wx');
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      let pid: number | null;
      let ageMs: number;
      try {
        pid = readPid(lockPath);
        ageMs = Date.now() - fs.statSync(lockPath).mtimeMs;
      } catch (readErr) {
        if ((readErr as NodeJS.ErrnoException).code === 'ENOENT') continue; // released meanwhile
        throw readErr;
      }
      if (pid !== null ? isAlive(pid) : ageMs < FRESH_EMPTY_LOCK_MS) {
        throw new DataDirLockedError(dir, lockPath, pid);
      }
      log?.(`data folder lock ${lockPath}: taking over a stale lock (pid ${pid ?? 'none'} is not running)`);
      fs.rmSync(lockPath, { force: true });
      continue;
    }
    try {
      fs.writeSync(fd, `${process.pid}\n`);
    } finally {
      fs.closeSync(fd);
    }
    let released = false;
    return {
      path: lockPath,
      release() {
        if (released) return;
        released = true;
        try {
          if (readPid(lockPath) === process.pid) fs.rmSync(lockPath, { force: true });
        } catch {
          // Already gone: nothing to release.
        }
      },
    };
  }
  throw new DataDirLockedError(dir, lockPath, null);
}
