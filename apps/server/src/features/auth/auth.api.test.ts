import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { signInLog, users } from '@portal/db';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
let addressCounter = 0;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** Registration is limited per address; each call comes from its own so the tests stay independent. */
function register(body: unknown, language = 'en-US') {
  addressCounter += 1;
  return t.app.inject({
    method: 'POST',
    url: '/jwt/register',
    payload: body as object,
    headers: { 'accept-language': language },
    remoteAddress: `10.0.0.${addressCounter}`,
  });
}

async function userCount(): Promise<number> {
  const [row] = await t.db.select({ n: sql<number>`count(*)::int` }).from(users);
  return row!.n;
}

describe('POST /jwt/login', () => {
  it('signs in with the user name or the email and answers tokens and userData', async () => {
    const u = await t.createUser({ roles: ['admin'] });
    const byName = await t.login(u.userName, u.password);
    expect(byName.userData).toMatchObject({ username: u.userName, role: 'admin', ability: [{ action: 'manage', subject: 'all' }] });
    const byEmail = await t.login(u.email.toUpperCase(), u.password);
    expect(byEmail.accessToken).toBeTruthy();
    expect(byEmail.refreshToken).toBeTruthy();
  });

  it('answers an unknown user and a wrong password alike, in the request language', async () => {
    const u = await t.createUser();
    const wrong = await t.call(null, 'POST', '/jwt/login', { email: u.userName, password: 'nope' }, { 'accept-language': 'en-US' });
    const unknown = await t.call(null, 'POST', '/jwt/login', { email: 'nobody-here', password: 'nope' }, { 'accept-language': 'en-US' });
    expect(wrong.statusCode).toBe(400);
    expect(unknown.statusCode).toBe(400);
    expect(wrong.json().detail).toBe('Email or Password is Invalid');
    const strip = (body: Record<string, unknown>) => ({ ...body, requestId: undefined });
    expect(strip(unknown.json())).toEqual(strip(wrong.json()));
    expect(wrong.headers['content-type']).toContain('application/problem+json');
    const es = await t.call(null, 'POST', '/jwt/login', { email: 'nobody-here', password: 'nope' }, { 'accept-language': 'es-MX' });
    expect(es.json().detail).toBe('Correo o contraseña inválidos');
  });

  it('tells pending and inactive users why, but only after the right password', async () => {
    const pending = await t.createUser({ status: 'pending' });
    const inactive = await t.createUser({ status: 'inactive' });
    for (const [u, code, text] of [
      [pending, 'auth.userPending', 'Your account is pending activation by an administrator'],
      [inactive, 'auth.userInactive', 'Your account is inactive; please contact an administrator'],
    ] as const) {
      const right = await t.call(null, 'POST', '/jwt/login', { email: u.userName, password: u.password }, { 'accept-language': 'en-US' });
      expect(right.statusCode).toBe(403);
      expect(right.json()).toMatchObject({ status: 403, code, detail: text });
      expect(right.json()).not.toHaveProperty('accessToken');
      const wrongPassword = await t.call(null, 'POST', '/jwt/login', { email: u.userName, password: 'Wrong1234' });
      expect(wrongPassword.statusCode).toBe(400);
      expect(wrongPassword.json().code).toBe('auth.invalidCredentials');
    }
  });

  it('refuses an unconfirmed email with its own code', async () => {
    const u = await t.createUser({ emailConfirmed: false });
    const res = await t.call(null, 'POST', '/jwt/login', { email: u.email, password: u.password }, { 'accept-language': 'es-MX' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'auth.emailNotConfirmed', detail: 'Tu correo no ha sido confirmado' });
  });

  it('records each sign-in attempt with its result', async () => {
    const u = await t.createUser();
    await t.login(u.userName, u.password);
    await t.call(null, 'POST', '/jwt/login', { email: u.userName, password: 'Wrong1234' });
    const rows = await t.db
      .select({ result: signInLog.result })
      .from(signInLog)
      .where(eq(signInLog.userId, u.userId))
      .orderBy(signInLog.signInLogId);
    expect(rows.map((r) => r.result)).toEqual(['success', 'invalid']);
  });

  it('asks for the missing credentials with the catalogue messages', async () => {
    const noEmail = await t.call(null, 'POST', '/jwt/login', { password: 'x' }, { 'accept-language': 'en-US' });
    expect(noEmail.statusCode).toBe(400);
    expect(noEmail.json().errors).toEqual({ email: ['Please enter your email'] });
    const noPassword = await t.call(null, 'POST', '/jwt/login', { email: 'someone', password: '' }, { 'accept-language': 'es-MX' });
    expect(noPassword.json().errors).toEqual({ password: ['Por favor ingresa la contraseña'] });
  });
});

describe('POST /jwt/register', () => {
  it('creates a pending, unconfirmed user with an argon2id hash, who cannot sign in yet', async () => {
    const res = await register({ username: 'nuevo.usuario', email: 'Nuevo@Example.mx', password: 'Secreta123', fullName: 'Nuevo Usuario' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ username: 'nuevo.usuario', email: 'Nuevo@Example.mx', status: 'pending' });
    expect(res.json().message).toBe('Account created. An administrator must activate it before you can sign in');
    const [row] = await t.db.select().from(users).where(eq(users.userName, 'nuevo.usuario'));
    expect(row).toMatchObject({ status: 'pending', emailConfirmed: false, fullName: 'Nuevo Usuario' });
    expect(row!.passwordHash.startsWith('$argon2id$')).toBe(true);
    expect(row!.passwordHash).not.toContain('Secreta123');
    const login = await t.call(null, 'POST', '/jwt/login', { email: 'nuevo.usuario', password: 'Secreta123' });
    expect(login.statusCode).toBe(403);
    expect(login.json().code).toBe('auth.userPending');
  });

  it.each([
    ['email', { username: 'sin.correo', password: 'Secreta123' }, 'Please enter your email', 'Por favor ingresa tu correo'],
    [
      'username',
      { email: 'sin.nombre@example.mx', password: 'Secreta123' },
      'Please enter your username',
      'Por favor ingresa tu nombre de usuario',
    ],
    ['password', { username: 'sin.clave', email: 'sin.clave@example.mx' }, 'Please enter password', 'Por favor ingresa la contraseña'],
    ['email', { username: 'correo.vacio', email: '  ', password: 'Secreta123' }, 'Please enter your email', 'Por favor ingresa tu correo'],
  ])('asks for a missing %s in detail and errors, in both languages', async (field, body, en, es) => {
    const before = await userCount();
    const english = await register(body, 'en-US');
    expect(english.statusCode).toBe(400);
    expect(english.json().detail).toBe(en);
    expect(english.json().errors).toEqual({ [field]: [en] });
    const spanish = await register(body, 'es-MX');
    expect(spanish.json().detail).toBe(es);
    expect(spanish.json().errors).toEqual({ [field]: [es] });
    expect(await userCount()).toBe(before);
  });

  it('refuses an email or user name already in use, whatever its case', async () => {
    const existing = await t.createUser({ userName: 'ocupado', email: 'ocupado@example.mx' });
    const before = await userCount();
    const email = await register({ username: 'otro.nombre', email: 'OCUPADO@example.mx', password: 'Secreta123' });
    expect(email.statusCode).toBe(400);
    expect(email.json()).toMatchObject({ detail: 'This email is already in use', errors: { email: ['This email is already in use'] } });
    const name = await register({ username: 'Ocupado', email: 'libre@example.mx', password: 'Secreta123' }, 'es-MX');
    expect(name.json()).toMatchObject({
      detail: 'El nombre de usuario ya está en uso',
      errors: { username: ['El nombre de usuario ya está en uso'] },
    });
    const both = await register({ username: existing.userName, email: existing.email, password: 'Secreta123' });
    expect(Object.keys(both.json().errors).sort()).toEqual(['email', 'username']);
    expect(await userCount()).toBe(before);
  });

  it('applies the password policy', async () => {
    const res = await register({ username: 'clave.debil', email: 'clave.debil@example.mx', password: 'abcdefgh' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ password: ['The password must contain letters and numbers'] });
  });

  it('limits registrations from one address', async () => {
    const taken = await t.createUser();
    const from = (i: number) =>
      t.app.inject({
        method: 'POST',
        url: '/jwt/register',
        payload: { username: `masivo${i}`, email: taken.email, password: 'Secreta123' },
        remoteAddress: '10.9.9.9',
      });
    for (let i = 0; i < 10; i += 1) expect((await from(i)).statusCode).toBe(400);
    const blocked = await from(10);
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
  });
});
