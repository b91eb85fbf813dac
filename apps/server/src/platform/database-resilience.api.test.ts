import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@portal/db/testing';
import { freePort, until as waitUntil } from '../../test/server-process.ts';

/**
 * A real server process on PostgreSQL whose connections are cut under it (`pg_terminate_backend`), as a
 * PostgreSQL restart or a failover does. It must stay up, answer requests caught in the cut with a 503
 * problem, and serve the next ones. Only PostgreSQL has backends to terminate: skipped on PGlite.
 */
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const serverEntry = resolve(import.meta.dirname, '../server.ts');
const admin = { userName: 'resilience', email: 'resilience@example.mx', password: 'Resilience123!' };

let database: TestDatabase;
let child: ChildProcess;
let base = '';
let filesDir = '';
let output = '';
let token = '';

const until = <T>(what: string, probe: () => Promise<T | undefined>, timeoutMs = 30_000) => waitUntil(what, probe, timeoutMs, () => output);

/** Terminates the server's backends on its database (all, or those whose current query matches). */
async function terminate(queryLike?: string): Promise<number> {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    const name = new URL(database.url!).pathname.slice(1);
    const { rows } = await client.query<{ pid: number }>(
      `select pg_terminate_backend(pid) as pid from pg_stat_activity
        where datname = $1 and pid <> pg_backend_pid() and ($2::text is null or query like $2)`,
      [name, queryLike ?? null],
    );
    return rows.length;
  } finally {
    await client.end();
  }
}

async function listeners(): Promise<number> {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    const name = new URL(database.url!).pathname.slice(1);
    const { rows } = await client.query<{ n: number }>(
      `select count(*)::int as n from pg_stat_activity where datname = $1 and query like 'LISTEN%'`,
      [name],
    );
    return rows[0]!.n;
  } finally {
    await client.end();
  }
}

const call = (path: string) => fetch(`${base}${path}`, { headers: { authorization: `Bearer ${token}` } });

/** Requests running while the cut happens: each must be answered, 200 or a 503 problem, never a 500 or a reset. */
async function burst(count: number): Promise<number[]> {
  const paths = ['/api/Perfil/ReglasAcceso', '/api/Clientes', '/api/MesaAyuda/Ticket', '/api/Opciones/Aduanas'];
  return Promise.all(
    Array.from({ length: count }, async (_, i) => {
      const res = await call(paths[i % paths.length]!);
      if (res.status === 503) {
        expect(res.headers.get('content-type')).toContain('application/problem+json');
        expect(((await res.json()) as { status: number }).status).toBe(503);
      } else await res.arrayBuffer();
      return res.status;
    }),
  );
}

beforeAll(async () => {
  if (!onPostgres) return;
  database = await createTestDatabase();
  filesDir = mkdtempSync(join(tmpdir(), 'portal-resilience-'));
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  child = spawn(process.execPath, ['--import', 'tsx', serverEntry], {
    env: {
      ...process.env,
      // Development mode, so the job queue (pg-boss, its own pool) runs and is cut too.
      NODE_ENV: 'development',
      JWT_SECRET: 'a-resilience-test-secret-of-at-least-32-chars',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: database.url,
      FILES_DIR: filesDir,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      ADMIN_USERNAME: admin.userName,
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (output += d.toString()));
  await until('the server to start', async () => ((await fetch(`${base}/health`)).ok ? true : undefined), 60_000);
  const login = await fetch(`${base}/jwt/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: admin.userName, password: admin.password }),
  });
  expect(login.status).toBe(200);
  token = ((await login.json()) as { accessToken: string }).accessToken;
  await until('the hub to listen', async () => ((await listeners()) > 0 ? true : undefined));
}, 90_000);

afterAll(async () => {
  if (!onPostgres) return;
  if (child && child.exitCode === null) {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
  }
  await database?.close();
  if (filesDir) rmSync(filesDir, { recursive: true, force: true });
});

describe.skipIf(!onPostgres)('the server when PostgreSQL drops its connections (needs TEST_DATABASE_URL)', () => {
  it('survives the loss of only the hub listener, which comes back', async () => {
    expect(await terminate('LISTEN%')).toBeGreaterThan(0);
    await new Promise((r) => setTimeout(r, 1_000));
    expect(child.exitCode, output.slice(-2000)).toBeNull();
    await until('the hub to listen again', async () => ((await listeners()) > 0 ? true : undefined));
    expect((await call('/api/Perfil/ReglasAcceso')).status).toBe(200);
  });

  it('answers requests caught in the cut with 503 and the next ones normally (app pool, hub listener and job queue all cut)', async () => {
    for (let round = 0; round < 3; round++) {
      const running = burst(40);
      await new Promise((r) => setTimeout(r, 20));
      expect(await terminate()).toBeGreaterThan(0);
      const statuses = await running;
      expect(
        statuses.every((s) => s === 200 || s === 503),
        statuses.join(','),
      ).toBe(true);
      expect(child.exitCode, output.slice(-2000)).toBeNull();
    }
    await new Promise((r) => setTimeout(r, 1_000));
    const after = await until('requests to succeed again', async () => {
      const statuses = await burst(12);
      return statuses.every((s) => s === 200) ? statuses : undefined;
    });
    expect(after).toHaveLength(12);
    await until('the hub to listen again', async () => ((await listeners()) > 0 ? true : undefined));
    expect(child.exitCode).toBeNull();
    expect(output).not.toMatch(/Unhandled 'error' event/);
    // The process-wide safety net must not have been needed either: every promise of a request is handled.
    expect(output).not.toMatch(/unhandled promise rejection/);
  });
});
