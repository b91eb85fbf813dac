import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';

export class DataDirLockedError extends Error {}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite has no lock of its own: two processes writing one data directory corrupt it. The first
 * process takes `<dataDir>.lock` (its PID); a second one is refused while that process lives, and
 * a lock left by a process that died is taken over.
 */
export function lockDataDir(dataDir: string): () => void {
  const lockPath = `${dataDir.replace(/\/+$/, '')}.lock`;
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const fd = openSync(lockPath, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(lockPath, { force: true });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const owner = Number(readFileSync(lockPath, 'utf8'));
      if (Number.isInteger(owner) && owner > 0 && owner !== process.pid && isRunning(owner)) {
        throw new DataDirLockedError(`The data directory ${dataDir} is in use by another portal process (PID ${owner}); stop it first.`);
      }
      rmSync(lockPath, { force: true });
    }
  }
  throw new DataDirLockedError(`Could not lock the data directory ${dataDir}`);
}
