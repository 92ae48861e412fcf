import { mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Thrown when another live process holds DATA_DIR; its message is meant for the operator. */
export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `Another OpenFair process (pid ${pid}) is using DATA_DIR ${path.resolve(dataDir)}; stop it or set another DATA_DIR`,
    );
    this.name = 'DataDirLockedError';
  }
}

export type DataDirLock = { file: string; release: () => void };

const heldHere = new Set<string>();

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    // EPERM: the process exists but belongs to someone else.
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite is single-process: two servers on one data directory would corrupt it. The lock is a
 * `DATA_DIR/.lock` file created exclusively ('wx') holding our pid; a lock left by a dead process is
 * taken over.
 */
export function acquireDataDirLock(dataDir: string): DataDirLock {
  mkdirSync(dataDir, { recursive: true });
  const file = path.resolve(dataDir, '.lock');
  if (heldHere.has(file)) throw new DataDirLockedError(dataDir, process.pid);
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      writeFileSync(file, String(process.pid), { flag: 'wx' });
      heldHere.add(file);
      let released = false;
      return {
        file,
        release: () => {
          if (released) return;
          released = true;
          heldHere.delete(file);
          try {
            // Only remove the file if it is still ours (never another process's fresh lock).
            if (readFileSync(file, 'utf8').trim() === String(process.pid)) unlinkSync(file);
          } catch {
            // already gone
          }
        },
      };
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
    }
    let pid = Number.NaN;
    try {
      pid = Number.parseInt(readFileSync(file, 'utf8').trim(), 10);
    } catch {
      continue; // removed meanwhile: try again
    }
    if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && isAlive(pid)) {
      throw new DataDirLockedError(dataDir, pid);
    }
    // Stale (dead pid, our own pid from an earlier run, or garbage): take it over.
    try {
      unlinkSync(file);
    } catch {
      // someone else removed it first
    }
  }
  throw new Error(`Could not take the lock ${file}`);
}
