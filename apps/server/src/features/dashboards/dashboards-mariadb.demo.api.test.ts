import mysql from 'mysql2/promise';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { DEMO_MARIADB, seedDemoMariaDb } from './dashboards-mariadb.demo.ts';

async function reachable(): Promise<boolean> {
  try {
    const c = await mysql.createConnection({ ...DEMO_MARIADB, connectTimeout: 2000 });
    await c.end();
    return true;
  } catch {
    return false;
  }
}
const up = await reachable();

describe('the demo MariaDB source', () => {
  let t: TestApp;
  let admin: string;
  const messages: string[] = [];
  const log = { info: (_: unknown, message: string) => void messages.push(message) } as unknown as Parameters<typeof seedDemoMariaDb>[1];
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.tokenFor({ roles: ['admin'] });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('is skipped with a log message when MariaDB does not answer', async () => {
    // Port 9 (discard) on loopback: nothing listens there.
    expect(await seedDemoMariaDb(t.deps, log, { host: '127.0.0.1', port: 9 })).toBe(false);
    expect(messages.at(-1)).toBe('demo MariaDB not reachable on 127.0.0.1:9: its dashboard source is skipped');
    expect((await t.call(admin, 'GET', '/api/AccesoDatos/CadenasConexion')).json().total).toBe(0);
  });

  it.skipIf(!up)(
    'creates the database, a read-only user, a connection string, a query object and an element that draws from it',
    async () => {
      expect(await seedDemoMariaDb(t.deps, log)).toBe(true);
      // Once per portal database.
      expect(await seedDemoMariaDb(t.deps, log)).toBe(false);
      const connections = (await t.call(admin, 'GET', '/api/AccesoDatos/CadenasConexion')).json().items as {
        cadenaConexionId: number;
        tipo: string;
        passwordGuardado: boolean;
      }[];
      expect(connections).toHaveLength(1);
      expect(connections[0]).toMatchObject({ tipo: 'mariadb', passwordGuardado: true });
      const probe = await t.call(admin, 'POST', `/api/AccesoDatos/CadenasConexion/${connections[0]!.cadenaConexionId}/Probar`, {});
      expect(probe.json().ok, probe.body).toBe(true);
      const elements = (await t.call(admin, 'GET', '/api/Tableros/Elementos')).json().items as { elementoId: number; nombre: string }[];
      const element = elements.find((e) => e.nombre === 'Embarques por aduana (MariaDB)')!;
      const data = await t.call(admin, 'GET', `/api/Tableros/Elementos/${element.elementoId}/Datos`);
      expect(data.statusCode, data.body).toBe(200);
      const filas = data.json().filas as { aduana: string; embarques: number }[];
      expect(filas.map((f) => f.aduana)).toEqual(['07', '24', '43', '51']);
      expect(filas.reduce((sum, f) => sum + Number(f.embarques), 0)).toBe(48);
    },
  );
});
