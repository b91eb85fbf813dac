import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { objetosConsulta, userCustomers, userCustoms, userPatents } from '@portal/db';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

/**
 * Dashboard elements over the portal's own database (a VALUES query stands for a customers' table):
 * who sees which element, and a client's data limited to its customers whatever it asks.
 */
let t: TestApp;
let admin: string;
let portalId: number;
let queryId: number;
const SALES = `select * from (values (1, 'Acme', '07', '3210', 100), (2, 'Beta', '24', '3210', 250), (3, 'Gama', '07', '1234', 75))
  as v(cliente_id, cliente, aduana, patente, monto)`;

const post = (url: string, body: unknown) => t.call(admin, 'POST', url, body);

async function element(nombre: string, accesos: { tipo: string; valor: string }[], filtros: unknown[] = []) {
  const res = await post('/api/Tableros/Elementos', {
    tipo: 3,
    nombre,
    objetoConsultaId: queryId,
    columnaEtiqueta: 'cliente',
    columnasValor: ['monto'],
    filtros,
    accesos,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().elementoId as number;
}

async function userToken(roles: string[], assign: { clientes?: number[]; aduanas?: string[]; patentes?: string[] } = {}) {
  const user = await t.createUser({ roles });
  for (const clienteId of assign.clientes ?? []) await t.db.insert(userCustomers).values({ userId: user.userId, clienteId });
  for (const aduana of assign.aduanas ?? []) await t.db.insert(userCustoms).values({ userId: user.userId, aduana });
  for (const patente of assign.patentes ?? []) await t.db.insert(userPatents).values({ userId: user.userId, patente });
  return { ...user, token: (await t.login(user.userName, user.password)).accessToken };
}

const names = async (token: string) =>
  ((await t.call(token, 'GET', '/api/Tableros/MiTablero')).json().elementos as { nombre: string }[]).map((e) => e.nombre).sort();

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.tokenFor({ roles: ['admin'] });
  portalId = (await post('/api/AccesoDatos/CadenasConexion', { tipo: 'portal', descripcion: 'Portal', sistema: 1 })).json()
    .cadenaConexionId;
  queryId = (
    await post('/api/AccesoDatos/ObjetosConsulta', { cadenaConexionId: portalId, tipo: 'consulta', sql: SALES, descripcion: 'Ventas' })
  ).json().objetoConsultaId;
  await t.grantProfile([['Tableros', 'r']], { roles: ['editor', 'client', 'subscriber', 'author'] });
  // Clientes the grants and scope name must exist for the user's assignments.
  for (const [id, nombre] of [
    [1, 'Acme'],
    [2, 'Beta'],
    [3, 'Gama'],
  ] as const) {
    await t.call(admin, 'POST', '/api/Clientes', {
      nombreCorto: nombre,
      razonSocial: `${nombre} SA`,
      rfc: `${nombre.toUpperCase().padEnd(3, 'X')}010101AB${id}`,
    });
  }
});
afterAll(async () => {
  await t?.close();
});

describe('grants: a user sees exactly the elements granted to it', () => {
  it('by user, role, customer, customs office and patent, and nothing else', async () => {
    const editor = await userToken(['editor']);
    const customs = await userToken(['subscriber'], { aduanas: ['24'] });
    const patent = await userToken(['author'], { patentes: ['1234'] });
    const other = await userToken(['subscriber']);
    const byUser = await element('Por usuario', [{ tipo: 'usuario', valor: String(other.userId) }]);
    await element('Por rol', [{ tipo: 'rol', valor: 'editor' }]);
    await element('Por aduana', [{ tipo: 'aduana', valor: '24' }]);
    await element('Por patente', [{ tipo: 'patente', valor: '1234' }]);
    await element('De nadie', []);
    expect(await names(editor.token)).toEqual(['Por rol']);
    expect(await names(customs.token)).toEqual(['Por aduana']);
    expect(await names(patent.token)).toEqual(['Por patente']);
    expect(await names(other.token)).toEqual(['Por usuario']);
    // Not granted: 404 for its data, as if it did not exist.
    expect((await t.call(editor.token, 'GET', `/api/Tableros/Elementos/${byUser}/Datos`)).statusCode).toBe(404);
    // The settings list shows a reader its own elements only; designers see them all.
    const list = await t.call(editor.token, 'GET', '/api/Tableros/Elementos');
    expect(list.json().items.map((i: { nombre: string }) => i.nombre)).toEqual(['Por rol']);
    expect((await t.call(admin, 'GET', '/api/Tableros/Elementos')).json().total).toBeGreaterThanOrEqual(5);
    // Readers cannot change elements.
    expect((await t.call(editor.token, 'DELETE', `/api/Tableros/Elementos/${byUser}`)).statusCode).toBe(403);
  });
});

describe('filters and scope on element data', () => {
  let clientFilter: number;
  let listFilter: number;
  let queryFilter: number;
  beforeAll(async () => {
    clientFilter = (
      await post('/api/AccesoDatos/FiltrosCondicion', {
        nombre: 'Mis clientes',
        tipo: 'sesion',
        valoresUsuario: 'clientes',
        tipoDato: 'numero',
        operadorLogico: '=',
      })
    ).json().filtroCondicionId;
    listFilter = (
      await post('/api/AccesoDatos/FiltrosCondicion', {
        nombre: 'Aduana',
        tipo: 'lista',
        tipoDato: 'texto',
        operadorLogico: '=',
        seleccionMultiple: true,
        opciones: [
          { value: '07', text: 'Ciudad Juárez' },
          { value: '24', text: 'Nuevo Laredo' },
        ],
      })
    ).json().filtroCondicionId;
    queryFilter = (
      await post('/api/AccesoDatos/FiltrosCondicion', {
        nombre: 'Patente',
        tipo: 'consulta',
        objetoConsultaId: queryId,
        columnaValor: 'patente',
        columnaTexto: 'patente',
        tipoDato: 'texto',
        operadorLogico: '=',
      })
    ).json().filtroCondicionId;
  });

  it('takes back the body its GET gave, filters with their condition included (issue 19)', async () => {
    const id = await element(
      'Ventas para editar',
      [{ tipo: 'rol', valor: 'editor' }],
      [{ filtroCondicionId: clientFilter, nombre: 'clientes', etiqueta: 'Clientes', columna: 'cliente_id', obligatorio: false }],
    );
    const got = (await t.call(admin, 'GET', `/api/Tableros/Elementos/${id}`)).json();
    expect(got.filtros[0].filtro).toBeDefined();
    const saved = await t.call(admin, 'PUT', `/api/Tableros/Elementos/${id}`, { ...got, nombre: 'Ventas editadas' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ nombre: 'Ventas editadas', filtros: [{ filtroCondicionId: clientFilter }] });
    const renamed = await t.call(admin, 'PUT', `/api/Tableros/Elementos/${id}`, { ...(saved.json() as object), objetoConsulta: 'otra' });
    expect(renamed.statusCode).toBe(400);
    expect(Object.keys(renamed.json().errors)).toEqual(['objetoConsulta']);
  });

  it('limits a client to its own customers whatever the request says', async () => {
    const client = await userToken(['client'], { clientes: [2] });
    const id = await element(
      'Ventas por cliente',
      [{ tipo: 'cliente', valor: '2' }],
      [{ filtroCondicionId: clientFilter, nombre: 'clientes', etiqueta: 'Clientes', columna: 'cliente_id', obligatorio: false }],
    );
    const data = await t.call(client.token, 'GET', `/api/Tableros/Elementos/${id}/Datos?f.clientes=1&f.clientes=3`);
    expect(data.statusCode).toBe(200);
    expect(data.json().filas).toEqual([{ cliente_id: 2, cliente: 'Beta', aduana: '24', patente: '3210', monto: 250 }]);
    // The session filter is not offered to pick.
    const mine = (await t.call(client.token, 'GET', '/api/Tableros/MiTablero')).json().elementos;
    expect(mine[0].filtros).toEqual([]);
    // Export carries the same rows.
    const sheet = await t.call(client.token, 'GET', `/api/Tableros/Elementos/${id}/Datos/Exportar?formato=csv&f.clientes=1`);
    expect(sheet.statusCode).toBe(200);
    expect(sheet.body).toContain('Beta');
    expect(sheet.body).not.toContain('Acme');
  });

  it('gives a client no data from an element not limited to customers (fail closed)', async () => {
    const client = await userToken(['client'], { clientes: [1] });
    const id = await element('Sin alcance', [{ tipo: 'rol', valor: 'client' }]);
    const res = await t.call(client.token, 'GET', `/api/Tableros/Elementos/${id}/Datos`);
    expect(res.statusCode).toBe(422);
  });

  it('applies list, query and user-value filters, refusing values outside the options', async () => {
    const staff = await userToken(['editor']);
    const id = await element(
      'Filtrado',
      [{ tipo: 'rol', valor: 'editor' }],
      [
        { filtroCondicionId: listFilter, nombre: 'aduana', etiqueta: 'Aduana', columna: 'aduana', obligatorio: false },
        { filtroCondicionId: queryFilter, nombre: 'patente', etiqueta: 'Patente', columna: 'patente', obligatorio: true },
      ],
    );
    const board = (await t.call(staff.token, 'GET', '/api/Tableros/MiTablero'))
      .json()
      .elementos.find((e: { elementoId: number }) => e.elementoId === id);
    expect(board.filtros.map((f: { opciones: { value: string }[] }) => f.opciones.map((o) => o.value))).toEqual([
      ['07', '24'],
      ['1234', '3210'],
    ]);
    const missing = await t.call(staff.token, 'GET', `/api/Tableros/Elementos/${id}/Datos`);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toHaveProperty(['f.patente']);
    const rows = await t.call(staff.token, 'GET', `/api/Tableros/Elementos/${id}/Datos?f.patente=3210&f.aduana=07&f.aduana=24`);
    expect(rows.json().filas.map((r: { cliente: string }) => r.cliente)).toEqual(['Acme', 'Beta']);
    const one = await t.call(staff.token, 'GET', `/api/Tableros/Elementos/${id}/Datos?f.patente=3210&f.aduana=07`);
    expect(one.json().filas.map((r: { cliente: string }) => r.cliente)).toEqual(['Acme']);
    const outside = await t.call(staff.token, 'GET', `/api/Tableros/Elementos/${id}/Datos?f.patente=3210&f.aduana=99`);
    expect(outside.statusCode).toBe(400);
    // A user-value filter offers the user's own customs offices only and refuses others.
    const userFilter = (
      await post('/api/AccesoDatos/FiltrosCondicion', {
        nombre: 'Mis aduanas',
        tipo: 'usuario',
        valoresUsuario: 'aduanas',
        tipoDato: 'texto',
        operadorLogico: '=',
      })
    ).json().filtroCondicionId;
    const limited = await userToken(['subscriber'], { aduanas: ['07'] });
    const byCustoms = await element(
      'Por mis aduanas',
      [{ tipo: 'aduana', valor: '07' }],
      [{ filtroCondicionId: userFilter, nombre: 'aduana', etiqueta: 'Aduana', columna: 'aduana', obligatorio: false }],
    );
    const own = await t.call(limited.token, 'GET', `/api/Tableros/Elementos/${byCustoms}/Datos`);
    expect(own.json().filas.map((r: { aduana: string }) => r.aduana)).toEqual(['07', '07']);
    expect((await t.call(limited.token, 'GET', `/api/Tableros/Elementos/${byCustoms}/Datos?f.aduana=24`)).statusCode).toBe(400);
  });

  it('keeps each user’s arrangement', async () => {
    const staff = await userToken(['editor']);
    const ids = (await t.call(staff.token, 'GET', '/api/Tableros/MiTablero'))
      .json()
      .elementos.map((e: { elementoId: number }) => e.elementoId);
    expect(ids.length).toBeGreaterThan(1);
    const reversed = [...ids].reverse();
    const saved = await t.call(staff.token, 'PUT', '/api/Tableros/MiTablero/Disposicion', {
      elementos: [...reversed.map((elementoId: number) => ({ elementoId, ancho: 12 })), { elementoId: 999999, ancho: 4 }],
    });
    expect(saved.statusCode).toBe(204);
    const again = (await t.call(staff.token, 'GET', '/api/Tableros/MiTablero')).json().elementos;
    expect(again.map((e: { elementoId: number }) => e.elementoId)).toEqual(reversed);
    expect(again.every((e: { ancho: number }) => e.ancho === 12)).toBe(true);
  });
});

describe('a failing element', () => {
  it('tells a viewer it failed without the source’s message; the designer’s preview shows it', async () => {
    const viewer = await userToken(['editor']);
    const failing = await post('/api/AccesoDatos/ObjetosConsulta', {
      cadenaConexionId: portalId,
      tipo: 'consulta',
      sql: 'select 1 as v',
      descripcion: 'Luego rota',
    });
    const failingId = failing.json().objetoConsultaId as number;
    const element = (
      await post('/api/Tableros/Elementos', {
        tipo: 1,
        nombre: 'Luego rota',
        objetoConsultaId: failingId,
        accesos: [{ tipo: 'rol', valor: 'editor' }],
      })
    ).json().elementoId;
    // The object is changed behind the API (as a dropped view would): its SQL now fails at the source.
    await t.db
      .update(objetosConsulta)
      .set({ sql: 'select * from tableros.no_existe' })
      .where(eq(objetosConsulta.objetoConsultaId, failingId));
    const seen = await t.call(viewer.token, 'GET', `/api/Tableros/Elementos/${element}/Datos`);
    expect(seen.statusCode).toBe(422);
    expect(seen.body).not.toContain('no_existe');
    const designer = await t.call(admin, 'GET', `/api/Tableros/Elementos/${element}/Datos`);
    expect(designer.statusCode).toBe(422);
    expect(designer.body).toContain('no_existe');
  });
});

describe('settings lists export', () => {
  it('exports each list as CSV in the caller’s language, and a reader only the elements granted to it', async () => {
    for (const path of ['CadenasConexion', 'ObjetosConsulta', 'FiltrosCondicion']) {
      const res = await t.call(admin, 'GET', `/api/AccesoDatos/${path}/Exportar?formato=csv`, undefined, { 'accept-language': 'en-US' });
      expect(res.statusCode, path).toBe(200);
      expect(res.headers['content-type']).toContain('text/csv');
    }
    const connections = await t.call(admin, 'GET', '/api/AccesoDatos/CadenasConexion/Exportar?formato=csv', undefined, {
      'accept-language': 'en-US',
    });
    expect(connections.body).toContain('Password stored');
    expect(connections.body).toContain('Portal');
    const reader = await userToken(['editor']);
    const mine = await t.call(reader.token, 'GET', '/api/Tableros/Elementos/Exportar?formato=csv');
    expect(mine.body).toContain('Por rol');
    expect(mine.body).not.toContain('De nadie');
    expect((await t.call(reader.token, 'GET', '/api/AccesoDatos/CadenasConexion/Exportar?formato=csv')).statusCode).toBe(403);
  });
});
