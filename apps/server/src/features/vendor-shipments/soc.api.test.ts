import { count } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { socCertificados, userVendors } from '@portal/db';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { TEMPLATE_HEADERS } from '../../../test/vendor-template.ts';

let t: TestApp;
const tokens: Record<string, string> = {};
let envioId: number;

const call = (who: string, method: string, url: string, body?: unknown, language = 'es-MX') =>
  t.call(tokens[who]!, method, url, body, { 'accept-language': language });

function multipart(who: string, url: string, content: Buffer, name: string) {
  const boundary = '----soc-boundary';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`;
  return t.app.inject({
    method: 'POST',
    url,
    payload: Buffer.concat([Buffer.from(head), content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, authorization: `Bearer ${tokens[who]}` },
  });
}
const pdf = async (who: string) =>
  (await multipart(who, '/api/Proveedores/SOC/Documento', Buffer.from('%PDF-1.4\n%soc\n%%EOF\n'), 'soc.pdf')).json().fileId as string;

async function user(name: string, roles: string[], vendors: number[] = []) {
  const u = await t.createUser({ roles });
  for (const proveedorId of vendors) await t.db.insert(userVendors).values({ userId: u.userId, proveedorId });
  await t.grantProfile([['Proveedores', 'r', 'w', 'c']] as never, { userIds: [u.userId] });
  tokens[name] = (await t.login(u.userName, u.password)).accessToken;
}

beforeAll(async () => {
  t = await createTestApp();
  tokens.admin = await t.tokenFor({ roles: ['admin'] });
  const clienteId = (
    await call('admin', 'POST', '/api/Clientes', { nombreCorto: 'ACME', razonSocial: 'ACME SA DE CV', rfc: 'ALA131011IC8' })
  ).json().clienteId;
  const v1 = (
    await call('admin', 'POST', '/api/Proveedores', {
      nombreCorto: 'V1',
      razonSocial: 'Proveedor Uno',
      rfc: 'US-TAX-0001',
      clientes: [clienteId],
    })
  ).json().proveedorId;
  const v2 = (
    await call('admin', 'POST', '/api/Proveedores', {
      nombreCorto: 'V2',
      razonSocial: 'Proveedor Dos',
      rfc: 'US-TAX-0002',
      clientes: [clienteId],
    })
  ).json().proveedorId;
  await call('admin', 'POST', '/api/Partes', {
    clienteId,
    numeroParte: 'P-1',
    descripcion: 'Pieza',
    fraccion: '01012101',
    nico: '00',
    estadoSincronizacion: 'pendiente',
  });
  await user('vendor1', ['subscriber'], [v1]);
  await user('vendor2', ['subscriber'], [v2]);
  await user('quality', ['editor']);
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Embarque');
  sheet.addRow(TEMPLATE_HEADERS);
  sheet.addRow(['F-1', '2026-03-02', 'USD', 'FOB', '', '', 'USA', '06', 1, 'P-1', 2, '']);
  const shipment = await multipart(
    'vendor1',
    `/api/Proveedores/Embarques?proveedorId=${v1}&clienteId=${clienteId}`,
    Buffer.from(await workbook.xlsx.writeBuffer()),
    'e.xlsx',
  );
  expect(shipment.statusCode, shipment.body).toBe(201);
  envioId = shipment.json().envioId;
});
afterAll(async () => {
  await t.close();
});

describe('quality SOC (certificates of conformity)', () => {
  it('the vendor submits, quality rejects with a reason, the vendor resubmits, quality approves', async () => {
    const input = {
      envioId,
      numero: 'COC-001',
      fechaEmision: '2026-03-01',
      lote: 'L-9',
      resultado: 'Dimensiones y dureza dentro de tolerancia',
      fileId: await pdf('vendor1'),
    };
    const created = await call('vendor1', 'POST', '/api/Proveedores/SOC', input);
    expect(created.statusCode, created.body).toBe(201);
    const soc = created.json();
    expect(soc).toMatchObject({ estado: 'pendiente', secuencia: 1, numero: 'COC-001', archivo: { contentType: 'application/pdf' } });
    // The same number again, another vendor's shipment, a file of someone else: refused, nothing written.
    expect((await call('vendor1', 'POST', '/api/Proveedores/SOC', { ...input, fileId: await pdf('vendor1') })).statusCode).toBe(409);
    expect(
      (await call('vendor2', 'POST', '/api/Proveedores/SOC', { ...input, numero: 'X', fileId: await pdf('vendor2') })).statusCode,
    ).toBe(400);
    expect(
      (await call('vendor1', 'POST', '/api/Proveedores/SOC', { ...input, numero: 'Y', fileId: await pdf('quality') })).statusCode,
    ).toBe(400);
    const [rows] = await t.db.select({ n: count() }).from(socCertificados);
    expect(rows!.n).toBe(1);
    expect((await call('vendor2', 'GET', `/api/Proveedores/SOC/${soc.socId}`)).statusCode).toBe(404);
    expect((await call('vendor2', 'GET', '/api/Proveedores/SOC')).json().total).toBe(0);

    // The vendor cannot judge its own; a rejection needs a reason.
    const verdict = { estado: 'aprobado', rowVersion: soc.rowVersion };
    expect((await call('vendor1', 'POST', `/api/Proveedores/SOC/${soc.socId}/Dictamen`, verdict)).statusCode).toBe(422);
    expect(
      (await call('quality', 'POST', `/api/Proveedores/SOC/${soc.socId}/Dictamen`, { estado: 'rechazado', rowVersion: soc.rowVersion }))
        .statusCode,
    ).toBe(400);
    const rejected = await call('quality', 'POST', `/api/Proveedores/SOC/${soc.socId}/Dictamen`, {
      estado: 'rechazado',
      observaciones: 'Falta la firma',
      rowVersion: soc.rowVersion,
    });
    expect(rejected.json()).toMatchObject({ estado: 'rechazado', observaciones: 'Falta la firma', revisadoByName: expect.any(String) });
    expect(
      (await call('quality', 'POST', `/api/Proveedores/SOC/${soc.socId}/Dictamen`, { ...verdict, rowVersion: rejected.json().rowVersion }))
        .statusCode,
    ).toBe(409);

    const again = await call('vendor1', 'POST', `/api/Proveedores/SOC/${soc.socId}/Reenvio`, {
      fileId: await pdf('vendor1'),
      rowVersion: rejected.json().rowVersion,
    });
    expect(again.json()).toMatchObject({ estado: 'pendiente', revisadoAt: null });
    const approved = await call('quality', 'POST', `/api/Proveedores/SOC/${soc.socId}/Dictamen`, {
      estado: 'aprobado',
      rowVersion: again.json().rowVersion,
    });
    expect(approved.json().estado).toBe('aprobado');
    expect((await call('quality', 'GET', '/api/Proveedores/SOC?estado=aprobado')).json().total).toBe(1);
    const file = await call('vendor1', 'GET', `/api/Proveedores/SOC/${soc.socId}/Documento`);
    expect(file.body).toContain('%PDF');
  });
});
