import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '@portal/db';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { cutListener, listenerPid } from '../../test/listener.ts';

/**
 * Sign-in state is cached between requests while the database's `portal_auth` notifications are heard. A change
 * written by someone else (another instance, an administrator's SQL) must still take effect: the notification
 * evicts the cached state. On PostgreSQL the listener has its own connection, which may drop and come back.
 */
let t: TestApp;
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function until(what: string, probe: () => Promise<boolean>, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await probe())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

async function signedInUser() {
  const u = await t.createUser({ roles: ['admin'] });
  const { accessToken } = await t.login(u.userName, u.password);
  const rules = () => t.call(accessToken, 'GET', '/api/Perfil/ReglasAcceso');
  // Twice, so the second answer comes from the cache where there is one.
  expect((await rules()).statusCode).toBe(200);
  expect((await rules()).statusCode).toBe(200);
  return { userId: u.userId, rules };
}

describe('sign-in state cache', () => {
  it('refuses a session at once when its user is deactivated outside any request of this server', async () => {
    const { userId, rules } = await signedInUser();
    await t.db.update(users).set({ status: 'inactive' }).where(eq(users.userId, userId));
    await until('the deactivated user to be refused', async () => (await rules()).statusCode === 401);
  });

  // (A write answered by this server taking effect on the very next request: users.api.test.ts.)
  it.skipIf(!onPostgres)('hears changes again after its listening connection is cut', async () => {
    const before = await listenerPid(t.db);
    expect(before).toEqual(expect.any(Number));
    await cutListener(before);
    await until('the listener to reconnect', async () => {
      const now = await listenerPid(t.db);
      return now !== undefined && now !== before;
    });
    const { userId, rules } = await signedInUser();
    await t.db.update(users).set({ status: 'inactive' }).where(eq(users.userId, userId));
    await until('the deactivated user to be refused', async () => (await rules()).statusCode === 401);
  });
});
