import { execFileSync } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import JSZip from 'jszip';
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
import {
  M3_FIXTURE as FIXTURE,
  M3_NAME as NAME,
  call,
  customerWithRecord,
  filesIn,
  importState as state,
  realKeys,
} from '../../test/record-fixtures.ts';

/**
 * A server process killed with SIGKILL (a crash, the OOM killer, a power cut of the container) in the middle
 * of an M3 upload and of its import, on the embedded database: after a restart on the same data directory
 * nothing half-done is visible, and the user's retry succeeds without duplicates. (Partial files left on
 * disk are swept by the cleanup: file-cleanup.api.test.ts; a cut database connection: database-resilience.)
 */
let server: ServerProcess | undefined;
afterAll(async () => {
  await disposeServerProcess(server);
  await removeSeededTemplate();
});

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
  }, 900_000);

  it('mid-zip and mid-classification: the cut job and the queued one each complete once, no half save', async () => {
    server ??= await startServerProcess({ dataDir: await seededDataDir() });
    let token = await server.signIn();
    const setup = await customerWithRecord(server, token);
    const requests = await pendingRequests(server.base, token, setup.clienteId, 12);

    // The zip job reads the record's second file from a FIFO: it is caught mid-build, its `.part` on disk.
    rmSync(setup.blocked);
    execFileSync('mkfifo', [setup.blocked]);
    const zip = { clienteId: setup.clienteId, fechaPagoDesde: '2026-03-01', fechaPagoHasta: '2026-03-30' };
    const first = await call(server.base, token, 'POST', '/api/ExpedientesDigitales/Descargas', zip);
    expect(first.status, first.text).toBe(202);
    await until(
      'the zip build to start',
      async () => (filesIn(server!.filesDir).some((f) => f.includes('.part-')) ? true : undefined),
      90_000,
    );
    // A second one waits in the queue behind it.
    const queued = await call(server.base, token, 'POST', '/api/ExpedientesDigitales/Descargas', zip);
    expect(queued.status, queued.text).toBe(202);

    // Every classification saved at once; the process dies as the first answer arrives.
    const saves = requests.map((r) =>
      call(server!.base, token, 'POST', `/api/Clasificaciones/${r.solicitudId}/Clasificar`, {
        fraccion: '0101.21.01',
        nico: '00',
        rowVersion: r.rowVersion,
      }),
    );
    await Promise.race(saves.map((s) => s.catch(() => undefined)));
    await server.kill();
    await Promise.allSettled(saves);
    rmSync(setup.blocked);
    writeFileSync(setup.blocked, setup.bytes);
    server = await restart(server);
    token = await server.signIn();

    // No half save: a classified request has its part, a pending one has none.
    const saved = await classificationState(server.base, token, requests);
    console.log(`classifications saved before SIGKILL: ${saved.classified.length} of ${requests.length}`);
    expect(saved.parts.sort()).toEqual(saved.classified.sort());
    // The user's retry of every save succeeds, and each part exists once.
    for (const r of requests) {
      const retry = await call(server.base, token, 'POST', `/api/Clasificaciones/${r.solicitudId}/Clasificar`, {
        fraccion: '0101.21.01',
        nico: '00',
        rowVersion: r.rowVersion,
      });
      expect(retry.status, retry.text).toBe(200);
    }
    const after = await classificationState(server.base, token, requests);
    expect(after.classified).toHaveLength(requests.length);
    expect(after.parts.sort()).toEqual(requests.map((r) => r.numeroParte).sort());

    // Both zip jobs complete after the restart (the cut one retried at start), each once: one zip, one notice.
    const downloads = await until(
      'both zips',
      async () => {
        const list = (await call(server!.base, token, 'GET', '/api/ExpedientesDigitales/Descargas')).json() as {
          items: { descargaId: number; estado: string; archivos: number }[];
        };
        return list.items.every((d) => d.estado !== 'processing') ? list.items : undefined;
      },
      90_000,
    );
    expect(downloads.map((d) => d.estado)).toEqual(['ready', 'ready']);
    // The cut job comes back either way: retried at start when the killed process had marked it active on disk, or
    // simply still queued when that mark never reached the disk (PGlite flushes on its own schedule).
    expect(downloads[0]!.archivos).toBe(downloads[1]!.archivos);
    const res = await fetch(`${server.base}/api/ExpedientesDigitales/Descargas/${downloads[1]!.descargaId}/Archivo`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const archive = await JSZip.loadAsync(Buffer.from(await res.arrayBuffer()));
    const entries = await Promise.all(Object.values(archive.files).map((f) => f.async('nodebuffer')));
    // The cut one's zip, whole: every file of the record, the two PDFs byte for byte.
    expect(entries).toHaveLength(downloads[1]!.archivos);
    for (const original of setup.originals) expect(entries.some((e) => e.equals(original))).toBe(true);
    const zips = realKeys(server.filesDir).length - setup.keysBefore;
    expect(zips).toBe(2);
    const notices = (await call(server.base, token, 'GET', '/api/Perfil/Notificaciones?pageSize=100')).json() as {
      items: { ruta: string | null }[];
    };
    expect(notices.items.filter((n) => n.ruta === '/apps/digitalrecord/downloads')).toHaveLength(2);
  }, 900_000);
});

interface Pending {
  solicitudId: number;
  rowVersion: number;
  numeroParte: string;
}

async function pendingRequests(base: string, token: string, clienteId: number, count: number): Promise<Pending[]> {
  const out: Pending[] = [];
  for (let i = 0; i < count; i += 1) {
    const res = await call(base, token, 'POST', '/api/Clasificaciones', {
      tipoSolicitud: 1,
      clienteId,
      numeroParte: `KILL-${i}`,
      descripcion: 'Pieza de prueba',
    });
    expect(res.status, res.text).toBe(201);
    out.push(res.json());
  }
  return out;
}

/** Which requests are classified, and which of their part numbers exist as parts with the fraction. */
async function classificationState(base: string, token: string, requests: Pending[]) {
  const classified: string[] = [];
  for (const r of requests) {
    const detail = (await call(base, token, 'GET', `/api/Clasificaciones/${r.solicitudId}`)).json() as {
      estado: string;
      parteId: number | null;
    };
    if (detail.estado === 'clasificada') classified.push(r.numeroParte);
    else expect(detail.parteId).toBeNull();
  }
  const parts = (await call(base, token, 'GET', '/api/Partes?pageSize=100&search=KILL-')).json() as {
    items: { numeroParte: string; fraccion: string | null }[];
  };
  expect(parts.items.every((p) => p.fraccion === '01012101')).toBe(true);
  return { classified, parts: parts.items.map((p) => p.numeroParte) };
}
