import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { execFileSync } from 'node:child_process';
import { POOL_ENV, repoRoot, SEEDED_DATA_ENV, serverEntry, startPortal } from './portal.ts';
import { startPortalPool } from './portal-pool.ts';

/**
 * Builds if needed, then seeds one demo database (migrations + demo data) that every e2e file copies, and starts
 * the pool that keeps the next file's portal started ahead.
 */
export default async function setup(): Promise<() => Promise<void>> {
  if (!existsSync(serverEntry) || !existsSync(join(repoRoot, 'apps/web/dist/index.html'))) {
    execFileSync('npm', ['run', 'build'], { cwd: repoRoot, stdio: 'inherit' });
  }
  const seeded = mkdtempSync(join(tmpdir(), 'portal-e2e-seed-'));
  const portal = await startPortal({ dataDir: seeded });
  await portal.stop();
  process.env[SEEDED_DATA_ENV] = seeded;
  const pool = await startPortalPool();
  process.env[POOL_ENV] = pool.url;
  return async () => {
    await pool.close();
    rmSync(seeded, { recursive: true, force: true });
    rmSync(`${seeded}-files`, { recursive: true, force: true });
    rmSync(`${seeded}.secret`, { force: true });
  };
}
