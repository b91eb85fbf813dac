import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNull } from 'drizzle-orm';
import { emailConfirmations, signInLog, users } from '@portal/db';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { hashToken } from '../../platform/auth/tokens.ts';

let t: TestApp;
type U = { userId: number; userName: string; email: string; password: string };
let owner: U;
let other: U;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  [owner, other] = await Promise.all([t.createUser({ fullName: 'Ana Pérez', roles: ['editor'] }), t.createUser()]);
  token = (await t.login(owner.userName, owner.password)).accessToken;
});
afterAll(async () => {
  await t.close();
});

async function stored(userId: number) {
  const [row] = await t.db.select().from(users).where(eq(users.userId, userId));
  return row!;
}

describe('GET /accounts/profile', () => {
  it('answers the caller’s own profile without secrets', async () => {
    const res = await t.call(token, 'GET', '/accounts/profile');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      userId: owner.userId,
      username: owner.userName,
      fullName: 'Ana Pérez',
      email: owner.email,
      phone: null,
      avatar: null,
      language: 'es-MX',
      emailConfirmed: true,
      status: 'active',
      roles: ['editor'],
      rowVersion: 1,
    });
    expect(res.body).not.toMatch(/argon2|passwordHash|securityStamp/);
  });
});

describe('PUT /accounts/profile', () => {
  it('saves the editable fields and bumps the version', async () => {
    const res = await t.call(token, 'PUT', '/accounts/profile', {
      fullName: '  Ana Pérez López ',
      email: owner.email,
      phone: '+52 55 1234 5678',
      language: 'en-US',
      rowVersion: 1,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      fullName: 'Ana Pérez López',
      phone: '+52 55 1234 5678',
      language: 'en-US',
      rowVersion: 2,
      emailConfirmed: true,
    });
    expect(await stored(owner.userId)).toMatchObject({ fullName: 'Ana Pérez López', phone: '+52 55 1234 5678', rowVersion: 2 });
  });

  it('takes back the body its GET gave; a changed role is a 400 naming it, nothing written (issue 19)', async () => {
    const got = (await t.call(token, 'GET', '/accounts/profile')).json() as Record<string, unknown>;
    const saved = await t.call(token, 'PUT', '/accounts/profile', { ...got, phone: '+52 55 8765 4321' });
    expect(saved.statusCode, saved.body).toBe(200);
    const after = saved.json() as Record<string, unknown>;
    expect(after).toMatchObject({ phone: '+52 55 8765 4321', roles: got.roles });
    const promoted = await t.call(token, 'PUT', '/accounts/profile', { ...after, roles: ['admin'] });
    expect(promoted.statusCode).toBe(400);
    expect(Object.keys(promoted.json().errors)).toEqual(['roles']);
    expect((await stored(owner.userId)).rowVersion).toBe(after.rowVersion);
    // Back as it was for the tests below.
    const restored = await t.call(token, 'PUT', '/accounts/profile', { ...after, phone: '+52 55 1234 5678' });
    expect(restored.statusCode).toBe(200);
  });

  it('answers a stale version with 409 and keeps the newer data', async () => {
    const res = await t.call(
      token,
      'PUT',
      '/accounts/profile',
      { fullName: 'Viejo', email: owner.email, phone: null, rowVersion: 1 },
      { 'accept-language': 'en-US' },
    );
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'staleVersion', detail: 'Someone else changed this record; reload it' });
    expect((await stored(owner.userId)).fullName).toBe('Ana Pérez López');
  });

  it('refuses an email another account uses, whatever its case', async () => {
    const res = await t.call(
      token,
      'PUT',
      '/accounts/profile',
      { fullName: 'Ana', email: other.email.toUpperCase(), phone: null },
      { 'accept-language': 'en-US' },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ detail: 'This email is already in use', errors: { email: ['This email is already in use'] } });
    expect((await stored(owner.userId)).email).toBe(owner.email);
  });

  it('refuses an invalid email or phone, naming the field', async () => {
    const res = await t.call(
      token,
      'PUT',
      '/accounts/profile',
      { fullName: 'Ana', email: 'no-es-correo', phone: 'abc' },
      { 'accept-language': 'en-US' },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ email: ['Enter a valid email'], phone: ['Enter a valid phone number'] });
  });

  it('asks to confirm a new email: unconfirmed, a fresh link, and old links cancelled', async () => {
    const u = await t.createUser();
    const session = await t.login(u.userName, u.password);
    // A link sent to the previous address, still unused.
    await t.db
      .insert(emailConfirmations)
      .values({ tokenHash: hashToken('old-link-token-0123456789'), userId: u.userId, expiresAt: new Date(Date.now() + 3_600_000) });
    const res = await t.call(session.accessToken, 'PUT', '/accounts/profile', {
      fullName: 'Nuevo Correo',
      email: `nuevo.${u.email}`,
      phone: null,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ email: `nuevo.${u.email}`, emailConfirmed: false });
    const links = await t.db
      .select()
      .from(emailConfirmations)
      .where(and(eq(emailConfirmations.userId, u.userId), isNull(emailConfirmations.usedAt)));
    expect(links.length).toBe(1);
    expect(links[0]!.tokenHash).not.toBe(hashToken('old-link-token-0123456789'));
    const oldLink = await t.call(null, 'GET', '/jwt/confirm-email?token=old-link-token-0123456789');
    expect(oldLink.headers.location).toBe('/login?emailConfirmed=0');
    expect((await stored(u.userId)).emailConfirmed).toBe(false);
    // The session goes on; only the next sign-in needs the confirmation.
    expect((await t.call(session.accessToken, 'GET', '/accounts/profile')).statusCode).toBe(200);
    const again = await t.call(null, 'POST', '/jwt/login', { email: u.userName, password: u.password });
    expect(again.json().code).toBe('auth.emailNotConfirmed');
  });

  it('keeps the confirmation when only the case of the email changes', async () => {
    const u = await t.createUser();
    const session = await t.login(u.userName, u.password);
    const res = await t.call(session.accessToken, 'PUT', '/accounts/profile', {
      fullName: 'Mayúsculas',
      email: u.email.toUpperCase(),
      phone: null,
    });
    expect(res.json()).toMatchObject({ email: u.email.toUpperCase(), emailConfirmed: true });
  });
});

describe('PATCH /accounts/profile', () => {
  it('applies replace operations', async () => {
    const res = await t.call(token, 'PATCH', '/accounts/profile', [
      { op: 'replace', path: '/fullName', value: 'Ana Parcheada' },
      { op: 'replace', path: '/phone', value: '5512345678' },
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ fullName: 'Ana Parcheada', phone: '5512345678', email: owner.email });
    expect(await stored(owner.userId)).toMatchObject({ fullName: 'Ana Parcheada', phone: '5512345678' });
  });

  it('refuses fields outside the profile and malformed documents, writing nothing', async () => {
    const before = await stored(owner.userId);
    const status = await t.call(token, 'PATCH', '/accounts/profile', [{ op: 'replace', path: '/status', value: 'inactive' }], {
      'accept-language': 'en-US',
    });
    expect(status.statusCode).toBe(400);
    expect(status.json().errors).toEqual({ status: ['Unknown field'] });
    const typed = await t.call(token, 'PATCH', '/accounts/profile', [{ op: 'replace', path: '/phone', value: 5512345678 }], {
      'accept-language': 'en-US',
    });
    expect(typed.statusCode).toBe(400);
    expect(typed.json().errors).toEqual({ phone: ['The value does not have the expected type'] });
    const notArray = await t.call(token, 'PATCH', '/accounts/profile', { fullName: 'x' });
    expect(notArray.statusCode).toBe(400);
    const badOp = await t.call(token, 'PATCH', '/accounts/profile', [{ op: 'move', from: '/a', path: '/fullName' }]);
    expect(badOp.statusCode).toBe(400);
    expect(await stored(owner.userId)).toMatchObject({ fullName: before.fullName, status: 'active', rowVersion: before.rowVersion });
  });
});

describe('PUT /accounts/password', () => {
  it('refuses a wrong current password with the catalogue message, in both languages', async () => {
    const u = await t.createUser();
    const session = await t.login(u.userName, u.password);
    const body = { currentPassword: 'Wrong123x', newPassword: 'Nueva12345' };
    const en = await t.call(session.accessToken, 'PUT', '/accounts/password', body, { 'accept-language': 'en-US' });
    expect(en.statusCode).toBe(400);
    expect(en.json()).toMatchObject({ detail: 'Incorrect Password', errors: { currentPassword: ['Incorrect Password'] } });
    const es = await t.call(session.accessToken, 'PUT', '/accounts/password', body, { 'accept-language': 'es-MX' });
    expect(es.json()).toMatchObject({ detail: 'Contraseña incorrecta' });
    expect((await t.call(null, 'POST', '/jwt/login', { email: u.userName, password: u.password })).statusCode).toBe(200);
  });

  it('changes the password, ends the other sessions and keeps the current one', async () => {
    const u = await t.createUser();
    const current = await t.login(u.userName, u.password);
    const elsewhere = await t.login(u.userName, u.password);
    const before = (await stored(u.userId)).passwordHash;
    const res = await t.call(
      current.accessToken,
      'PUT',
      '/accounts/password',
      { currentPassword: u.password, newPassword: 'Nueva12345' },
      { 'accept-language': 'en-US' },
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Password updated' });
    const after = (await stored(u.userId)).passwordHash;
    expect(after).not.toBe(before);
    expect(after.startsWith('$argon2id$')).toBe(true);
    expect((await t.call(current.accessToken, 'GET', '/accounts/profile')).statusCode).toBe(200);
    expect((await t.call(null, 'POST', '/jwt/refresh-token', { refreshToken: current.refreshToken })).statusCode).toBe(200);
    expect((await t.call(elsewhere.accessToken, 'GET', '/accounts/profile')).statusCode).toBe(401);
    expect((await t.call(null, 'POST', '/jwt/refresh-token', { refreshToken: elsewhere.refreshToken })).statusCode).toBe(401);
    expect((await t.call(null, 'POST', '/jwt/login', { email: u.userName, password: u.password })).statusCode).toBe(400);
    expect((await t.call(null, 'POST', '/jwt/login', { email: u.userName, password: 'Nueva12345' })).statusCode).toBe(200);
  });

  it('applies the password policy to the new password', async () => {
    const res = await t.call(
      token,
      'PUT',
      '/accounts/password',
      { currentPassword: owner.password, newPassword: 'corta' },
      { 'accept-language': 'en-US' },
    );
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors)).toEqual(['newPassword']);
  });

  it('limits how often a session may check the current password', async () => {
    const u = await t.createUser();
    const session = await t.login(u.userName, u.password);
    for (let i = 0; i < 5; i += 1) {
      expect(
        (await t.call(session.accessToken, 'PUT', '/accounts/password', { currentPassword: `Guess${i}abc`, newPassword: 'Nueva12345' }))
          .statusCode,
      ).toBe(400);
    }
    const blocked = await t.call(session.accessToken, 'PUT', '/accounts/password', {
      currentPassword: u.password,
      newPassword: 'Nueva12345',
    });
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('needs a session', async () => {
    expect((await t.call(null, 'PUT', '/accounts/password', { currentPassword: 'a', newPassword: 'Nueva12345' })).statusCode).toBe(401);
  });
});

describe('GET /accounts/logs', () => {
  let logsUser: U;
  let logsToken: string;
  beforeAll(async () => {
    logsUser = await t.createUser();
    logsToken = (
      await t.login(logsUser.userName, logsUser.password, {
        'user-agent': 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36',
      })
    ).accessToken;
    await t.call(null, 'POST', '/jwt/login', { email: logsUser.userName, password: 'Wrong1234' });
    // Older history, and someone else's, written directly.
    const days = Array.from({ length: 30 }, (_, i) => ({
      userId: logsUser.userId,
      login: logsUser.userName,
      at: new Date(Date.UTC(2024, 0, 1 + i, 12)),
      ip: '10.0.0.1',
      result: 'success',
    }));
    await t.db.insert(signInLog).values(days);
    await t.db
      .insert(signInLog)
      .values({ userId: other.userId, login: other.userName, at: new Date(Date.UTC(2024, 0, 5, 12)), ip: '10.6.6.6', result: 'success' });
  });

  it('lists only the caller’s own history, newest first, with time, address, browser and result', async () => {
    const res = await t.call(logsToken, 'GET', '/accounts/logs');
    expect(res.statusCode).toBe(200);
    const { items, total } = res.json();
    expect(total).toBe(32);
    expect(items.length).toBe(10);
    expect(items[0]).toMatchObject({ result: 'invalid', ip: '127.0.0.1' });
    expect(items[1]).toMatchObject({ result: 'success', ip: '127.0.0.1', browser: 'Chrome 120 · Windows 10' });
    expect(Date.parse(items[0].at)).toBeGreaterThanOrEqual(Date.parse(items[1].at));
    expect(JSON.stringify(items)).not.toContain('10.6.6.6');
  });

  it('pages with the allowed sizes and refuses others', async () => {
    for (const pageSize of [10, 25, 50, 100]) {
      const res = await t.call(logsToken, 'GET', `/accounts/logs?pageSize=${pageSize}`);
      expect(res.statusCode).toBe(200);
      expect(res.json().items.length).toBe(Math.min(pageSize, 32));
    }
    const last = (await t.call(logsToken, 'GET', '/accounts/logs?page=4&pageSize=10')).json();
    expect(last).toMatchObject({ total: 32 });
    expect(last.items.length).toBe(2);
    for (const pageSize of [5, 20, 1000, 'x']) {
      const res = await t.call(logsToken, 'GET', `/accounts/logs?pageSize=${pageSize}`, undefined, { 'accept-language': 'en-US' });
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json().errors)).toEqual(['pageSize']);
    }
    const unknown = await t.call(logsToken, 'GET', '/accounts/logs?userId=1', undefined, { 'accept-language': 'en-US' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual({ userId: ['Unknown field'] });
  });

  it('filters by dates, both ends included', async () => {
    const res = await t.call(logsToken, 'GET', '/accounts/logs?from=2024-01-10&to=2024-01-12&pageSize=25');
    expect(res.json().total).toBe(3);
    expect(res.json().items.map((i: { at: string }) => i.at.slice(0, 10))).toEqual(['2024-01-12', '2024-01-11', '2024-01-10']);
    const bad = await t.call(logsToken, 'GET', '/accounts/logs?from=10/01/2024', undefined, { 'accept-language': 'en-US' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ from: ['Enter a valid date (YYYY-MM-DD)'] });
  });
});
