import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirLockedError } from './data-dir-lock';

const dirs: string[] = [];
const tempDir = () => {
  const d = mkdtempSync(path.join(tmpdir(), 'openfair-lock-'));
  dirs.push(d);
  return d;
};
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

describe('DATA_DIR lock', () => {
  it('refuses a second holder and frees the directory on release', () => {
    const dir = tempDir();
    const lock = acquireDataDirLock(dir);
    expect(readFileSync(path.join(dir, '.lock'), 'utf8')).toBe(String(process.pid));
    expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
    lock.release();
    expect(existsSync(path.join(dir, '.lock'))).toBe(false);
    acquireDataDirLock(dir).release();
  });

  it('names the live process that holds it', async () => {
    const dir = tempDir();
    // A real second process: it lives while we try to take its directory.
    const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)'], { stdio: 'ignore' });
    try {
      writeFileSync(path.join(dir, '.lock'), String(child.pid));
      let error: unknown;
      try {
        acquireDataDirLock(dir);
      } catch (e) {
        error = e;
      }
      expect(error).toBeInstanceOf(DataDirLockedError);
      expect((error as Error).message).toMatch(
        new RegExp(
          `Another OpenFair process \\(pid ${child.pid}\\) is using DATA_DIR .*; stop it or set another DATA_DIR`,
        ),
      );
    } finally {
      child.kill();
      await new Promise((r) => child.once('exit', r));
    }
    // Once that process is gone its lock is stale and is taken over.
    const lock = acquireDataDirLock(dir);
    expect(readFileSync(path.join(dir, '.lock'), 'utf8')).toBe(String(process.pid));
    lock.release();
  });

  it('takes over garbage lock files', () => {
    const dir = tempDir();
    writeFileSync(path.join(dir, '.lock'), 'garbage');
    acquireDataDirLock(dir).release();
  });
});
