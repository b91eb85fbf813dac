import { randomBytes } from 'node:crypto';
import mysql from 'mysql2/promise';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

const suffix = randomBytes(4).toString('hex');
const DB = `dash_m_${suffix}`;
const READER = `dash_ro_${suffix}`;
const PASSWORD = `Lect0r-${suffix}`;
const ROOT = { host: '127.0.0.1', port: 3306, user: 'root', password: '', connectTimeout: 2000 };

async function reachable(): Promise<boolean> {
  try {
    const c = await mysql.createConnection(ROOT);
    await c.end();
    return true;
  } catch {
    return false;
  }
}
const up = await reachable();

async function asRoot<T>(fn: (c: mysql.Connection) => Promise<T>): Promise<T> {
  const c = await mysql.createConnection(ROOT);
  try {
    return await fn(c);
  } finally {
    await c.end();
  }
}

describe.skipIf(!up)('query objects on MariaDB: one SELECT, read-only, as a reader, timed and capped', () => {
  let t: TestApp;
  let admin: string;
  let readerId: number;
  const rowsLeft = () =>
    asRoot(async (c) => Number(((await c.query(`select count(*) as n from ${DB}.ventas`)) as mysql.RowDataPacket[][])[0]![0]!.n));
  const save = (sql: string, cadenaConexionId = readerId) =>
    t.call(admin, 'POST', '/api/AccesoDatos/ObjetosConsulta', { cadenaConexionId, tipo: 'consulta', sql, descripcion: 'Q' });

  beforeAll(async () => {
    await asRoot(async (c) => {
      await c.query(`create database ${DB}`);
      await c.query(`use ${DB}`);
      await c.query(`create table ${DB}.ventas (id int primary key, cliente_id int, monto decimal(12,2))`);
      await c.query(`insert into ${DB}.ventas select seq, seq % 3 + 1, seq * 10.5 from seq_1_to_120`);
      await c.query(`create user '${READER}'@'%' identified by '${PASSWORD}'`);
      await c.query(`grant select on ${DB}.* to '${READER}'@'%'`);
    });
    t = await createTestApp();
    admin = await t.tokenFor({ roles: ['admin'] });
    await t.call(admin, 'PUT', '/api/AccesoDatos/Configuracion', {
      hostsPermitidos: [],
      permitirLoopback: true,
      tiempoLimiteMs: 1500,
      maximoFilas: 50,
    });
    const created = await t.call(admin, 'POST', '/api/AccesoDatos/CadenasConexion', {
      tipo: 'mariadb',
      servidor: '127.0.0.1:3306',
      baseDatos: DB,
      usuario: READER,
      password: PASSWORD,
      descripcion: 'MariaDB',
      sistema: 2,
    });
    readerId = created.json().cadenaConexionId;
  });
  afterAll(async () => {
    await t?.close();
    await asRoot(async (c) => {
      await c.query(`drop database if exists ${DB}`);
      await c.query(`drop user if exists '${READER}'@'%'`);
    });
  });

  it('connects as the reader and refuses root (it can write)', async () => {
    expect((await t.call(admin, 'POST', `/api/AccesoDatos/CadenasConexion/${readerId}/Probar`)).json()).toMatchObject({ ok: true });
    const root = await t.call(admin, 'POST', '/api/AccesoDatos/CadenasConexion', {
      tipo: 'mariadb',
      servidor: '127.0.0.1',
      baseDatos: DB,
      usuario: 'root',
      descripcion: 'root',
      sistema: 2,
    });
    const probe = await t.call(admin, 'POST', `/api/AccesoDatos/CadenasConexion/${root.json().cadenaConexionId}/Probar`);
    expect(probe.json().ok).toBe(false);
    expect(probe.json().mensaje).toMatch(/puede escribir/);
    expect((await save('select 1 as uno', root.json().cadenaConexionId)).statusCode).toBe(422);
  });

  it('saves a query with its columns and caps the rows', async () => {
    const saved = await save('select cliente_id, sum(monto) as total from ventas group by cliente_id');
    expect(saved.statusCode).toBe(201);
    expect(saved.json().columnas).toEqual([
      { nombre: 'cliente_id', tipo: 'numero' },
      { nombre: 'total', tipo: 'numero' },
    ]);
    const all = await save('select * from ventas');
    const run = await t.call(admin, 'POST', `/api/AccesoDatos/ObjetosConsulta/${all.json().objetoConsultaId}/Ejecutar`, {});
    expect(run.json().filas).toHaveLength(50);
    expect(run.json().truncado).toBe(true);
  });

  it.each([
    ['commit; delete', 'commit; delete from ventas'],
    ['several statements', 'select 1; select 2'],
    ['a plain write', 'delete from ventas'],
    ['the wrapper closed early', 'select 1 ) q; delete from ventas; select * from (select 1'],
    ['INTO OUTFILE', "select * from ventas into outfile '/tmp/dash-out.txt'"],
    ['LOAD_FILE', "select load_file('/etc/passwd') as f"],
  ])('refuses %s and nothing changes', async (_label, sql) => {
    const res = await save(sql);
    if (res.statusCode === 201) expect(res.json().columnas).toBeDefined();
    // LOAD_FILE without the FILE privilege answers NULL: harmless; everything else is refused.
    if (!/load_file/.test(sql)) expect(res.statusCode).toBe(422);
    expect(await rowsLeft()).toBe(120);
  });

  it('stops a sleep at the statement timeout', async () => {
    const started = Date.now();
    const res = await save('select sleep(20) as s from ventas limit 1');
    // MariaDB ends SLEEP at max_statement_time with 1 (interrupted) or refuses the statement.
    expect(Date.now() - started).toBeLessThan(8000);
    expect([201, 422]).toContain(res.statusCode);
  });
});
