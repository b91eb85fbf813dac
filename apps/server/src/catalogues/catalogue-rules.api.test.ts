import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userCustomers } from '@portal/db';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { seedCatalogueDemo } from './catalogue.demo.ts';

/** The catalogue rules beyond the shared suite: SysExpert and catalogue options, export safety, demo data. */
let t: TestApp;
let admin: string;
let clientToken: string;
let partsWriter: string;
let nobody: string;

beforeAll(async () => {
  t = await createTestApp();
  const a = await t.createUser({ roles: ['admin'] });
  admin = (await t.login(a.userName, a.password)).accessToken;
  await seedCatalogueDemo(t.db, a.userId);
  const client = await t.createUser();
  await t.grantProfile(
    [
      ['Partes', 'r'],
      ['Clientes', 'r'],
    ],
    { userIds: [client.userId] },
  );
  await t.db.insert(userCustomers).values({ userId: client.userId, clienteId: 1 });
  clientToken = (await t.login(client.userName, client.password)).accessToken;
  const writer = await t.createUser();
  await t.grantProfile([['Partes', 'r', 'w', 'c']], { userIds: [writer.userId] });
  partsWriter = (await t.login(writer.userName, writer.password)).accessToken;
  const n = await t.createUser();
  nobody = (await t.login(n.userName, n.password)).accessToken;
});
afterAll(async () => {
  await t.close();
});

describe('demo data', () => {
  it('gives every operational list more than one page, with valid RFCs', async () => {
    for (const path of ['/api/Clientes', '/api/Proveedores', '/api/Destinatarios', '/api/Partes', '/api/GeneralDatos/LineasTransporte']) {
      const res = await t.call(admin, 'GET', path);
      expect(res.json<{ total: number }>().total, path).toBeGreaterThan(10);
    }
    const recipients = await t.call(admin, 'GET', '/api/ClienteDestinatarios?clienteId=1');
    expect(recipients.json<{ total: number }>().total).toBeGreaterThan(10);
  });
});

describe('SysExpert options', () => {
  it('lists customers by their SysExpert key, sorted by name, inside the scope', async () => {
    const all = (await t.call(admin, 'GET', '/api/Clientes/SysExpert/Opciones')).json<{ value: string; text: string }[]>();
    expect(all).toHaveLength(22);
    expect(all.map((o) => o.text)).toEqual([...all.map((o) => o.text)].sort((a, b) => (a < b ? -1 : 1)));
    expect(all[0]!.value).toMatch(/^SX\d+$/);
    const own = (await t.call(clientToken, 'GET', '/api/Clientes/SysExpert/Opciones')).json<{ text: string }[]>();
    expect(own.map((o) => o.text)).toEqual(['Autopartes Bajío']);
    expect((await t.call(nobody, 'GET', '/api/Clientes/SysExpert/Opciones')).statusCode).toBe(403);
  });

  it("lists a customer's parts for import or export, refusing other values", async () => {
    const all = (await t.call(admin, 'GET', '/api/Partes/SysExpert/Opciones/1')).json<{ value: number; text: string }[]>();
    const imports = (await t.call(admin, 'GET', '/api/Partes/SysExpert/Opciones/1?tipoImpoExpo=1')).json<unknown[]>();
    const exports = (await t.call(admin, 'GET', '/api/Partes/SysExpert/Opciones/1?tipoImpoExpo=2')).json<unknown[]>();
    expect(all.length).toBe(12);
    expect(imports.length + exports.length).toBe(all.length);
    expect(exports.length).toBeGreaterThan(0);
    expect(all[0]!.text).toMatch(/^AB-\d+ — /);
    expect((await t.call(admin, 'GET', '/api/Partes/SysExpert/Opciones/1?tipoImpoExpo=3')).statusCode).toBe(400);
    expect((await t.call(clientToken, 'GET', '/api/Partes/SysExpert/Opciones/2')).json<unknown[]>()).toEqual([]);
    expect((await t.call(null, 'GET', '/api/Partes/SysExpert/Opciones/1')).statusCode).toBe(401);
  });
});

describe('catalogue options', () => {
  it('lets those who fill in parts pick customers without reading the customer catalogue', async () => {
    expect((await t.call(partsWriter, 'GET', '/api/Clientes')).statusCode).toBe(403);
    const res = await t.call(partsWriter, 'GET', '/api/Clientes/Opciones?llaveBuscar=bajio');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([{ value: 1, text: 'Autopartes Bajío' }]);
    expect((await t.call(nobody, 'GET', '/api/Clientes/Opciones')).statusCode).toBe(403);
  });

  it('gives a reader of parts only its own customers and their vendors to filter by, without a 403', async () => {
    const reader = await t.createUser();
    await t.grantProfile([['Partes', 'r']], { userIds: [reader.userId] });
    await t.db.insert(userCustomers).values({ userId: reader.userId, clienteId: 1 });
    const token = (await t.login(reader.userName, reader.password)).accessToken;
    expect((await t.call(token, 'GET', '/api/Clientes')).statusCode).toBe(403);
    const customers = await t.call(token, 'GET', '/api/Clientes/Opciones');
    expect(customers.statusCode).toBe(200);
    expect(customers.json<{ value: number }[]>().map((o) => o.value)).toEqual([1]);
    const vendors = await t.call(token, 'GET', '/api/Proveedores/Opciones');
    expect(vendors.statusCode).toBe(200);
    const all = (await t.call(admin, 'GET', '/api/Proveedores/Opciones')).json<unknown[]>();
    expect(vendors.json<unknown[]>().length).toBeLessThan(all.length);
  });

  it('answers the texts of known ids, at most 50, and refuses malformed ids', async () => {
    const byIds = (await t.call(admin, 'GET', '/api/Partes/Opciones?ids=1,2,3')).json<{ value: number }[]>();
    expect(byIds.map((o) => o.value).sort()).toEqual([1, 2, 3]);
    expect((await t.call(admin, 'GET', '/api/Partes/Opciones')).json<unknown[]>()).toHaveLength(50);
    expect((await t.call(admin, 'GET', '/api/Partes/Opciones?ids=1;drop')).statusCode).toBe(400);
  });
});

describe('exports', () => {
  it('keeps spreadsheet formulas inert in CSV and names the file after the catalogue', async () => {
    await t.call(admin, 'POST', '/api/GeneralDatos/LineasTransporte', { nombre: '=HYPERLINK("http://x")', tipoAduana: 'aerea' });
    const csv = await t.call(admin, 'GET', '/api/GeneralDatos/LineasTransporte/Exportar?formato=csv&search=hyperlink', undefined, {
      'accept-language': 'en-US',
    });
    expect(csv.statusCode).toBe(200);
    const [header, row] = csv.body
      .replace(/^\ufeff/, '')
      .trim()
      .split('\r\n');
    expect(header).toBe('ID,Custom type,Name,Nickname,Description');
    expect(row).toContain(`"'=HYPERLINK(""http://x"")"`);
    expect(row).toContain(',Air,');
    expect(csv.headers['content-disposition']).toMatch(/^attachment; filename="Transportation lines \d{4}-\d{2}-\d{2}\.csv"/);
  });

  it('refuses an unknown format and unknown filters', async () => {
    expect((await t.call(admin, 'GET', '/api/Partes/Exportar?formato=pdf')).statusCode).toBe(400);
    expect((await t.call(admin, 'GET', '/api/Partes/Exportar?page=2')).statusCode).toBe(400);
  });
});

describe('rules between and inside fields (issue 4 catalogues)', () => {
  it('refuses a maximum age below the minimum, with its own message, and takes it the right way round', async () => {
    const profile = await t.call(
      admin,
      'POST',
      '/api/RecursosHumanos/Perfiles',
      { nombre: 'Glosador sénior', genero: 'indistinto', edadMinima: 40, edadMaxima: 30 },
      { 'accept-language': 'en-US' },
    );
    expect(profile.statusCode, profile.body).toBe(400);
    expect(profile.json<{ errors: Record<string, string[]> }>().errors.edadMaxima).toEqual([
      'The maximum age cannot be less than the minimum age',
    ]);
    const ok = await t.call(admin, 'POST', '/api/RecursosHumanos/Perfiles', {
      nombre: 'Glosador sénior',
      genero: 'indistinto',
      edadMinima: 30,
      edadMaxima: 40,
    });
    expect(ok.statusCode, ok.body).toBe(201);
  });

  it('checks formats the definitions give: bank code, postal code and a card number that is never whole', async () => {
    const bank = await t.call(admin, 'POST', '/api/TI/Bancos', { nombre: 'Banco Azteca', clave: '127', nombreCorto: 'Azteca' });
    expect(bank.statusCode, bank.body).toBe(201);
    const badBank = await t.call(admin, 'POST', '/api/TI/Bancos', { nombre: 'Banco X', clave: 'ABC' });
    expect(badBank.statusCode).toBe(400);
    const bancoId = bank.json<{ bancoId: number }>().bancoId;
    const account = (over: Record<string, unknown>) =>
      t.call(
        admin,
        'POST',
        '/api/TI/CuentasBancarias',
        {
          bancoId,
          numeroCuenta: '0123456789',
          clabe: '127180001234567891',
          razonSocial: 'Agencia Aduanal Demo, S.C.',
          nombreCorto: `Cuenta ${Math.random()}`,
          ...over,
        },
        { 'accept-language': 'es-MX' },
      );
    const wholeCard = await account({ tarjeta: '4189123412341234', codigoPostal: '64000' });
    expect(wholeCard.statusCode).toBe(400);
    expect(Object.keys(wholeCard.json<{ errors: Record<string, string[]> }>().errors)).toContain('tarjeta');
    const badPostal = await account({ tarjeta: '**** 7720', codigoPostal: '6400' });
    expect(badPostal.json<{ errors: Record<string, string[]> }>().errors.codigoPostal).toEqual(['Ingresa un código postal de 5 dígitos']);
  });
});

describe('a GET body PUT back', () => {
  it('saves on customers, receivers, vendors and transport lines, ignoring the server-managed fields', async () => {
    for (const path of ['/api/Clientes/1', '/api/Destinatarios/1', '/api/Proveedores/1', '/api/GeneralDatos/LineasTransporte/1']) {
      const got = await t.call(admin, 'GET', path);
      expect(got.statusCode, path).toBe(200);
      const body = got.json<Record<string, unknown>>();
      const put = await t.call(admin, 'PUT', path, body);
      expect(put.statusCode, `${path}: ${put.body}`).toBe(200);
      expect(put.json<{ rowVersion: number }>().rowVersion).toBe((body.rowVersion as number) + 1);
    }
  });

  it('refuses a changed server-managed field with a 400 naming it, and writes nothing', async () => {
    const body = (await t.call(admin, 'GET', '/api/Partes/1')).json<Record<string, unknown>>();
    const changed = { ...body, createdAt: '2001-01-01T00:00:00.000Z', clienteTexto: 'Otro cliente', descripcion: 'no se guarda' };
    const res = await t.call(admin, 'PUT', '/api/Partes/1', changed);
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json<{ errors: Record<string, string[]> }>().errors).sort()).toEqual(['clienteTexto', 'createdAt']);
    const after = (await t.call(admin, 'GET', '/api/Partes/1')).json<Record<string, unknown>>();
    expect(after.rowVersion).toBe(body.rowVersion);
    expect(after.descripcion).toBe(body.descripcion);
  });

  it('answers a stale copy with 409 even when its timestamps differ', async () => {
    const body = (await t.call(admin, 'GET', '/api/Clientes/2')).json<Record<string, unknown>>();
    expect((await t.call(admin, 'PUT', '/api/Clientes/2', body)).statusCode).toBe(200);
    expect((await t.call(admin, 'PUT', '/api/Clientes/2', body)).statusCode).toBe(409);
  });
});
