import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { dirname } from 'node:path';

/** Where a data directory's own signing secret is kept: beside it, like its lock (`<dataDir>.secret`). */
export function devSecretPath(dataDir: string): string {
  return `${dataDir.replace(/\/+$/, '')}.secret`;
}

/**
 * Outside production without JWT_SECRET: a random secret made once per data directory and kept beside it,
 * so sessions and encrypted values survive restarts, yet no two installations share a key written in code.
 */
export function persistentDevSecret(dataDir: string): string {
  const path = devSecretPath(dataDir);
  try {
    const kept = readFileSync(path, 'utf8').trim();
    if (kept.length >= 32) return kept;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  mkdirSync(dirname(path), { recursive: true });
  const secret = randomBytes(32).toString('hex');
  try {
    writeFileSync(path, `${secret}\n`, { mode: 0o600, flag: 'wx' });
    return secret;
  } catch (err) {
    // Another instance starting over the same directory wrote it first: use that one.
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return readFileSync(path, 'utf8').trim();
    throw err;
  }
}
