import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { notificationDeliveries, notifications, objetosConsulta } from '@portal/db';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { checkQueryNotifications } from './query-notifications.service.ts';

/**
 * User notifications raised by a query object (spec point 3): the scheduled job tells the chosen users,
 * through the chosen channels, when the query returns rows, and never the same result twice.
 */
let t: TestApp;
let admin: string;
let queryId: number;
const log = { warn: () => undefined };
const ROWS = (values: string) => `select * from (values ${values}) as v(folio, total)`;

const path = () => `/api/AccesoDatos/ObjetosConsulta/${queryId}/Notificacion`;
const setSql = (sql: string) => t.db.update(objetosConsulta).set({ sql }).where(eq(objetosConsulta.objetoConsultaId, queryId));
const told = async (userId: number) =>
  t.db
    .select({ titulo: notifications.titulo, cuerpo: notifications.cuerpo, id: notifications.notificacionId })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.origen, 'tableros.notificacion')));

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.tokenFor({ roles: ['admin'] });
  const portal = await t.call(admin, 'POST', '/api/AccesoDatos/CadenasConexion', { tipo: 'portal', descripcion: 'Portal', sistema: 1 });
  const query = await t.call(admin, 'POST', '/api/AccesoDatos/ObjetosConsulta', {
    cadenaConexionId: portal.json().cadenaConexionId,
    tipo: 'consulta',
    sql: ROWS("('A-1', 10)"),
    descripcion: 'Pedimentos detenidos',
  });
  expect(query.statusCode, query.body).toBe(201);
  queryId = query.json().objetoConsultaId;
});
afterAll(async () => {
  await t?.close();
});

describe('a query object’s notification', () => {
  it('is set, read and removed by designers only, with its input checked and nothing written on a refusal', async () => {
    expect((await t.call(admin, 'GET', path())).json()).toBeNull();
    const user = await t.createUser({ roles: ['editor'] });
    const bad = await t.call(admin, 'PUT', path(), { nombre: 'x', canales: ['fax'], usuarios: [user.userId] });
    expect(bad.statusCode).toBe(400);
    expect(bad.headers['content-type']).toContain('application/problem+json');
    const unknown = await t.call(admin, 'PUT', path(), { nombre: 'x', canales: ['portal'], usuarios: [987654] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors.usuarios).toBeDefined();
    expect((await t.call(admin, 'PUT', path(), { nombre: 'x', canales: [], usuarios: [user.userId] })).statusCode).toBe(400);
    expect((await t.call(admin, 'GET', path())).json()).toBeNull();
    expect(
      (
        await t.call(admin, 'PUT', '/api/AccesoDatos/ObjetosConsulta/999999/Notificacion', {
          nombre: 'x',
          canales: ['portal'],
          usuarios: [user.userId],
        })
      ).statusCode,
    ).toBe(404);

    const editor = (await t.login(user.userName, user.password)).accessToken;
    await t.grantProfile([['Tableros', 'r']], { roles: ['editor'] });
    expect((await t.call(editor, 'GET', path())).statusCode).toBe(403);
    // The screen's user picker: active users by text or by id, for designers only.
    const options = '/api/AccesoDatos/Opciones/Usuarios';
    expect((await t.call(editor, 'GET', `${options}?llaveBuscar=x`)).statusCode).toBe(403);
    const found = await t.call(admin, 'GET', `${options}?llaveBuscar=${encodeURIComponent(user.userName)}`);
    expect(found.json()).toEqual([{ value: user.userId, text: expect.stringContaining(user.userName) }]);
    expect((await t.call(admin, 'GET', `${options}?ids=${user.userId}`)).json()).toHaveLength(1);
    expect((await t.call(admin, 'GET', `${options}?ids=1;drop`)).statusCode).toBe(400);
    expect((await t.call(editor, 'PUT', path(), { nombre: 'x', canales: ['portal'], usuarios: [user.userId] })).statusCode).toBe(403);

    const saved = await t.call(admin, 'PUT', path(), { nombre: 'Detenidos', canales: ['portal'], usuarios: [user.userId] });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      nombre: 'Detenidos',
      canales: ['portal'],
      usuarios: [user.userId],
      activa: true,
      ultimoAviso: null,
    });
    // Its GET body sent back saves; a changed id is a 400 naming it.
    const got = (await t.call(admin, 'GET', path())).json();
    const back = await t.call(admin, 'PUT', path(), { ...got, nombre: 'Detenidos hoy' });
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json()).toEqual({ ...got, nombre: 'Detenidos hoy' });
    const moved = await t.call(admin, 'PUT', path(), { ...got, objetoConsultaId: got.objetoConsultaId + 1 });
    expect(moved.statusCode).toBe(400);
    expect(Object.keys(moved.json().errors)).toEqual(['objetoConsultaId']);
    expect((await t.call(admin, 'DELETE', path())).statusCode).toBe(204);
    expect((await t.call(admin, 'DELETE', path())).statusCode).toBe(404);
  });

  it('tells the chosen users when the query returns rows, not the same result again, and only through the chosen channels', async () => {
    const ana = await t.createUser({ roles: ['editor'] });
    const luis = await t.createUser({ roles: ['editor'] });
    const outsider = await t.createUser({ roles: ['editor'] });
    await setSql(ROWS("('A-1', 10)"));
    const saved = await t.call(admin, 'PUT', path(), { nombre: 'Detenidos', canales: ['portal'], usuarios: [ana.userId, luis.userId] });
    expect(saved.statusCode, saved.body).toBe(200);

    expect(await checkQueryNotifications(t.deps, log)).toBe(1);
    const first = await told(ana.userId);
    expect(first).toHaveLength(1);
    expect(first[0]!.titulo).toBe('Detenidos');
    expect(first[0]!.cuerpo).toBe('Detenidos devolvió 1 filas');
    expect(await told(luis.userId)).toHaveLength(1);
    expect(await told(outsider.userId)).toHaveLength(0);
    // Email is on by default for the users, but the notification chose the portal only.
    const deliveries = await t.db.select().from(notificationDeliveries).where(eq(notificationDeliveries.notificacionId, first[0]!.id));
    expect(deliveries).toHaveLength(0);

    // The same result: nobody is told again.
    expect(await checkQueryNotifications(t.deps, log)).toBe(0);
    expect(await told(ana.userId)).toHaveLength(1);

    // New rows: told again.
    await setSql(ROWS("('A-1', 10), ('B-2', 20)"));
    expect(await checkQueryNotifications(t.deps, log)).toBe(1);
    expect((await told(ana.userId)).map((n) => n.cuerpo)).toContain('Detenidos devolvió 2 filas');

    // No rows: nobody is told, and rows that come back later are news again.
    await setSql(`${ROWS("('A-1', 10)")} where false`);
    expect(await checkQueryNotifications(t.deps, log)).toBe(0);
    await setSql(ROWS("('A-1', 10), ('B-2', 20)"));
    expect(await checkQueryNotifications(t.deps, log)).toBe(1);
    expect(await told(ana.userId)).toHaveLength(3);

    // Switched off: the job skips it.
    await setSql(ROWS("('C-3', 30)"));
    await t.call(admin, 'PUT', path(), { nombre: 'Detenidos', canales: ['portal'], usuarios: [ana.userId], activa: false });
    expect(await checkQueryNotifications(t.deps, log)).toBe(0);
    const read = (await t.call(admin, 'GET', path())).json();
    expect(read.activa).toBe(false);
    expect(read.ultimoAviso).not.toBeNull();
  });

  it('a query that fails is logged and tells nobody', async () => {
    const ana = await t.createUser({ roles: ['editor'] });
    await setSql('select * from tabla_que_no_existe');
    await t.call(admin, 'PUT', path(), { nombre: 'Rota', canales: ['portal'], usuarios: [ana.userId] });
    const warnings: unknown[] = [];
    expect(await checkQueryNotifications(t.deps, { warn: (entry: unknown) => void warnings.push(entry) })).toBe(0);
    expect(warnings).toHaveLength(1);
    expect(await told(ana.userId)).toHaveLength(0);
  });
});
