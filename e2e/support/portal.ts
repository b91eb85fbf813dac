import { spawn, type ChildProcess } from 'node:child_process';
import { appendFileSync, cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export const repoRoot = resolve(import.meta.dirname, '../..');
export const serverEntry = join(repoRoot, 'apps/server/dist/server.js');
const SEEDED_DATA_ENV = 'PORTAL_E2E_SEEDED_DATA';
const POOL_ENV = 'PORTAL_E2E_POOL';

export interface Portal {
  baseURL: string;
  port: number;
  dataDir: string;
  /** The server's output goes here as it comes. */
  logFile: string;
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
 * so every test file starts from the same clean data. Under the e2e run, a plain portal (no options) comes from
 * the global setup's pool, which started it ahead (support/portal-pool.ts).
 */
export async function startPortal(options: { env?: Record<string, string>; dataDir?: string; pooled?: boolean } = {}): Promise<Portal> {
  const pool = process.env[POOL_ENV];
  if (pool && options.pooled !== false && !options.env && !options.dataDir) return takeFromPool(pool);
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
  const logFile = `${dataDir}.log`;
  writeFileSync(logFile, '');
  child.stdout?.on('data', (d: Buffer) => appendFileSync(logFile, d));
  child.stderr?.on('data', (d: Buffer) => appendFileSync(logFile, d));
  const log = () => (existsSync(logFile) ? readFileSync(logFile, 'utf8') : '');
  const baseURL = `http://127.0.0.1:${port}`;
  await waitForHealth(baseURL, child, log);
  return {
    baseURL,
    port,
    dataDir,
    logFile,
    output: log,
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
      rmSync(logFile, { force: true });
    },
  };
}

async function takeFromPool(pool: string): Promise<Portal> {
  const res = await fetch(`${pool}/take`, { method: 'POST' });
  if (!res.ok) throw new Error(`the portal pool could not start a server: ${await res.text()}`);
  const given = (await res.json()) as PooledPortal;
  const log = () => (existsSync(given.logFile) ? readFileSync(given.logFile, 'utf8') : '');
  return {
    ...given,
    output: log,
    async stop() {
      await fetch(`${pool}/release/${given.port}`, { method: 'POST' });
    },
  };
}

export { POOL_ENV, SEEDED_DATA_ENV };

/** What a test file receives for a portal the pool started. */
export interface PooledPortal {
  baseURL: string;
  port: number;
  dataDir: string;
  logFile: string;
}
