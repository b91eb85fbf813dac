import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { execFileSync } from 'node:child_process';
import { repoRoot, SEEDED_DATA_ENV, serverEntry, startPortal } from './portal.ts';

/** Builds if needed, then seeds one demo database (migrations + demo data) that every e2e file copies. */
export default async function setup(): Promise<() => void> {
  if (!existsSync(serverEntry) || !existsSync(join(repoRoot, 'apps/web/dist/index.html'))) {
    execFileSync('npm', ['run', 'build'], { cwd: repoRoot, stdio: 'inherit' });
  }
  const seeded = mkdtempSync(join(tmpdir(), 'portal-e2e-seed-'));
  const portal = await startPortal({ dataDir: seeded });
  await portal.stop();
  process.env[SEEDED_DATA_ENV] = seeded;
  return () => {
    rmSync(seeded, { recursive: true, force: true });
    rmSync(`${seeded}.secret`, { force: true });
  };
}
