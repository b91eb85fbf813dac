import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  disposeServerProcess,
  removeSeededTemplate,
  seededDataDir,
  startServerProcess,
  until,
  type ServerProcess,
} from '../../test/server-process.ts';
import { startSlowUpload } from '../../test/slow-upload.ts';

/**
 * A server process killed with SIGKILL (a crash, the OOM killer, a power cut of the container) in the middle
 * of an M3 upload and of its import, on the embedded database: after a restart on the same data directory
 * nothing half-done is visible, and the user's retry succeeds without duplicates. (Partial files left on
 * disk are swept by the cleanup: file-cleanup.api.test.ts; a cut database connection: database-resilience.)
 */
const FIXTURE = readFileSync(resolve(import.meta.dirname, '../../../../packages/contract/src/m3/fixtures/m3210001.076'));
const NAME = 'm3210001.076';

let server: ServerProcess | undefined;
afterAll(async () => {
  await disposeServerProcess(server);
  await removeSeededTemplate();
});

const filesIn = (dir: string): string[] => (existsSync(dir) ? (readdirSync(dir, { recursive: true }) as string[]) : []);
const realKeys = (dir: string) => filesIn(dir).filter((f) => /[0-9a-f-]{36}$/.test(f));

async function state(base: string, token: string) {
  const get = async (path: string) =>
    (await (await fetch(`${base}${path}`, { headers: { authorization: `Bearer ${token}` } })).json()) as never;
  const archivos: { total: number; items: { archivoId: number; importados: number }[] } = await get('/api/M3/Archivos');
  const pedimentos: { total: number } = await get('/api/Pedimentos');
  return { archivos: archivos.total, importados: archivos.items.reduce((n, a) => n + a.importados, 0), pedimentos: pedimentos.total };
}

async function restart(previous: ServerProcess): Promise<ServerProcess> {
  return startServerProcess({ dataDir: previous.dataDir, filesDir: previous.filesDir });
}

describe('SIGKILL in the middle of work', () => {
  it('mid-upload and mid-import: nothing half-done after restart, and the retry imports once', async () => {
    server = await startServerProcess({ dataDir: await seededDataDir() });
    let token = await server.signIn();

    // 1. Killed while the M3 file is still arriving.
    const cut = startSlowUpload(`${server.base}/api/M3/Archivos`, token, NAME, FIXTURE.subarray(0, FIXTURE.length / 2));
    await until('the upload to reach the server', async () =>
      filesIn(server!.filesDir).some((f) => f.includes('.part-')) ? true : undefined,
    );
    await server.kill();
    await cut.response.catch(() => undefined);
    server = await restart(server);
    token = await server.signIn();
    expect(await state(server.base, token)).toEqual({ archivos: 0, importados: 0, pedimentos: 0 });
    expect(realKeys(server.filesDir)).toEqual([]);

    // 2. Killed as soon as the whole file is sent: during the upload's end, the checks or the import's transaction.
    const whole = startSlowUpload(`${server.base}/api/M3/Archivos`, token, NAME, FIXTURE);
    whole.finish();
    await new Promise((r) => setTimeout(r, 30));
    await server.kill();
    await whole.response.catch(() => undefined);
    server = await restart(server);
    token = await server.signIn();
    const afterKill = await state(server.base, token);
    console.log(`after SIGKILL 30 ms past the last byte of the M3 upload: ${JSON.stringify(afterKill)}`);
    // All or nothing: no file without its pedimentos, no pedimento without its file.
    expect([
      { archivos: 0, importados: 0, pedimentos: 0 },
      { archivos: 1, importados: 2, pedimentos: 2 },
    ]).toContainEqual(afterKill);

    // 3. The user's retry: imported (or recognised as already imported), once.
    const retry = startSlowUpload(`${server.base}/api/M3/Archivos`, token, NAME, FIXTURE);
    retry.finish();
    const answer = await retry.response;
    expect([200, 201], answer.body).toContain(answer.status);
    expect(await state(server.base, token)).toEqual({ archivos: 1, importados: 2, pedimentos: 2 });
    const again = startSlowUpload(`${server.base}/api/M3/Archivos`, token, NAME, FIXTURE);
    again.finish();
    const second = await again.response;
    expect(second.status).toBe(200);
    expect((JSON.parse(second.body) as { archivoId: number }).archivoId).toBe((JSON.parse(answer.body) as { archivoId: number }).archivoId);
    expect(await state(server.base, token)).toEqual({ archivos: 1, importados: 2, pedimentos: 2 });
  }, 500_000);
});
