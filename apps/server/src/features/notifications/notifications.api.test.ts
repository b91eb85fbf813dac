import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
let token: string;
let otherToken: string;
let userId: number;

beforeAll(async () => {
  t = await createTestApp();
  const user = await t.createUser();
  const other = await t.createUser();
  userId = user.userId;
  token = (await t.login(user.userName, user.password)).accessToken;
  otherToken = (await t.login(other.userName, other.password)).accessToken;
  // Portal only, so these tests never wait for the outside channels' jobs.
  expect(
    (await t.call(token, 'PUT', '/api/Perfil/ConfiguracionNotificaciones', { portal: true, email: false, sms: false, whatsapp: false }))
      .statusCode,
  ).toBe(200);
  for (const n of [1, 2, 3]) {
    await t.deps.notifications.notifyUsers([userId], {
      text: { title: `Aviso ${n}`, body: `Texto número ${n}` },
      route: `/apps/tickets/edit/${n}`,
      parameters: { ticketId: n },
      origin: 'test',
    });
  }
});
afterAll(async () => t?.close());

describe('the caller’s notifications', () => {
  it('401 signed out on every call', async () => {
    for (const url of [
      '/api/Perfil/Notificaciones',
      '/api/Perfil/Notificaciones/SinLeer',
      '/api/Perfil/Notificaciones/LeerTodo',
      '/api/Perfil/ConfiguracionNotificaciones',
    ]) {
      expect((await t.call(null, 'GET', url)).statusCode, url).toBe(401);
    }
    expect(
      (await t.call(null, 'PUT', '/api/Perfil/ConfiguracionNotificaciones', { portal: true, email: true, sms: true, whatsapp: true }))
        .statusCode,
    ).toBe(401);
  });

  it('lists newest first with the list contract, only the caller’s own', async () => {
    const list = (await t.call(token, 'GET', '/api/Perfil/Notificaciones')).json();
    expect(list.total).toBe(3);
    expect(list.items.map((n: { titulo: string }) => n.titulo)).toEqual(['Aviso 3', 'Aviso 2', 'Aviso 1']);
    expect(list.items[0]).toMatchObject({
      cuerpo: 'Texto número 3',
      ruta: '/apps/tickets/edit/3',
      parametros: { ticketId: 3 },
      leida: false,
    });
    expect((await t.call(token, 'GET', '/api/Perfil/Notificaciones?search=NUMERO 2')).json().total).toBe(1);
    expect((await t.call(token, 'GET', '/api/Perfil/Notificaciones?sort=cuerpo:asc')).statusCode).toBe(400);
    expect((await t.call(token, 'GET', '/api/Perfil/Notificaciones?pageSize=3')).statusCode).toBe(400);
    expect((await t.call(token, 'GET', '/api/Perfil/Notificaciones?x=1')).statusCode).toBe(400);
    expect((await t.call(otherToken, 'GET', '/api/Perfil/Notificaciones')).json().total).toBe(0);
  });

  it('counts unread, marks one and then all as read', async () => {
    expect((await t.call(token, 'GET', '/api/Perfil/Notificaciones/SinLeer')).json()).toEqual({ total: 3 });
    const first = (await t.call(token, 'GET', '/api/Perfil/Notificaciones')).json().items[0];
    expect((await t.call(otherToken, 'PUT', `/api/Perfil/Notificaciones/${first.notificacionId}/Leida`)).statusCode).toBe(404);
    expect((await t.call(token, 'PUT', `/api/Perfil/Notificaciones/${first.notificacionId}/Leida`)).json()).toEqual({ total: 2 });
    expect((await t.call(token, 'GET', '/api/Perfil/Notificaciones?leida=false')).json().total).toBe(2);
    expect((await t.call(token, 'GET', '/api/Perfil/Notificaciones/LeerTodo')).statusCode).toBe(200);
    expect((await t.call(token, 'GET', '/api/Perfil/Notificaciones/SinLeer')).json()).toEqual({ total: 0 });
  });

  it('keeps channel preferences and says which channels this server can send through', async () => {
    const initial = (await t.call(otherToken, 'GET', '/api/Perfil/ConfiguracionNotificaciones')).json();
    expect(initial).toEqual({
      portal: true,
      email: true,
      sms: false,
      whatsapp: false,
      configurados: { portal: true, email: false, sms: false, whatsapp: false },
    });
    const saved = await t.call(otherToken, 'PUT', '/api/Perfil/ConfiguracionNotificaciones', {
      portal: false,
      email: true,
      sms: true,
      whatsapp: false,
    });
    expect(saved.json()).toMatchObject({ portal: false, email: true, sms: true, whatsapp: false });
    expect((await t.call(otherToken, 'GET', '/api/Perfil/ConfiguracionNotificaciones')).json().sms).toBe(true);
    // The GET body sent back (with `configurados`, which only the server's setup decides) saves as it is.
    const got = (await t.call(otherToken, 'GET', '/api/Perfil/ConfiguracionNotificaciones')).json();
    const back = await t.call(otherToken, 'PUT', '/api/Perfil/ConfiguracionNotificaciones', { ...got, email: false });
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json()).toEqual({ ...got, email: false });
    expect(
      (
        await t.call(otherToken, 'PUT', '/api/Perfil/ConfiguracionNotificaciones', {
          portal: 'yes',
          email: true,
          sms: true,
          whatsapp: false,
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await t.call(otherToken, 'PUT', '/api/Perfil/ConfiguracionNotificaciones', {
          portal: true,
          email: true,
          sms: true,
          whatsapp: false,
          fax: true,
        })
      ).statusCode,
    ).toBe(400);
  });
});

describe('a user’s channels set by an administrator', () => {
  it('reads and saves another user’s channels with Usuarios, refusing others and unknown users', async () => {
    const adminToken = await t.tokenFor({ roles: ['admin'] });
    const target = await t.createUser();
    const url = `/api/Usuarios/${target.userName.toUpperCase()}/ConfiguracionNotificaciones`;
    const before = await t.call(adminToken, 'GET', url);
    expect(before.statusCode).toBe(200);
    expect(before.json()).toMatchObject({ portal: true, email: true, sms: false, whatsapp: false });
    const saved = await t.call(adminToken, 'PUT', url, { portal: true, email: false, sms: true, whatsapp: false });
    expect(saved.statusCode).toBe(200);
    const targetToken = (await t.login(target.userName, target.password)).accessToken;
    expect((await t.call(targetToken, 'GET', '/api/Perfil/ConfiguracionNotificaciones')).json()).toMatchObject({ email: false, sms: true });
    expect((await t.call(otherToken, 'GET', url)).statusCode).toBe(403);
    expect((await t.call(otherToken, 'PUT', url, { portal: true, email: true, sms: true, whatsapp: true })).statusCode).toBe(403);
    expect((await t.call(adminToken, 'GET', '/api/Usuarios/nadie-asi/ConfiguracionNotificaciones')).statusCode).toBe(404);
    expect((await t.call(adminToken, 'PUT', url, { portal: true, hacked: true })).statusCode).toBe(400);
  });
});
