import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterAll, beforeAll, expect } from 'vitest';
import { userCustomers } from '@portal/db';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import type { RecordSources } from './record-files.service.ts';

/**
 * What both API test files of digital records start from: customers ACME (SysExpert key ACM01) and Beta, the M3
 * fixture's two pedimentos (one each), three PDFs on ACME's and one on Beta's, and a client user of each.
 */
export const fx = {} as {
  t: TestApp;
  admin: string;
  client: string;
  clientB: string;
  acme: number;
  beta: number;
  acmePed: number;
  betaPed: number;
  originals: Map<string, Buffer>;
};
fx.originals = new Map();

export const MARCH = { fechaPagoDesde: '2026-03-01', fechaPagoHasta: '2026-03-30' };

const FIXTURE = readFileSync(resolve(import.meta.dirname, '../../../../../packages/contract/src/m3/fixtures/m3210001.076'));
const pdf = (text: string) => Buffer.from(`%PDF-1.4\n% ${text}\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n`);

function upload(token: string, pedimentoId: number, tipo: string, content: Buffer) {
  const boundary = '----rec-boundary';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${tipo}.pdf"\r\nContent-Type: application/pdf\r\n\r\n`;
  return fx.t.app.inject({
    method: 'POST',
    url: `/api/Pedimentos/${pedimentoId}/Documentos?tipo=${tipo}`,
    payload: Buffer.concat([Buffer.from(head), content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, authorization: `Bearer ${token}` },
  });
}

async function clientOf(clienteId: number): Promise<string> {
  const u = await fx.t.createUser({ roles: ['client'] });
  await fx.t.db.insert(userCustomers).values({ userId: u.userId, clienteId });
  await fx.t.grantProfile([['ExpedientesDigitales', 'r']], { userIds: [u.userId] });
  return (await fx.t.login(u.userName, u.password)).accessToken;
}

/** Waits for the job to leave `processing`. */
export async function settled(token: string, descargaId: number) {
  for (let i = 0; i < 250; i += 1) {
    const res = await fx.t.call(token, 'GET', `/api/ExpedientesDigitales/Descargas/${descargaId}`);
    if (res.json().estado !== 'processing') return res.json();
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('the zip job never finished');
}

export async function requestZip(token: string, body: Record<string, unknown>) {
  const res = await fx.t.call(token, 'POST', '/api/ExpedientesDigitales/Descargas', body);
  expect(res.statusCode, res.body).toBe(202);
  expect(res.json().estado).toBe('processing');
  return settled(token, res.json().descargaId);
}

/** Registers the fixture's set-up and tear-down in the calling test file. */
export function useRecordsFixture(): void {
  beforeAll(async () => {
    fx.t = await createTestApp();
    const t = fx.t;
    fx.admin = await t.tokenFor({ roles: ['admin'] });
    const a = await t.call(fx.admin, 'POST', '/api/Clientes', {
      nombreCorto: 'ACME',
      razonSocial: 'ACME SA DE CV',
      rfc: 'ALA131011IC8',
      claveSysExpert: 'ACM01',
    });
    expect(a.statusCode, a.body).toBe(201);
    fx.acme = a.json().clienteId;
    const b = await t.call(fx.admin, 'POST', '/api/Clientes', { nombreCorto: 'Beta', razonSocial: 'BETA SA DE CV', rfc: 'AARC700811CL4' });
    expect(b.statusCode, b.body).toBe(201);
    fx.beta = b.json().clienteId;
    const boundary = '----m3';
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="m3210001.076"\r\nContent-Type: text/plain\r\n\r\n`;
    const imported = await t.app.inject({
      method: 'POST',
      url: '/api/M3/Archivos',
      payload: Buffer.concat([Buffer.from(head), FIXTURE, Buffer.from(`\r\n--${boundary}--\r\n`)]),
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, authorization: `Bearer ${fx.admin}` },
    });
    expect(imported.statusCode, imported.body).toBe(201);
    const list = (await t.call(fx.admin, 'GET', '/api/Pedimentos?sort=numero:asc')).json().items;
    fx.acmePed = list.find((p: { clienteId: number | null }) => p.clienteId === fx.acme).pedimentoId;
    const other = list.find((p: { pedimentoId: number }) => p.pedimentoId !== fx.acmePed);
    fx.betaPed = other.pedimentoId;
    const detail = (await t.call(fx.admin, 'GET', `/api/Pedimentos/${fx.betaPed}`)).json();
    const linked = await t.call(fx.admin, 'PATCH', `/api/Pedimentos/${fx.betaPed}`, {
      rowVersion: detail.rowVersion,
      clienteId: fx.beta,
      referencia: 'BET-9',
    });
    expect(linked.statusCode, linked.body).toBe(200);
    for (const tipo of ['pedimento', 'cove', 'factura']) {
      const content = pdf(`acme ${tipo} ${'x'.repeat(500)}`);
      fx.originals.set(tipo, content);
      expect((await upload(fx.admin, fx.acmePed, tipo, content)).statusCode).toBe(201);
    }
    expect((await upload(fx.admin, fx.betaPed, 'pedimento', pdf('beta'))).statusCode).toBe(201);
    fx.client = await clientOf(fx.acme);
    fx.clientB = await clientOf(fx.beta);
  }, 60_000);
  afterAll(async () => {
    await fx.t?.close();
  });
}

/** Sources for a job run by hand where no previo is involved. */
export const NO_SOURCES: RecordSources = { previoReport: () => Promise.reject(new Error('no previo in this test')) };
