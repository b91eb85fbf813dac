import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { AUTH_CHANGE_CHANNEL, openDatabase, refreshTokens, type DatabaseHandle } from '@portal/db';
import { LISTENER_NAME } from './auth-state-listener.ts';
import { hashToken } from './auth/tokens.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { buildApp } from '../app.ts';
import { loadConfig } from './config.ts';

/**
 * Two server instances over one database: everything a session depends on (sessions, rotation,
 * revocation, throttling, permission stamps) lives in the database, so any instance serves any request.
 * On PostgreSQL (TEST_DATABASE_URL) the second instance has its own connection pool, as in production.
 */
const shared = {
  jwtSecret: 'a-shared-secret-of-at-least-thirty-two-characters',
  throttle: { accountMaxFailures: 3, addressMaxFailures: 100, windowSeconds: 900, baseBlockSeconds: 30, maxBlockSeconds: 60 },
};

let a: TestApp;
let b: FastifyInstance;
let bDatabase: DatabaseHandle | undefined;

beforeAll(async () => {
  a = await createTestApp(shared);
  if (a.database.url) bDatabase = await openDatabase({ url: a.database.url, poolSize: 4 });
  const config = loadConfig({ NODE_ENV: 'test' }, { seedDemo: false, webDist: undefined, ...shared });
  b = (await buildApp(config, bDatabase ?? a.database)).app;
});
afterAll(async () => {
  await b?.close();
  await bDatabase?.close();
  await a?.close();
});

const rules = (app: FastifyInstance, token: string) =>
  app.inject({ method: 'GET', url: '/api/Perfil/ReglasAcceso', headers: { authorization: `Bearer ${token}` } });
const refresh = (app: FastifyInstance, refreshToken: string) =>
  app.inject({ method: 'POST', url: '/jwt/refresh-token', payload: { refreshToken } });
const logout = (app: FastifyInstance, session: { accessToken: string; refreshToken: string }) =>
  app.inject({
    method: 'POST',
    url: '/jwt/logout',
    payload: { refreshToken: session.refreshToken },
    headers: { authorization: `Bearer ${session.accessToken}` },
  });

describe('two instances over one database', () => {
  it('serve the same session, rotation and reuse detection', async () => {
    const user = await a.createUser({ roles: ['editor'] });
    const session = await a.login(user.userName, user.password);
    expect((await rules(b, session.accessToken)).statusCode).toBe(200);

    const rotated = await refresh(b, session.refreshToken);
    expect(rotated.statusCode).toBe(200);
    // The old token presented to the other instance after the grace window is a reuse: the whole family ends everywhere.
    await a.db
      .update(refreshTokens)
      .set({ usedAt: sql`now() - interval '1 minute'` })
      .where(eq(refreshTokens.tokenHash, hashToken(session.refreshToken)));
    expect((await refresh(a.app, session.refreshToken)).statusCode).toBe(401);
    expect((await refresh(b, rotated.json().refreshToken)).statusCode).toBe(401);
    expect((await rules(b, rotated.json().accessToken)).statusCode).toBe(401);
    expect((await rules(a.app, rotated.json().accessToken)).statusCode).toBe(401);
  });

  it('see a deactivation and a sign-out made through the other one at once', async () => {
    const user = await a.createUser({ roles: ['editor'] });
    const first = await a.login(user.userName, user.password);
    const second = await a.login(user.userName, user.password);
    expect((await rules(b, first.accessToken)).statusCode).toBe(200);
    expect((await logout(a.app, first)).statusCode).toBe(204);
    expect((await rules(b, first.accessToken)).statusCode).toBe(401);
    expect((await rules(b, second.accessToken)).statusCode).toBe(200);
    // Deactivated by an administrator through the first instance (a change written outside any request is heard a
    // moment later: auth-state-listener.api.test.ts).
    const boss = await a.createUser({ roles: ['admin'] });
    const bossToken = (await a.login(boss.userName, boss.password)).accessToken;
    const current = (await a.call(bossToken, 'GET', `/api/Usuarios/${user.userName}`)).json<Record<string, unknown>>();
    const put = await a.call(bossToken, 'PUT', `/api/Usuarios/${user.userName}`, {
      userName: current.userName,
      email: current.email,
      fullName: current.fullName,
      status: 'inactive',
      rowVersion: current.rowVersion,
    });
    expect(put.statusCode, put.body).toBe(200);
    expect((await rules(b, second.accessToken)).statusCode).toBe(401);
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)('answer a write only once every listening instance has heard it', async () => {
    // A third instance's listener that hears late: the write must wait for its answer, however late (within the
    // barrier's bound), or a request sent to that instance next could see the state before the write.
    const late = new pg.Client({ connectionString: a.database.url, application_name: LISTENER_NAME });
    await late.connect();
    let answered = 0;
    late.on('notification', ({ payload }) => {
      if (!payload?.startsWith('barrier:')) return;
      setTimeout(() => {
        answered += 1;
        late.query('select pg_notify($1, $2)', [AUTH_CHANGE_CHANNEL, `ack:${payload}`]).catch(() => undefined);
      }, 150);
    });
    await late.query(`listen ${AUTH_CHANGE_CHANNEL}`);
    try {
      const user = await a.createUser();
      const session = await a.login(user.userName, user.password);
      const before = answered;
      expect((await logout(a.app, session)).statusCode).toBe(204);
      expect(answered).toBeGreaterThan(before);
    } finally {
      await late.end();
    }
  });

  it('count failed sign-ins together', async () => {
    const user = await a.createUser();
    const attempt = (app: FastifyInstance) =>
      app.inject({ method: 'POST', url: '/jwt/login', payload: { email: user.userName, password: 'wrong-password' } });
    expect((await attempt(a.app)).statusCode).toBe(400);
    expect((await attempt(b)).statusCode).toBe(400);
    expect((await attempt(a.app)).statusCode).toBe(400);
    const blocked = await attempt(b);
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
  });
});
