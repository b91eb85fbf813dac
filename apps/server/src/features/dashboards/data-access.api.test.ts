import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cadenasConexion, objetosConsulta } from '@portal/db';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

const PG_ADMIN = 'postgres://postgres@127.0.0.1:5432/postgres';
const suffix = randomBytes(4).toString('hex');
const PG_DB = `dash_t_${suffix}`;
const PG_READER = `dash_ro_${suffix}`;
const PG_READER_PASSWORD = `Lect0r-${suffix}`;

async function pgReachable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: PG_ADMIN, connectionTimeoutMillis: 2000 });
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}
const pgUp = await pgReachable();

async function onPg<T>(database: string, fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: PG_ADMIN.replace(/\/postgres$/, `/${database}`) });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.tokenFor({ roles: ['admin'] });
});
afterAll(async () => {
  await t?.close();
});

const connection = (body: Record<string, unknown>) =>
  t.call(admin, 'POST', '/api/AccesoDatos/CadenasConexion', { descripcion: 'Origen', sistema: 1, ...body });
const settings = (body: Record<string, unknown>) =>
  t.call(admin, 'PUT', '/api/AccesoDatos/Configuracion', {
    hostsPermitidos: [],
    permitirLoopback: true,
    tiempoLimiteMs: 1500,
    maximoFilas: 50,
    ...body,
  });

describe('connection strings: the password and the hosts', () => {
  it('keeps the password sealed and never answers it (a "set" flag instead)', async () => {
    const created = await connection({
      tipo: 'postgresql',
      servidor: '127.0.0.1',
      baseDatos: 'x',
      usuario: 'u',
      password: 'Sup3r-Secreta',
    });
    expect(created.statusCode).toBe(201);
    expect(created.body).not.toContain('Sup3r-Secreta');
    expect(created.json()).toMatchObject({ passwordGuardado: true });
    const id = created.json().cadenaConexionId as number;
    for (const url of [`/api/AccesoDatos/CadenasConexion/${id}`, '/api/AccesoDatos/CadenasConexion']) {
      const res = await t.call(admin, 'GET', url);
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain('Sup3r-Secreta');
      expect(res.body).not.toMatch(/"password"/);
    }
    const [row] = await t.db.select().from(cadenasConexion).where(eq(cadenasConexion.cadenaConexionId, id));
    expect(row!.passwordSellado).toMatch(/^v1\./);
    expect(row!.passwordSellado).not.toContain('Sup3r');
    // Saving without a password keeps it; null clears it.
    const kept = await t.call(admin, 'PUT', `/api/AccesoDatos/CadenasConexion/${id}`, {
      cadenaConexionId: id,
      rowVersion: 0,
      tipo: 'postgresql',
      servidor: '127.0.0.1',
      baseDatos: 'y',
      usuario: 'u',
      descripcion: 'Origen',
      sistema: 1,
    });
    expect(kept.json()).toMatchObject({ passwordGuardado: true, baseDatos: 'y', rowVersion: 1 });
    const stale = await t.call(admin, 'PUT', `/api/AccesoDatos/CadenasConexion/${id}`, {
      cadenaConexionId: id,
      rowVersion: 0,
      tipo: 'postgresql',
      servidor: '127.0.0.1',
      baseDatos: 'z',
      usuario: 'u',
      password: null,
      descripcion: 'Origen',
      sistema: 1,
    });
    expect(stale.statusCode).toBe(409);
    // The body its GET gave comes back as it is (decision 0178): the password stays, a changed flag is a 400.
    const got = (await t.call(admin, 'GET', `/api/AccesoDatos/CadenasConexion/${id}`)).json() as Record<string, unknown>;
    const again = await t.call(admin, 'PUT', `/api/AccesoDatos/CadenasConexion/${id}`, { ...got, descripcion: 'Con su GET' });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({ descripcion: 'Con su GET', passwordGuardado: true });
    const flag = await t.call(admin, 'PUT', `/api/AccesoDatos/CadenasConexion/${id}`, {
      ...(again.json() as object),
      passwordGuardado: false,
    });
    expect(flag.statusCode).toBe(400);
    expect(Object.keys(flag.json().errors)).toEqual(['passwordGuardado']);
    for (const path of ['/api/AccesoDatos/ObjetosConsulta', '/api/AccesoDatos/FiltrosCondicion']) {
      const first = ((await t.call(admin, 'GET', path)).json() as { items: Record<string, number>[] }).items[0];
      if (!first) continue;
      const idOf = path.endsWith('Consulta') ? first.objetoConsultaId : first.filtroCondicionId;
      const record = (await t.call(admin, 'GET', `${path}/${idOf}`)).json() as object;
      const back = await t.call(admin, 'PUT', `${path}/${idOf}`, record);
      expect(back.statusCode, `${path}: ${back.body}`).toBe(200);
    }
  });

  it('refuses link-local, metadata, loopback (unless allowed) and hosts off the allow-list, saying why', async () => {
    await settings({ permitirLoopback: false, hostsPermitidos: ['db.example.com', '10.20.0.0/16'] });
    const cases: [string, RegExp][] = [
      ['169.254.169.254', /prohibida/],
      ['[fe80::1]:5432', /prohibida/],
      ['metadata.google.internal', /prohibida/],
      ['127.0.0.1:5432', /propio servidor/],
      ['localhost', /propio servidor/],
      ['[::ffff:127.0.0.1]', /propio servidor/],
      ['10.30.1.1', /no está en la lista/],
      ['0.0.0.0', /prohibida/],
    ];
    for (const [servidor, message] of cases) {
      const created = await connection({ tipo: 'postgresql', servidor, baseDatos: 'x', usuario: 'u', password: 'p' });
      expect(created.statusCode, servidor).toBe(201);
      const probe = await t.call(admin, 'POST', `/api/AccesoDatos/CadenasConexion/${created.json().cadenaConexionId}/Probar`);
      expect(probe.statusCode).toBe(200);
      expect(probe.json().ok, servidor).toBe(false);
      expect(probe.json().mensaje, servidor).toMatch(message);
    }
    await settings({});
  });

  it('asks for server, database and user except for the portal’s own database', async () => {
    const res = await connection({ tipo: 'mariadb' });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors).sort()).toEqual(['baseDatos', 'servidor', 'usuario']);
    expect((await connection({ tipo: 'portal' })).statusCode).toBe(201);
  });
});

describe.skipIf(!pgUp)('query objects on PostgreSQL: one SELECT, read-only, as a reader, timed and capped', () => {
  let readerId: number;
  const rowsLeft = () => onPg(PG_DB, async (c) => Number((await c.query('select count(*) from ventas')).rows[0].count));

  beforeAll(async () => {
    await onPg('postgres', async (c) => {
      await c.query(`create database ${PG_DB}`);
      await c.query(`create role ${PG_READER} login password '${PG_READER_PASSWORD}'`);
    });
    await onPg(PG_DB, async (c) => {
      await c.query(`create table ventas (id int primary key, cliente_id int, monto numeric(12,2))`);
      await c.query(`insert into ventas select g, g % 3 + 1, g * 10.5 from generate_series(1, 120) g`);
      await c.query(`grant select on ventas to ${PG_READER}`);
    });
    await settings({ tiempoLimiteMs: 1500, maximoFilas: 50 });
    const created = await connection({
      tipo: 'postgresql',
      servidor: '127.0.0.1:5432',
      baseDatos: PG_DB,
      usuario: PG_READER,
      password: PG_READER_PASSWORD,
    });
    readerId = created.json().cadenaConexionId;
  });
  afterAll(async () => {
    await onPg('postgres', async (c) => {
      await c.query(`drop database if exists ${PG_DB} with (force)`);
      await c.query(`drop role if exists ${PG_READER}`);
    });
  });

  const save = (sql: string) =>
    t.call(admin, 'POST', '/api/AccesoDatos/ObjetosConsulta', { cadenaConexionId: readerId, tipo: 'consulta', sql, descripcion: 'Q' });

  // This machine's PostgreSQL trusts local connections, so an unknown user stands for wrong credentials.
  it('tests the connection: ok as the reader; unknown credentials, a missing database and a superuser say what failed', async () => {
    const ok = await t.call(admin, 'POST', `/api/AccesoDatos/CadenasConexion/${readerId}/Probar`);
    expect(ok.json()).toMatchObject({ ok: true });
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ usuario: `${PG_READER}_nadie`, password: 'mala', baseDatos: PG_DB }, /contraseña incorrectos/],
      [{ usuario: PG_READER, password: PG_READER_PASSWORD, baseDatos: `${PG_DB}_no` }, /no existe/],
      [{ usuario: 'postgres', password: '', baseDatos: PG_DB }, /puede escribir/],
    ];
    for (const [body, message] of cases) {
      const created = await connection({ tipo: 'postgresql', servidor: '127.0.0.1', ...body });
      const probe = await t.call(admin, 'POST', `/api/AccesoDatos/CadenasConexion/${created.json().cadenaConexionId}/Probar`);
      expect(probe.json().ok).toBe(false);
      expect(probe.json().mensaje).toMatch(message);
    }
  });

  it('saves a query and a table with their columns read from the source, and runs them with a bound filter', async () => {
    const query = await save('select cliente_id, sum(monto) as total from ventas group by cliente_id order by 1;');
    expect(query.statusCode).toBe(201);
    expect(query.json().columnas).toEqual([
      { nombre: 'cliente_id', tipo: 'numero' },
      { nombre: 'total', tipo: 'numero' },
    ]);
    const table = await t.call(admin, 'POST', '/api/AccesoDatos/ObjetosConsulta', {
      cadenaConexionId: readerId,
      tipo: 'tabla',
      esquema: 'public',
      nombreObjeto: 'ventas',
      descripcion: 'Ventas',
    });
    expect(table.json().columnas.map((c: { nombre: string }) => c.nombre)).toEqual(['id', 'cliente_id', 'monto']);
    const filter = await t.call(admin, 'POST', '/api/AccesoDatos/FiltrosCondicion', {
      nombre: 'Cliente',
      tipo: 'lista',
      tipoDato: 'numero',
      operadorLogico: '=',
      opciones: [{ value: '2', text: 'Dos' }],
    });
    const run = await t.call(admin, 'POST', `/api/AccesoDatos/ObjetosConsulta/${table.json().objetoConsultaId}/Ejecutar`, {
      filtros: [{ columna: 'cliente_id', filtroCondicionId: filter.json().filtroCondicionId, valores: ["2' or '1'='1"] }],
    });
    // The value is bound, never spliced: a quote trick is only a value that is not a number.
    expect(run.statusCode).toBe(422);
    const fair = await t.call(admin, 'POST', `/api/AccesoDatos/ObjetosConsulta/${table.json().objetoConsultaId}/Ejecutar`, {
      filtros: [{ columna: 'cliente_id', filtroCondicionId: filter.json().filtroCondicionId, valores: ['2'] }],
    });
    expect(fair.json().filas).toHaveLength(40);
    expect(fair.json().filas.every((r: { cliente_id: number }) => r.cliente_id === 2)).toBe(true);
  });

  it.each([
    ['commit; delete', 'commit; delete from ventas'],
    ['several statements', 'select 1; select 2'],
    ['the wrapper closed early', 'select 1 ) q; delete from ventas; select * from (select 1'],
    ['a plain write', 'delete from ventas'],
    ['an update', 'update ventas set monto = 0'],
    ['a data-modifying WITH', 'with d as (delete from ventas returning *) select * from d'],
    ['COPY out', 'copy ventas to stdout'],
    ['COPY to a file', "copy (select 1) to '/tmp/dash-copy.txt'"],
    ['reading a server file', "select pg_read_file('/etc/passwd')"],
    ['listing a directory', "select pg_ls_dir('.')"],
    ['importing a large object', "select lo_import('/etc/passwd')"],
    ['writing through a function', "select set_config('default_transaction_read_only', 'off', true), nextval('x')"],
  ])('refuses %s and nothing changes', async (_label, sql) => {
    const res = await save(sql);
    expect(res.statusCode).toBe(422);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(await rowsLeft()).toBe(120);
  });

  it('stops pg_sleep at the statement timeout', async () => {
    const started = Date.now();
    const res = await save('select pg_sleep(30)');
    expect(res.statusCode).toBe(422);
    expect(res.json().detail).toMatch(/tiempo límite/);
    expect(Date.now() - started).toBeLessThan(6000);
  });

  it('caps the rows and says the answer was cut', async () => {
    const saved = await save('select g as n from generate_series(1, 500) g');
    const run = await t.call(admin, 'POST', `/api/AccesoDatos/ObjetosConsulta/${saved.json().objetoConsultaId}/Ejecutar`, {});
    expect(run.json().filas).toHaveLength(50);
    expect(run.json().truncado).toBe(true);
  });

  it('refuses to run anything as a role that can write', async () => {
    const superuser = await connection({ tipo: 'postgresql', servidor: '127.0.0.1', baseDatos: PG_DB, usuario: 'postgres', password: '' });
    const res = await t.call(admin, 'POST', '/api/AccesoDatos/ObjetosConsulta', {
      cadenaConexionId: superuser.json().cadenaConexionId,
      tipo: 'consulta',
      sql: 'select 1 as uno',
      descripcion: 'Q',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().detail).toMatch(/puede escribir/);
    expect(
      await t.db.select().from(objetosConsulta).where(eq(objetosConsulta.cadenaConexionId, superuser.json().cadenaConexionId)),
    ).toEqual([]);
  });
});

describe('the portal’s own database, read as portal_tableros', () => {
  let portalId: number;
  beforeAll(async () => {
    portalId = (await connection({ tipo: 'portal' })).json().cadenaConexionId;
  });
  const save = (sql: string) =>
    t.call(admin, 'POST', '/api/AccesoDatos/ObjetosConsulta', { cadenaConexionId: portalId, tipo: 'consulta', sql, descripcion: 'Q' });

  it('reads the dashboard views', async () => {
    const res = await save('select semana, count(*) as pedimentos from tableros.pedimentos group by semana');
    expect(res.statusCode).toBe(201);
    expect(res.json().columnas.map((c: { nombre: string }) => c.nombre)).toEqual(['semana', 'pedimentos']);
  });

  it.each([
    ['the users table', 'select password_hash from users'],
    ['switching back to the session role', "select set_config('role', 'postgres', true)"],
    ['sleeping', 'select pg_sleep(1)'],
    ['several statements', 'select 1; delete from users'],
    ['a server file', "select pg_read_file('/etc/passwd')"],
  ])('refuses %s', async (_label, sql) => {
    expect((await save(sql)).statusCode).toBe(422);
  });
});
