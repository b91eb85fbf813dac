import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNull, like, sql } from 'drizzle-orm';
import { loginThrottle, signInLog } from '@portal/db';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
const throttle = { accountMaxFailures: 3, addressMaxFailures: 6, windowSeconds: 900, baseBlockSeconds: 30, maxBlockSeconds: 100 };
beforeAll(async () => {
  t = await createTestApp({ throttle });
});
afterAll(async () => {
  await t.close();
});

function signIn(login: string, password: string, remoteAddress: string, language = 'en-US') {
  return t.app.inject({
    method: 'POST',
    url: '/jwt/login',
    payload: { email: login, password },
    remoteAddress,
    headers: { 'accept-language': language },
  });
}

async function fail(login: string, remoteAddress: string, times: number): Promise<void> {
  for (let i = 0; i < times; i += 1) expect((await signIn(login, 'Wrong-password-1', remoteAddress)).statusCode).toBe(400);
}

/** Ends every block that is running now, as if its time had passed. */
async function endBlocks(keyPattern: string): Promise<void> {
  await t.db
    .update(loginThrottle)
    .set({ blockedUntil: sql`now() - interval '1 second'` })
    .where(like(loginThrottle.throttleKey, keyPattern));
}

describe('sign-in throttling', () => {
  it('blocks an account from one address after a few failures, with 429, Retry-After and the catalogue message', async () => {
    const u = await t.createUser();
    await fail(u.userName, '192.0.2.1', 3);
    const blocked = await signIn(u.userName, u.password, '192.0.2.1');
    expect(blocked.statusCode).toBe(429);
    const retryAfter = Number(blocked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(30);
    expect(blocked.headers['content-type']).toContain('application/problem+json');
    expect(blocked.json()).toMatchObject({
      status: 429,
      code: 'auth.tooManyAttempts',
      detail: `Too many attempts. Try again in ${retryAfter} seconds`,
    });
    const es = await signIn(u.userName, u.password, '192.0.2.1', 'es-MX');
    expect(es.json().detail).toMatch(/^Demasiados intentos\. Intenta de nuevo en \d+ segundos$/);
    const logged = await t.db
      .select()
      .from(signInLog)
      .where(and(eq(signInLog.result, 'throttled'), eq(signInLog.login, u.userName)));
    expect(logged.length).toBe(2);
  });

  it('does not let that block lock the user out from another address', async () => {
    const u = await t.createUser();
    await fail(u.userName, '192.0.2.2', 3);
    expect((await signIn(u.userName, u.password, '192.0.2.2')).statusCode).toBe(429);
    expect((await signIn(u.userName, u.password, '198.51.100.2')).statusCode).toBe(200);
  });

  it('counts the user name and the email as one account', async () => {
    const u = await t.createUser();
    await fail(u.userName, '192.0.2.3', 2);
    await fail(u.email.toUpperCase(), '192.0.2.3', 1);
    expect((await signIn(u.email, u.password, '192.0.2.3')).statusCode).toBe(429);
    expect((await signIn(u.userName, u.password, '192.0.2.3')).statusCode).toBe(429);
  });

  it('blocks an address that tries many accounts, and only that address', async () => {
    const u = await t.createUser();
    for (let i = 0; i < 6; i += 1) expect((await signIn(`desconocido${i % 3}`, 'Wrong-password-1', '192.0.2.4')).statusCode).toBe(400);
    const blocked = await signIn(u.userName, u.password, '192.0.2.4');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().code).toBe('auth.tooManyAttempts');
    expect((await signIn(u.userName, u.password, '198.51.100.4')).statusCode).toBe(200);
  });

  it('grows the block with repeated failures, capped', async () => {
    const u = await t.createUser();
    await fail(u.userName, '192.0.2.5', 3);
    const first = Number((await signIn(u.userName, u.password, '192.0.2.5')).headers['retry-after']);
    await endBlocks('%192.0.2.5');
    await fail(u.userName, '192.0.2.5', 1);
    const second = Number((await signIn(u.userName, u.password, '192.0.2.5')).headers['retry-after']);
    expect(first).toBeLessThanOrEqual(30);
    expect(second).toBeGreaterThan(30);
    expect(second).toBeLessThanOrEqual(60);
    for (let i = 0; i < 3; i += 1) {
      await endBlocks('%192.0.2.5');
      await fail(u.userName, '192.0.2.5', 1);
    }
    const capped = Number((await signIn(u.userName, u.password, '192.0.2.5')).headers['retry-after']);
    expect(capped).toBeGreaterThan(60);
    expect(capped).toBeLessThanOrEqual(100);
  });

  it('lets strangers from many addresses delay an account only briefly', async () => {
    const u = await t.createUser();
    // 30 failures (10× the per-address limit), two from each of 15 addresses.
    for (let i = 0; i < 15; i += 1) await fail(u.userName, `203.0.113.${i + 1}`, 2);
    const blocked = await signIn(u.userName, u.password, '198.51.100.6');
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(30);
    // The account-wide block does not grow: after it ends, one more failure blocks for the base time again.
    await endBlocks(`acct:%`);
    await fail(u.userName, '203.0.113.99', 1);
    const again = await signIn(u.userName, u.password, '198.51.100.6');
    expect(again.statusCode).toBe(429);
    expect(Number(again.headers['retry-after'])).toBeLessThanOrEqual(30);
    await endBlocks(`acct:%`);
    expect((await signIn(u.userName, u.password, '198.51.100.6')).statusCode).toBe(200);
  });

  it('never shuts the owner out from an address they signed in from before', async () => {
    const u = await t.createUser();
    expect((await signIn(u.userName, u.password, '198.51.100.77')).statusCode).toBe(200);
    // Strangers exhaust the account-wide limit from many addresses...
    for (let i = 0; i < 15; i += 1) await fail(u.userName, `203.0.113.${100 + i}`, 2);
    expect((await signIn(u.userName, u.password, '198.51.100.78')).statusCode).toBe(429);
    // ...but the owner's usual address is held only to its own limits.
    expect((await signIn(u.userName, u.password, '198.51.100.77')).statusCode).toBe(200);
  });

  it('lets staff behind one office address sign in after guessing from that address blocked it', async () => {
    const colleague = await t.createUser();
    const newcomer = await t.createUser();
    const office = '192.0.2.200';
    expect((await signIn(colleague.userName, colleague.password, office)).statusCode).toBe(200);
    // Someone in the office guesses across accounts until the address is blocked.
    for (let i = 0; i < 6; i += 1) expect((await signIn(`nadie${i % 3}`, 'Wrong-password-1', office)).statusCode).toBe(400);
    expect((await signIn(`nadie9`, 'Wrong-password-1', office)).statusCode).toBe(429);
    // A user who signed in from here before still gets in with the right password...
    expect((await signIn(colleague.userName, colleague.password, office)).statusCode).toBe(200);
    // ...while an account never used from this address stays behind the address block,
    expect((await signIn(newcomer.userName, newcomer.password, office)).statusCode).toBe(429);
    // and guessing the known user's password from here is still held to that account's own limit.
    await fail(colleague.userName, office, 3);
    expect((await signIn(colleague.userName, colleague.password, office)).statusCode).toBe(429);
  });

  it('clears the account counters on a successful sign-in', async () => {
    const u = await t.createUser();
    await fail(u.userName, '192.0.2.7', 2);
    expect((await signIn(u.userName, u.password, '192.0.2.7')).statusCode).toBe(200);
    await fail(u.userName, '192.0.2.7', 2);
    expect((await signIn(u.userName, u.password, '192.0.2.7')).statusCode).toBe(200);
  });

  it('restarts the count when the window has passed', async () => {
    const u = await t.createUser();
    await fail(u.userName, '192.0.2.8', 2);
    await t.db
      .update(loginThrottle)
      .set({ windowStartedAt: sql`now() - interval '1 hour'` })
      .where(and(like(loginThrottle.throttleKey, '%192.0.2.8'), isNull(loginThrottle.blockedUntil)));
    await fail(u.userName, '192.0.2.8', 2);
    expect((await signIn(u.userName, u.password, '192.0.2.8')).statusCode).toBe(200);
  });

  it('cannot be slipped past with simultaneous guesses', async () => {
    const u = await t.createUser();
    const guesses = await Promise.all(Array.from({ length: 8 }, () => signIn(u.userName, 'Wrong-password-1', '192.0.2.9')));
    const codes = guesses.map((g) => g.statusCode);
    expect(codes.filter((c) => c === 400).length).toBe(3);
    expect(codes.filter((c) => c === 429).length).toBe(5);
  });
});
