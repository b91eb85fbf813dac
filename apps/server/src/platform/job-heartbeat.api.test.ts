import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readlinkSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import JSZip from 'jszip';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@portal/db/testing';
import { call, customerWithRecord, realKeys } from '../../test/record-fixtures.ts';
import { disposeServerProcess, startServerProcess, until, type ServerProcess } from '../../test/server-process.ts';

/**
 * Decision 0162 on PostgreSQL: a job whose process is killed (SIGKILL) stays `active` only until its heartbeat
 * stops; the supervisor of the instance that lives then fails it and pg-boss retries it there. Two server
 * processes on one PostgreSQL database (a copy of the test template, dropped afterwards) and one file folder;
 * the heartbeat is shortened to pg-boss's minimum (10 s) and the supervisor runs every second, so the test
 * takes seconds where production's 30 s + 30 s take about a minute.
 */
const HEARTBEAT_SECONDS = 10;

async function whyNot(): Promise<string | undefined> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return 'TEST_DATABASE_URL is not set';
  if (!existsSync('/proc/self/fd')) return 'it finds the process running the job through /proc';
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    return undefined;
  } catch (err) {
    return `PostgreSQL is not reachable (${(err as Error).message})`;
  } finally {
    await client.end().catch(() => undefined);
  }
}

const skipped = await whyNot();
if (skipped) console.warn(`job heartbeat test skipped: ${skipped}`);

/** Whether the process has a file open whose name contains `part` (the zip being written). */
function writes(server: ServerProcess, part: string): boolean {
  const dir = `/proc/${server.child.pid}/fd`;
  try {
    return readdirSync(dir).some((fd) => {
      try {
        return readlinkSync(join(dir, fd)).includes(part);
      } catch {
        return false;
      }
    });
  } catch {
    return false;
  }
}

let database: TestDatabase;
let filesDir: string;
let servers: ServerProcess[] = [];

describe.skipIf(skipped)('a job cut by SIGKILL on PostgreSQL (needs TEST_DATABASE_URL)', () => {
  beforeAll(async () => {
    database = await createTestDatabase();
    if (!database.url) throw new Error('expected a PostgreSQL test database');
    filesDir = mkdtempSync(join(tmpdir(), 'portal-heartbeat-files-'));
    const env = {
      DATABASE_URL: database.url,
      JOB_HEARTBEAT_SECONDS: String(HEARTBEAT_SECONDS),
      JOB_SUPERVISE_SECONDS: '1',
      LOG_LEVEL: 'warn',
    };
    servers = await Promise.all([startServerProcess({ env, filesDir }), startServerProcess({ env, filesDir })]);
  }, 300_000);

  afterAll(async () => {
    for (const server of servers) await disposeServerProcess(server);
    rmSync(filesDir, { recursive: true, force: true });
    await database?.close();
  }, 120_000);

  it('is failed once its heartbeat stops and retried by the instance that lives: one zip, one notice', async () => {
    const [first] = servers;
    let token = await first!.signIn();
    const setup = await customerWithRecord({ base: first!.base, filesDir }, token);
    // The zip job reads the record's second file from a FIFO: whichever instance takes it is caught mid-build.
    rmSync(setup.blocked);
    execFileSync('mkfifo', [setup.blocked]);
    const requested = await call(first!.base, token, 'POST', '/api/ExpedientesDigitales/Descargas', {
      clienteId: setup.clienteId,
      fechaPagoDesde: '2026-03-01',
      fechaPagoHasta: '2026-03-30',
    });
    expect(requested.status, requested.text).toBe(202);
    const { descargaId } = requested.json() as { descargaId: number };
    const victim = await until('an instance to start the zip', async () => servers.find((s) => writes(s, '.part-')), 60_000);
    const survivor = servers.find((s) => s !== victim)!;
    const job = async () =>
      (
        await database.pool!.query<{ state: string; retry_count: number; output: { value?: { message?: string } } | null }>(
          'select state, retry_count, output from pgboss.job where singleton_key = $1',
          [`zip-${descargaId}`],
        )
      ).rows[0];
    expect((await job())?.state).toBe('active');

    await victim.kill();
    const killedAt = Date.now();
    rmSync(setup.blocked);
    writeFileSync(setup.blocked, setup.bytes);

    // Silent for a heartbeat, the job is failed by the survivor's supervisor and waits for its retry.
    const failed = await until('the supervisor to fail the silent job', async () => {
      const row = await job();
      return row && row.state !== 'active' ? row : undefined;
    });
    const failedAfter = Date.now() - killedAt;
    expect(failed.state).toBe('retry');
    expect(failed.output?.value?.message).toMatch(/heartbeat/);
    // It stayed active until the heartbeat ran out (refreshed every half of it before the kill), not longer.
    expect(failedAfter).toBeGreaterThanOrEqual((HEARTBEAT_SECONDS / 2 - 1) * 1000);
    expect(failedAfter).toBeLessThan((HEARTBEAT_SECONDS + 10) * 1000);

    token = await survivor.signIn();
    const download = await until(
      'the retried zip',
      async () => {
        const list = (await call(survivor.base, token, 'GET', '/api/ExpedientesDigitales/Descargas')).json() as {
          items: { descargaId: number; estado: string; archivos: number }[];
        };
        const row = list.items.find((d) => d.descargaId === descargaId);
        return row && row.estado !== 'processing' ? row : undefined;
      },
      60_000,
    );
    const readyAfter = Date.now() - killedAt;
    console.log(
      `job heartbeat ${HEARTBEAT_SECONDS} s, supervisor every 1 s: failed ${(failedAfter / 1000).toFixed(1)} s after the SIGKILL, ` +
        `zip ready on the other instance ${(readyAfter / 1000).toFixed(1)} s after it`,
    );
    expect(download.estado).toBe('ready');
    // Counted as an attempt: the cut run and the one that completed (pg-boss marks it a moment after the handler
    // has stored the zip, which is when the download reads ready).
    const done = await until('pg-boss to complete the job', async () => {
      const row = await job();
      return row?.state === 'completed' ? row : undefined;
    });
    expect(done).toMatchObject({ state: 'completed', retry_count: 1 });

    // Built once, whole: one zip under a real key (the cut run's bytes never got one), every file byte for byte.
    expect(realKeys(filesDir).length - setup.keysBefore).toBe(1);
    const res = await fetch(`${survivor.base}/api/ExpedientesDigitales/Descargas/${descargaId}/Archivo`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const archive = await JSZip.loadAsync(Buffer.from(await res.arrayBuffer()));
    const entries = await Promise.all(Object.values(archive.files).map((f) => f.async('nodebuffer')));
    expect(entries).toHaveLength(download.archivos);
    for (const original of setup.originals) expect(entries.some((e) => e.equals(original))).toBe(true);
    const notices = (await call(survivor.base, token, 'GET', '/api/Perfil/Notificaciones?pageSize=100')).json() as {
      items: { ruta: string | null }[];
    };
    expect(notices.items.filter((n) => n.ruta === '/apps/digitalrecord/downloads')).toHaveLength(1);
  }, 180_000);
});
