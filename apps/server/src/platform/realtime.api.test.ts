import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io as connect, type Socket } from 'socket.io-client';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { notificationPreferences, openDatabase, type DatabaseHandle } from '@portal/db';
import { HUB_PATH, RECEIVE_MESSAGE_EVENT, type RealtimeMessage } from '@portal/contract';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { buildApp } from '../app.ts';
import { loadConfig } from './config.ts';
import { TokenService } from './auth/tokens.ts';

const SECRET = 'a-shared-secret-of-at-least-thirty-two-characters';
let t: TestApp;
let url: string;
const sockets: Socket[] = [];

beforeAll(async () => {
  t = await createTestApp({ jwtSecret: SECRET });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  for (const s of sockets) s.disconnect();
  await t?.close();
});

/** Portal channel only: these tests are about the hub, not the outside channels' jobs. */
async function portalOnly(userId: number): Promise<void> {
  await t.db.insert(notificationPreferences).values({ userId, portal: true, email: false, sms: false, whatsapp: false });
}

function open(base: string, token: string): Socket {
  const socket = connect(base, { path: HUB_PATH, auth: { token }, transports: ['websocket'], reconnection: false, forceNew: true });
  sockets.push(socket);
  return socket;
}

function outcome(socket: Socket): Promise<'connected' | string> {
  return new Promise((resolve) => {
    if (socket.connected) return resolve('connected');
    socket.once('connect', () => resolve('connected'));
    socket.once('connect_error', (err) => resolve(err.message));
  });
}

function nextMessage(socket: Socket, timeoutMs = 5000): Promise<RealtimeMessage> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no message')), timeoutMs);
    socket.once(RECEIVE_MESSAGE_EVENT, (message: RealtimeMessage) => {
      clearTimeout(timer);
      resolve(message);
    });
  });
}

describe('the hub at /hub', () => {
  it('admits a valid access token and delivers ReceiveMessage with title, body, route and parameters', async () => {
    const user = await t.createUser();
    const other = await t.createUser();
    await portalOnly(user.userId);
    const session = await t.login(user.userName, user.password);
    const otherSession = await t.login(other.userName, other.password);
    const socket = open(url, session.accessToken);
    const otherSocket = open(url, otherSession.accessToken);
    expect(await outcome(socket)).toBe('connected');
    expect(await outcome(otherSocket)).toBe('connected');
    let otherGot = 0;
    otherSocket.on(RECEIVE_MESSAGE_EVENT, () => (otherGot += 1));
    const arriving = nextMessage(socket);
    const [result] = await t.deps.notifications.notifyUsers([user.userId], {
      text: { title: 'Hola', body: 'Un aviso' },
      route: '/apps/tickets/edit/7',
      parameters: { ticketId: 7 },
      origin: 'test',
    });
    const message = await arriving;
    expect(message).toEqual({
      title: 'Hola',
      body: 'Un aviso',
      route: '/apps/tickets/edit/7',
      parameters: { ticketId: 7 },
      notificacionId: result!.notificacionId,
    });
    await new Promise((r) => setTimeout(r, 200));
    expect(otherGot).toBe(0);
  });

  it('refuses a missing, forged, expired or revoked token', async () => {
    expect(await outcome(open(url, ''))).toBe('unauthorized');
    expect(await outcome(open(url, 'not-a-jwt'))).toBe('unauthorized');
    const user = await t.createUser();
    const session = await t.login(user.userName, user.password);
    // Same secret, already expired.
    const claims = JSON.parse(Buffer.from(session.accessToken.split('.')[1]!, 'base64url').toString()) as { sid: string };
    const expired = await new TokenService(SECRET, -10).signAccess({ userId: user.userId, familyId: claims.sid });
    expect(await outcome(open(url, expired))).toBe('unauthorized');
    const live = open(url, session.accessToken);
    expect(await outcome(live)).toBe('connected');
    const dropped = new Promise<string>((resolve) => live.once('disconnect', (reason) => resolve(reason)));
    const out = await t.call(session.accessToken, 'POST', '/jwt/logout', { refreshToken: session.refreshToken });
    expect(out.statusCode).toBeLessThan(300);
    expect(await outcome(open(url, session.accessToken))).toBe('unauthorized');
    // Embedded mode hears the sign-out at once and closes the open connection too.
    if (t.database.pglite) expect(await dropped).toBe('io server disconnect');
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('two server instances on PostgreSQL', () => {
  let b: FastifyInstance;
  let bDatabase: DatabaseHandle;
  let bUrl: string;
  beforeAll(async () => {
    bDatabase = await openDatabase({ url: t.database.url!, poolSize: 4 });
    b = (await buildApp(loadConfig({ NODE_ENV: 'test' }, { seedDemo: false, webDist: undefined, jwtSecret: SECRET }), bDatabase)).app;
    await b.listen({ port: 0, host: '127.0.0.1' });
    bUrl = `http://127.0.0.1:${(b.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await b?.close();
    await bDatabase?.close();
  });

  it('a notification made on one instance reaches the user connected to the other', async () => {
    const user = await t.createUser();
    await portalOnly(user.userId);
    const session = await t.login(user.userName, user.password);
    const onB = open(bUrl, session.accessToken);
    const onA = open(url, session.accessToken);
    expect(await outcome(onB)).toBe('connected');
    expect(await outcome(onA)).toBe('connected');
    // Give the adapter's LISTEN a moment to be in place.
    await new Promise((r) => setTimeout(r, 300));
    const both = Promise.all([nextMessage(onB), nextMessage(onA)]);
    await t.deps.notifications.notifyUsers([user.userId], {
      text: { title: 'Entre instancias', body: 'b' },
      route: '/Home',
      origin: 'test',
    });
    const [fromB, fromA] = await both;
    expect(fromB.title).toBe('Entre instancias');
    expect(fromA.title).toBe('Entre instancias');
  });
});
