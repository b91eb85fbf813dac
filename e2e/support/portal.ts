import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export const repoRoot = resolve(import.meta.dirname, '../..');
export const serverEntry = join(repoRoot, 'apps/server/dist/server.js');
const SEEDED_DATA_ENV = 'PORTAL_E2E_SEEDED_DATA';

export interface Portal {
  baseURL: string;
  port: number;
  dataDir: string;
  /** Server output so far, for failure messages. */
  output(): string;
  stop(): Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((ok, fail) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', fail);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() => (typeof address === 'object' && address ? ok(address.port) : fail(new Error('no port'))));
    });
  });
}

async function waitForHealth(url: string, child: ChildProcess, output: () => string, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${output()}`);
    try {
      const res = await fetch(`${url}/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error(`server did not become healthy in ${timeoutMs} ms:\n${output()}`);
}

/**
 * Starts the built server on a free port over its own copy of the seeded demo database,
 * so every test file starts from the same clean data.
 */
export async function startPortal(options: { env?: Record<string, string>; dataDir?: string } = {}): Promise<Portal> {
  const env = options.env ?? {};
  const port = await freePort();
  const ownsData = !options.dataDir;
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'portal-e2e-'));
  const seeded = process.env[SEEDED_DATA_ENV];
  if (seeded && ownsData) {
    cpSync(seeded, dataDir, { recursive: true });
    // The seeded data's own signing secret (beside it), so values it encrypted stay readable.
    if (existsSync(`${seeded}.secret`)) cpSync(`${seeded}.secret`, `${dataDir}.secret`);
  }
  const child = spawn(process.execPath, ['--enable-source-maps', serverEntry], {
    cwd: repoRoot,
    env: { ...process.env, NODE_ENV: 'development', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout?.on('data', (d: Buffer) => (log += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (log += d.toString()));
  const baseURL = `http://127.0.0.1:${port}`;
  await waitForHealth(baseURL, child, () => log);
  return {
    baseURL,
    port,
    dataDir,
    output: () => log,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
      if (ownsData) {
        rmSync(dataDir, { recursive: true, force: true });
        rmSync(`${dataDir}-files`, { recursive: true, force: true });
        rmSync(`${dataDir}.secret`, { force: true });
      }
    },
  };
}

export { SEEDED_DATA_ENV };
