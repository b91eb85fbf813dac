import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { writeTestDataDir } from '@portal/db/testing';

const serverEntry = resolve(import.meta.dirname, '../src/server.ts');
export const processAdmin = { userName: 'procadmin', email: 'procadmin@example.mx', password: 'ProcAdmin123!' };

export interface ServerProcess {
  base: string;
  child: ChildProcess;
  dataDir: string;
  filesDir: string;
  output(): string;
  /** Resolves with the exit code (or the signal's name) once the process has ended. */
  exited: Promise<number | string>;
  signIn(login?: string, password?: string): Promise<string>;
  /** SIGKILL, as a crash or an OOM kill does; resolves once the process is gone. */
  kill(): Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => done(port));
    });
  });
}

export async function until<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs = 30_000, output = () => ''): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}\n${output().slice(-3000)}`);
    await new Promise((r) => setTimeout(r, 150));
  }
}

/**
 * The real server (its source, through tsx) in a child process, on its own embedded database and file
 * folder unless `env` names others (DATABASE_URL, STORAGE=s3…). Pass `dataDir`/`filesDir` of an earlier
 * process to restart on the same data. Resolves once /health answers.
 */
export async function startServerProcess(
  options: { env?: Record<string, string>; dataDir?: string; filesDir?: string } = {},
): Promise<ServerProcess> {
  const port = await freePort();
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'portal-proc-db-'));
  const filesDir = options.filesDir ?? mkdtempSync(join(tmpdir(), 'portal-proc-files-'));
  const child = spawn(process.execPath, ['--import', 'tsx', serverEntry], {
    env: {
      ...process.env,
      NODE_ENV: 'development',
      JWT_SECRET: 'a-process-test-secret-of-at-least-32-chars',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      FILES_DIR: filesDir,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'info',
      ADMIN_USERNAME: processAdmin.userName,
      ADMIN_EMAIL: processAdmin.email,
      ADMIN_PASSWORD: processAdmin.password,
      AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout!.on('data', (d: Buffer) => (log += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (log += d.toString()));
  const exited = new Promise<number | string>((done) => child.once('exit', (code, signal) => done(code ?? signal ?? 'unknown')));
  const base = `http://127.0.0.1:${port}`;
  const output = () => log;
  await until(
    'the server to start',
    async () => {
      if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}\n${log}`);
      return (await fetch(`${base}/health`)).ok ? true : undefined;
    },
    // A fresh start migrates and loads the reference data: a minute or more on a busy 2-core machine.
    300_000,
    output,
  ).catch((err: unknown) => {
    child.kill('SIGKILL');
    throw err;
  });
  return {
    base,
    child,
    dataDir,
    filesDir,
    output,
    exited,
    async signIn(login = processAdmin.userName, password = processAdmin.password) {
      const res = await fetch(`${base}/jwt/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: login, password }),
      });
      if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
      return ((await res.json()) as { accessToken: string }).accessToken;
    },
    async kill() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
  };
}

/** Stops a process (SIGTERM, then SIGKILL) and removes its data unless `keep`. */
export async function disposeServerProcess(server: ServerProcess | undefined, keep = false): Promise<void> {
  if (!server) return;
  if (server.child.exitCode === null && server.child.signalCode === null) {
    server.child.kill('SIGTERM');
    const timer = setTimeout(() => server.child.kill('SIGKILL'), 30_000);
    await server.exited;
    clearTimeout(timer);
  }
  if (!keep) {
    rmSync(server.dataDir, { recursive: true, force: true });
    rmSync(`${server.dataDir}.secret`, { force: true });
    rmSync(`${server.dataDir}.lock`, { force: true });
    rmSync(server.filesDir, { recursive: true, force: true });
  }
}

let template: Promise<string> | undefined;

/**
 * A fresh embedded data directory, migrated with the reference data loaded: the first call writes the API global
 * setup's database into it (or, without one, starts and stops a server to make it), later calls of the same test
 * file copy it. A start on a copy skips the migrations and the reference-data load, and adds the administrator.
 */
export async function seededDataDir(): Promise<string> {
  template ??= (async () => {
    // The global setup's migrated database when there is one; the server then only adds its first administrator.
    const dir = mkdtempSync(join(tmpdir(), 'portal-proc-db-'));
    if (await writeTestDataDir(dir)) return dir;
    rmSync(dir, { recursive: true, force: true });
    const first = await startServerProcess();
    await disposeServerProcess(first, true);
    rmSync(first.filesDir, { recursive: true, force: true });
    return first.dataDir;
  })();
  const copy = mkdtempSync(join(tmpdir(), 'portal-proc-db-'));
  cpSync(await template, copy, { recursive: true });
  return copy;
}

/** Removes the template made by `seededDataDir` (afterAll). */
export async function removeSeededTemplate(): Promise<void> {
  const dir = await template?.catch(() => undefined);
  if (dir) rmSync(dir, { recursive: true, force: true });
  template = undefined;
}
