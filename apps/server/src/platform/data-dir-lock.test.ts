import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './data-dir-lock.ts';

const freshDir = () => join(mkdtempSync(join(tmpdir(), 'portal-lock-')), 'db');

describe('lockDataDir', () => {
  it('takes the lock, refuses a second live owner, and releases it', () => {
    const dir = freshDir();
    const release = lockDataDir(dir);
    expect(readFileSync(`${dir}.lock`, 'utf8')).toBe(String(process.pid));
    // Another live process (the parent of this one) holding the lock is refused.
    writeFileSync(`${dir}.lock`, String(process.ppid));
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    release();
    expect(existsSync(`${dir}.lock`)).toBe(false);
  });

  it('takes over a lock left by a process that died', () => {
    const dir = freshDir();
    const dead = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']).stdout.toString();
    writeFileSync(`${dir}.lock`, dead);
    const release = lockDataDir(dir);
    expect(readFileSync(`${dir}.lock`, 'utf8')).toBe(String(process.pid));
    release();
  });
});
