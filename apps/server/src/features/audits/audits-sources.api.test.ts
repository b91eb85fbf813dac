import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enviosProveedor, envioProveedorLineas, pedimentos } from '@portal/db';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

// The pedimentos feature's fixture: the first pedimento (ACME's) declares 1 piece of part LAP-001 from CHN,
// invoice COVE2687OBZK4 of 1,000 USD (DAP), 17.5 MXN/USD, 100 kg gross.
const FIXTURE = readFileSync(resolve(import.meta.dirname, '../../../../../packages/contract/src/m3/fixtures/m3210001.076'))
  .toString('latin1')
  .replace('|0|1||MARCA|MODELO|', '|0|1|LAP-001|MARCA|MODELO|');
const API = '/api/AuditoriaMolex';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const EN = { 'accept-language': 'en-US' };

let t: TestApp;
let admin: string;
let clienteId: number;
let pedimentoId: number;

function upload(url: string, name: string, content: Buffer, type: string) {
  const boundary = '----audit-boundary';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`;
  return t.app.inject({
    method: 'POST',
    url,
    payload: Buffer.concat([Buffer.from(head), content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, authorization: `Bearer ${admin}` },
  });
}

const auditar = async () => (await t.call(admin, 'POST', `${API}/Operaciones/Auditar`)).json().auditadas as number;

/** The findings in force of one rule, in English. */
async function findings(regla: string) {
  const res = await t.call(admin, 'GET', `${API}/Hallazgos?regla=${regla}&pageSize=100`, undefined, EN);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().items as {
    clave?: string;
    mensaje: string;
    partida: number | null;
    valorPresente: string;
    valorEsperado: string;
    severidad: string;
  }[];
}

const previoLine = (cantidadFisica: string) => ({
  descripcion: 'Computadora portátil',
  numeroParte: 'LAP-001',
  numeroFactura: 'COVE2687OBZK4',
  cantidadFisica,
  cantidadFactura: '1',
  diferenciaConfirmada: cantidadFisica !== '1',
  paisOrigenFisico: 'CHN',
  paisOrigenFactura: 'CHN',
});

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.tokenFor({ roles: ['admin'] });
  clienteId = await t.createCustomer(admin);
  const res = await upload('/api/M3/Archivos', 'm3210001.076', Buffer.from(FIXTURE, 'latin1'), 'text/plain');
  expect(res.statusCode, res.body).toBe(201);
  const [row] = await t.db.select({ id: pedimentos.pedimentoId }).from(pedimentos).where(eq(pedimentos.clienteId, clienteId));
  pedimentoId = row!.id;
  expect(await auditar()).toBe(2);
});
afterAll(async () => {
  await t?.close();
});

describe('three-way match, vendor shipments and digital records in the audit', () => {
  it('a previo whose physical quantity differs from the invoice and the 551 item is a finding; corrected, it leaves', async () => {
    expect(await findings('tresVias')).toEqual([]);
    const created = await t.call(admin, 'POST', '/api/Previos', {
      clienteId,
      pedimentoId,
      fechaPrevio: '2026-03-19',
      tipoPrevio: 'total',
      pesoTotal: '100',
      lineas: [previoLine('3')],
    });
    expect(created.statusCode, created.body).toBe(201);
    // Only the pedimento the previo names is audited again.
    expect(await auditar()).toBe(1);
    expect(await auditar()).toBe(0);
    const found = await findings('tresVias');
    expect(found.map((f) => [f.partida, f.valorPresente, f.valorEsperado, f.severidad])).toEqual([
      [1, 'LAP-001: 3', 'LAP-001: 1', 'error'],
      [1, 'LAP-001: 3', 'LAP-001: 1', 'error'],
    ]);
    expect(found.map((f) => f.mensaje).sort()).toEqual([
      'The previo counted LAP-001: 3 physically; item 1 declares LAP-001: 1 (551 commercial quantity)',
      'The previo counted LAP-001: 3 physically; its invoice says LAP-001: 1',
    ]);
    // The pre-audit sees the same: no-go.
    const pre = (await t.call(admin, 'POST', `${API}/PreAuditoria`, { pedimento: '262432106000123' }, EN)).json();
    expect(pre.resultado).toBe('noGo');
    expect(pre.hallazgos.filter((h: { regla: string }) => h.regla === 'tresVias')).toHaveLength(2);
    // The administrator's tolerance decides: 3 against 1 is within 200 % (the edge), and the severity follows too.
    const threeWay = async () =>
      (await t.call(admin, 'POST', `${API}/PreAuditoria`, { pedimento: '262432106000123' }))
        .json()
        .hallazgos.filter((h: { regla: string }) => h.regla === 'tresVias') as { severidad: string }[];
    expect((await t.call(admin, 'PUT', `${API}/Reglas/tresVias`, { activa: true, tolerancia: '2' })).statusCode).toBe(200);
    expect(await threeWay()).toEqual([]);
    await t.call(admin, 'PUT', `${API}/Reglas/tresVias`, { activa: true, tolerancia: '1.9999', severidad: 'warning' });
    expect((await threeWay()).map((h) => h.severidad)).toEqual(['warning', 'warning']);
    await t.call(admin, 'PUT', `${API}/Reglas/tresVias`, { activa: true, tolerancia: null, severidad: null });

    const previo = created.json();
    const fixed = await t.call(admin, 'PUT', `/api/Previos/${previo.previoId}`, {
      clienteId,
      pedimentoId,
      rowVersion: previo.rowVersion,
      fechaPrevio: '2026-03-19',
      tipoPrevio: 'total',
      pesoTotal: '100',
      lineas: [previoLine('1')],
    });
    expect(fixed.statusCode, fixed.body).toBe(200);
    expect(await auditar()).toBe(1);
    expect(await findings('tresVias')).toEqual([]);
  });

  it('the invoice against the vendor-shipment lines of the same invoice number', async () => {
    const vendor = await t.call(admin, 'POST', '/api/Proveedores', {
      nombreCorto: 'KARAT',
      razonSocial: 'Karat USA Inc',
      rfc: 'US-TAX-0001',
      clientes: [clienteId],
    });
    expect(vendor.statusCode, vendor.body).toBe(201);
    const [envio] = await t.db
      .insert(enviosProveedor)
      .values({ proveedorId: vendor.json().proveedorId, clienteId, secuencia: 1, lineas: 1 })
      .returning({ envioId: enviosProveedor.envioId });
    await t.db.insert(envioProveedorLineas).values({
      envioId: envio!.envioId,
      renglon: 1,
      factura: 'cove2687obzk4',
      fecha: '2026-03-18',
      moneda: 'USD',
      incoterm: 'FCA',
      paisOrigen: 'CHN',
      unidadMedida: '06',
      precioUnitario: '1000',
      numeroParte: 'LAP-001',
      cantidad: '2',
    });
    expect(await auditar()).toBe(1);
    const found = await findings('facturaEnvio');
    expect(found.map((f) => f.mensaje).sort()).toEqual([
      'Item 1 declares LAP-001: 1; the vendor shipped LAP-001: 2',
      'The invoice declares 1000.00 (COVE2687OBZK4); its vendor-shipment lines add up to 2000.00',
      "The invoice's incoterm is DAP (COVE2687OBZK4); the vendor shipment's is FCA",
    ]);
    expect(found.every((f) => f.severidad === 'warning')).toBe(true);
  });

  it('required digital-record files, once an administrator switches the rule on', async () => {
    expect(await findings('expedienteCompleto')).toEqual([]);
    const on = await t.call(admin, 'PUT', `${API}/Reglas/expedienteCompleto`, { activa: true });
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json()).toMatchObject({ regla: 'expedienteCompleto', activa: true });
    // A file added to the record audits the pedimento again.
    const doc = await upload(`/api/Pedimentos/${pedimentoId}/Documentos?tipo=pedimento`, 'pedimento.pdf', PDF, 'application/pdf');
    expect(doc.statusCode, doc.body).toBe(201);
    expect(await auditar()).toBe(1);
    expect((await findings('expedienteCompleto')).map((f) => f.mensaje)).toEqual([
      'The digital record lacks a required file of type cove',
      'The digital record lacks a required file of type factura',
    ]);
    // The rules list shows every rule, the new ones included, with its switch.
    const rules = (await t.call(admin, 'GET', `${API}/Reglas`)).json() as { regla: string; activa: boolean }[];
    expect(rules.filter((r) => ['tresVias', 'facturaEnvio', 'expedienteCompleto'].includes(r.regla))).toEqual([
      {
        regla: 'tresVias',
        activa: true,
        severidad: null,
        tolerancia: null,
        severidadPredeterminada: 'error',
        toleranciaPredeterminada: '0.01',
      },
      {
        regla: 'facturaEnvio',
        activa: true,
        severidad: null,
        tolerancia: null,
        severidadPredeterminada: 'warning',
        toleranciaPredeterminada: '0.01',
      },
      { regla: 'expedienteCompleto', activa: true, severidad: null, tolerancia: null, severidadPredeterminada: 'warning' },
    ]);
    // A pedimento changed after it was paid keeps being audited with the rule on; its row version moves.
    await t.db
      .update(pedimentos)
      .set({ rowVersion: sql`${pedimentos.rowVersion} + 1` })
      .where(eq(pedimentos.pedimentoId, pedimentoId));
    expect(await auditar()).toBe(1);
    expect(await findings('expedienteCompleto')).toHaveLength(2);
  });
});
