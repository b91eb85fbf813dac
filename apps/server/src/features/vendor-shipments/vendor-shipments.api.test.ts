import { count } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import * as XLSX from '@e965/xlsx';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clasificacionSolicitudes, enviosProveedor, storedFiles, userCustomers, userVendors } from '@portal/db';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { TEMPLATE_HEADERS } from '../../../test/vendor-template.ts';

let t: TestApp;
const tokens: Record<string, string> = {};
let clienteA: number;
let v1: number;
let v2: number;

const HEADERS = TEMPLATE_HEADERS;
const GOOD = ['F-1001', '2026-03-02', 'USD', 'FOB', 'OC-77', 'G-1', 'USA', '6', 12.5, 'P-100', 40, 'Tornillo'];

async function xlsx(rows: unknown[][], headers = HEADERS): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Embarque');
  sheet.addRow(headers);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** The same sheet saved as Excel 97-2003 (.xls, BIFF8). */
function xls(rows: unknown[][], headers = HEADERS): Buffer {
  const workbook = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(workbook, XLSX.utils.aoa_to_sheet([headers, ...rows], { cellDates: true, UTC: true }), 'Embarque');
  return XLSX.write(workbook, { type: 'buffer', bookType: 'xls' }) as Buffer;
}

function upload(who: string, content: Buffer, query = `proveedorId=${v1}&clienteId=${clienteA}`, language = 'es-MX') {
  const boundary = '----xlsx-boundary';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="embarque.xlsx"\r\nContent-Type: application/octet-stream\r\n\r\n`;
  return t.app.inject({
    method: 'POST',
    url: `/api/Proveedores/Embarques?${query}`,
    payload: Buffer.concat([Buffer.from(head), content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      authorization: `Bearer ${tokens[who]}`,
      'accept-language': language,
    },
  });
}

const call = (who: string, method: string, url: string, body?: unknown) => t.call(tokens[who]!, method, url, body);

async function written() {
  const [envios] = await t.db.select({ n: count() }).from(enviosProveedor);
  const [files] = await t.db.select({ n: count() }).from(storedFiles);
  return { envios: envios!.n, files: files!.n };
}

async function user(name: string, roles: string[], grants: string[][], vendors: number[] = [], customers: number[] = []) {
  const u = await t.createUser({ roles });
  for (const proveedorId of vendors) await t.db.insert(userVendors).values({ userId: u.userId, proveedorId });
  for (const clienteId of customers) await t.db.insert(userCustomers).values({ userId: u.userId, clienteId });
  await t.grantProfile(grants as never, { userIds: [u.userId] });
  tokens[name] = (await t.login(u.userName, u.password)).accessToken;
}

beforeAll(async () => {
  t = await createTestApp();
  tokens.admin = await t.tokenFor({ roles: ['admin'] });
  const a = await call('admin', 'POST', '/api/Clientes', { nombreCorto: 'ACME', razonSocial: 'ACME SA DE CV', rfc: 'ALA131011IC8' });
  clienteA = a.json().clienteId;
  const p1 = await call('admin', 'POST', '/api/Proveedores', {
    nombreCorto: 'Bajío',
    razonSocial: 'Logística Bajío SA',
    rfc: 'US-TAX-0001',
    clientes: [clienteA],
  });
  const p2 = await call('admin', 'POST', '/api/Proveedores', {
    nombreCorto: 'Otro',
    razonSocial: 'Otro Proveedor SA',
    rfc: 'US-TAX-0002',
    clientes: [clienteA],
  });
  expect(p1.statusCode, p1.body).toBe(201);
  expect(p2.statusCode, p2.body).toBe(201);
  v1 = p1.json().proveedorId;
  v2 = p2.json().proveedorId;
  const part = await call('admin', 'POST', '/api/Partes', {
    clienteId: clienteA,
    numeroParte: 'P-100',
    descripcion: 'Tornillo',
    fraccion: '01012101',
    nico: '00',
    proveedorId: v1,
    estadoSincronizacion: 'pendiente',
  });
  expect(part.statusCode, part.body).toBe(201);
  const grants = [['Proveedores', 'r', 'w', 'c']];
  await user('vendor1', ['subscriber'], grants, [v1]);
  await user('vendor2', ['subscriber'], grants, [v2]);
  await user('staff', ['editor'], grants);
  await user('customer', ['client'], [['Proveedores', 'r', 'w']], [], [clienteA]);
});
afterAll(async () => {
  await t.close();
});

describe('boarding templates and vendor shipments', () => {
  it("downloads the vendor's template with its columns and lists, only for the vendor's own", async () => {
    const res = await call('vendor1', 'GET', `/api/Proveedores/Embarques/Plantilla?proveedorId=${v1}&clienteId=${clienteA}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(HEADERS);
    const lists = workbook.getWorksheet('Listas')!;
    expect(lists.getColumn('I').values).toContain('P-100');
    expect(lists.getColumn('A').values).toContain('USD');
    const validations = (sheet as unknown as { dataValidations: { model: Record<string, { formulae: string[] }> } }).dataValidations.model;
    expect(validations.C2?.formulae[0]).toMatch(/^Listas!\$A\$1:\$A\$\d+$/);
    expect((await call('vendor2', 'GET', `/api/Proveedores/Embarques/Plantilla?proveedorId=${v1}&clienteId=${clienteA}`)).statusCode).toBe(
      400,
    );
  });

  it('stores a good template as a shipment with its lines, seen by its vendor only', async () => {
    const res = await upload(
      'vendor1',
      await xlsx([GOOD, ['F-1001', new Date(Date.UTC(2026, 2, 3)), 'MXN', 'EXW', '', '', 'MEX', '6', '0.125', 'p-100', '2.5', '']]),
    );
    expect(res.statusCode, res.body).toBe(201);
    const shipment = res.json();
    expect(shipment).toMatchObject({ proveedorId: v1, clienteId: clienteA, secuencia: 1, lineas: 2 });
    expect(shipment.primerasLineas[0]).toMatchObject({
      renglon: 2,
      factura: 'F-1001',
      fecha: '2026-03-02',
      moneda: 'USD',
      precioUnitario: '12.500000',
      cantidad: '40.0000',
    });
    expect(shipment.primerasLineas[1]).toMatchObject({ fecha: '2026-03-03', precioUnitario: '0.125000', numeroParte: 'p-100' });
    expect((await call('vendor1', 'GET', '/api/Proveedores/Embarques')).json().total).toBe(1);
    expect((await call('vendor2', 'GET', '/api/Proveedores/Embarques')).json().total).toBe(0);
    expect((await call('vendor2', 'GET', `/api/Proveedores/Embarques/${shipment.envioId}`)).statusCode).toBe(404);
    expect((await call('vendor2', 'GET', `/api/Proveedores/Embarques/${shipment.envioId}/Plantilla`)).statusCode).toBe(404);
    expect((await call('staff', 'GET', '/api/Proveedores/Embarques')).json().total).toBe(1);
    // Each side marks its review; the vendor cannot.
    expect((await call('vendor1', 'POST', `/api/Proveedores/Embarques/${shipment.envioId}/Revision`, { rowVersion: 1 })).statusCode).toBe(
      422,
    );
    const staff = await call('staff', 'POST', `/api/Proveedores/Embarques/${shipment.envioId}/Revision`, { rowVersion: 1 });
    expect(staff.json().revisionEjecutivoAt).toBeTruthy();
    const customer = await call('customer', 'POST', `/api/Proveedores/Embarques/${shipment.envioId}/Revision`, { rowVersion: 2 });
    expect(customer.json()).toMatchObject({ revisionClienteAt: expect.any(String) });
  });

  it('refuses every kind of bad template, naming each bad cell, and writes nothing', async () => {
    const before = await written();
    const png = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
    const wrong = await upload('vendor1', png, undefined, 'en-US');
    expect(wrong.statusCode).toBe(415);
    expect(wrong.json().detail).toBe('Invalid Excel file');
    const zip = Buffer.from('504b0304140000000000', 'hex');
    expect((await upload('vendor1', zip)).statusCode).toBe(415);
    const empty = await upload('vendor1', await xlsx([]));
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errores).toEqual([expect.objectContaining({ tipo: 'empty' })]);
    const missing = await upload('vendor1', await xlsx([GOOD.slice(0, 10)], HEADERS.slice(0, 10)));
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errores.map((e: { columna: string; tipo: string }) => [e.columna, e.tipo])).toEqual([
      ['Cantidad', 'missingColumn'],
      ['Descripción', 'missingColumn'],
    ]);
    const bad = await upload(
      'vendor1',
      await xlsx([
        ['F-1', '2026-02-31', 'ABC', 'ZZZ', '', '', 'QQQ', '55', 'caro', 'P-100', 'diez', ''],
        ['F-2', '2026-03-01', 'USD', 'FOB', '', '', 'USA', '6', 1, 'NUEVA-1', 5, 'Arandela nueva'],
      ]),
      undefined,
      'en-US',
    );
    expect(bad.statusCode).toBe(422);
    const errors = bad
      .json()
      .errores.map((e: { fila: number; columna: string; valor: string; tipo: string }) => [e.fila, e.columna, e.valor, e.tipo]);
    expect(errors).toEqual(
      expect.arrayContaining([
        [2, 'Date', '2026-02-31', 'date'],
        [2, 'Currency', 'ABC', 'currency'],
        [2, 'Incoterm', 'ZZZ', 'incoterm'],
        [2, 'Origin country', 'QQQ', 'country'],
        [2, 'Unit of measure', '55', 'unit'],
        [2, 'Unit price', 'caro', 'notANumber'],
        [2, 'Quantity', 'diez', 'notANumber'],
        [3, 'Part number', 'NUEVA-1', 'unknownPart'],
      ]),
    );
    expect(bad.json().errores.find((e: { tipo: string }) => e.tipo === 'unknownPart').motivo).toContain('NUEVA-1');
    expect(bad.json().partesDesconocidas).toEqual([{ numeroParte: 'NUEVA-1', descripcion: 'Arandela nueva' }]);
    expect(await written()).toEqual(before);

    // The unknown part goes to classification in one action (once).
    const body = { proveedorId: v1, clienteId: clienteA, partes: bad.json().partesDesconocidas };
    expect((await call('vendor1', 'POST', '/api/Proveedores/Embarques/Clasificar', body)).json()).toEqual({ creadas: 1, existentes: 0 });
    expect((await call('vendor1', 'POST', '/api/Proveedores/Embarques/Clasificar', body)).json()).toEqual({ creadas: 0, existentes: 1 });
    const [requests] = await t.db.select({ n: count() }).from(clasificacionSolicitudes);
    expect(requests!.n).toBe(1);
    expect((await call('vendor2', 'POST', '/api/Proveedores/Embarques/Clasificar', body)).statusCode).toBe(400);
  });

  it('reads an Excel 97-2003 (.xls) template like an .xlsx: good rows stored, bad cells named, nothing written', async () => {
    const before = await written();
    const bad = await upload(
      'vendor1',
      xls([['F-9', '2026-03-02', 'ABC', 'FOB', '', '', 'USA', '6', 'caro', 'P-100', 3, '']]),
      undefined,
      'en-US',
    );
    expect(bad.statusCode, bad.body).toBe(422);
    expect(bad.json().errores.map((e: { fila: number; columna: string; tipo: string }) => [e.fila, e.columna, e.tipo])).toEqual([
      [2, 'Currency', 'currency'],
      [2, 'Unit price', 'notANumber'],
    ]);
    // A compound file that is not a workbook (a Word 97 document) is not an .xls.
    const word = XLSX.CFB.utils.cfb_new();
    XLSX.CFB.utils.cfb_add(word, 'WordDocument', Buffer.from('Hola'));
    expect((await upload('vendor1', XLSX.CFB.write(word, { type: 'buffer' }) as Buffer)).statusCode).toBe(415);
    expect(await written()).toEqual(before);
    const good = await upload(
      'vendor1',
      xls([['F-9', new Date(Date.UTC(2026, 2, 4)), 'USD', 'FOB', 'OC-1', '', 'USA', 6, 2.5, 'P-100', 7, 'Tornillo']]),
    );
    expect(good.statusCode, good.body).toBe(201);
    expect(good.json()).toMatchObject({ lineas: 1 });
    expect(good.json().primerasLineas[0]).toMatchObject({
      renglon: 2,
      factura: 'F-9',
      fecha: '2026-03-04',
      unidadMedida: '06',
      precioUnitario: '2.500000',
      cantidad: '7.0000',
      numeroParte: 'P-100',
    });
  });
});
