import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { expect } from 'vitest';
import { startSlowUpload } from './slow-upload.ts';

/**
 * What the tests against real server processes (process-kill, job-heartbeat) set up through the API: an M3
 * file's two records, a customer, and the record's documents on disk, plus the calls they make.
 */
export const M3_FIXTURE = readFileSync(resolve(import.meta.dirname, '../../../packages/contract/src/m3/fixtures/m3210001.076'));
export const M3_NAME = 'm3210001.076';

export const filesIn = (dir: string): string[] => (existsSync(dir) ? (readdirSync(dir, { recursive: true }) as string[]) : []);
/** Stored files under a real key (not a `.part-…` being written). */
export const realKeys = (dir: string) => filesIn(dir).filter((f) => /[0-9a-f-]{36}$/.test(f));

export async function call(base: string, token: string, method: string, path: string, body?: unknown) {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await res.text();
  return { status: res.status, text, json: () => JSON.parse(text) as never };
}

/** The M3 files, their imported records and the records the caller sees. */
export async function importState(base: string, token: string) {
  const get = async (path: string) =>
    (await (await fetch(`${base}${path}`, { headers: { authorization: `Bearer ${token}` } })).json()) as never;
  const archivos: { total: number; items: { archivoId: number; importados: number }[] } = await get('/api/M3/Archivos');
  const pedimentos: { total: number } = await get('/api/Pedimentos');
  return { archivos: archivos.total, importados: archivos.items.reduce((n, a) => n + a.importados, 0), pedimentos: pedimentos.total };
}

const pdf = (text: string, size: number) => Buffer.from(`%PDF-1.4\n% ${text} ${'x'.repeat(size)}\n%%EOF\n`);

/**
 * A customer with one of the imported records and two PDFs on it (the M3 file imported first when none is),
 * in a server whose files live in `filesDir` (STORAGE=local). `blocked` is the second PDF's path on disk
 * and `bytes` its content: a test swaps it for a FIFO to hold a job that reads it.
 */
export async function customerWithRecord(proc: { base: string; filesDir: string }, token: string) {
  if ((await importState(proc.base, token)).pedimentos === 0) {
    const upload = startSlowUpload(`${proc.base}/api/M3/Archivos`, token, M3_NAME, M3_FIXTURE);
    upload.finish();
    expect((await upload.response).status).toBe(201);
  }
  const customer = await call(proc.base, token, 'POST', '/api/Clientes', {
    nombreCorto: 'ACME',
    razonSocial: 'ACME SA',
    rfc: 'ALA131011IC8',
  });
  expect(customer.status, customer.text).toBe(201);
  const { clienteId } = customer.json() as { clienteId: number };
  const [record] = ((await call(proc.base, token, 'GET', '/api/Pedimentos?sort=numero:asc')).json() as { items: { pedimentoId: number }[] })
    .items;
  const detail = (await call(proc.base, token, 'GET', `/api/Pedimentos/${record!.pedimentoId}`)).json() as { rowVersion: number };
  const linked = await call(proc.base, token, 'PATCH', `/api/Pedimentos/${record!.pedimentoId}`, {
    rowVersion: detail.rowVersion,
    clienteId,
  });
  expect(linked.status, linked.text).toBe(200);
  const originals: Buffer[] = [];
  let blocked = '';
  let bytes = Buffer.alloc(0);
  for (const [i, tipo] of ['pedimento', 'cove'].entries()) {
    const before = new Set(realKeys(proc.filesDir));
    bytes = pdf(tipo, 20_000 * (i + 1));
    const form = new FormData();
    form.append('file', new Blob([bytes], { type: 'application/pdf' }), `${tipo}.pdf`);
    const res = await fetch(`${proc.base}/api/Pedimentos/${record!.pedimentoId}/Documentos?tipo=${tipo}`, {
      method: 'POST',
      body: form,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.status, await res.clone().text()).toBe(201);
    blocked = join(
      proc.filesDir,
      realKeys(proc.filesDir).find((k) => !before.has(k))!,
    );
    originals.push(bytes);
  }
  return { clienteId, blocked, bytes, originals, keysBefore: realKeys(proc.filesDir).length };
}
