import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('POST /jwt/login', () => {
  it('signs in with the user name or the email and answers tokens and userData', async () => {
    const u = await t.createUser({ roles: ['admin'] });
    const byName = await t.login(u.userName, u.password);
    expect(byName.userData).toMatchObject({ username: u.userName, role: 'admin', ability: [{ action: 'manage', subject: 'all' }] });
    const byEmail = await t.login(u.email.toUpperCase(), u.password);
    expect(byEmail.accessToken).toBeTruthy();
  });

  it('answers an unknown user and a wrong password alike, in the request language', async () => {
    const u = await t.createUser();
    const wrong = await t.call(null, 'POST', '/jwt/login', { email: u.userName, password: 'nope' }, { 'accept-language': 'en-US' });
    const unknown = await t.call(null, 'POST', '/jwt/login', { email: 'nobody-here', password: 'nope' }, { 'accept-language': 'en-US' });
    expect(wrong.statusCode).toBe(400);
    expect(unknown.statusCode).toBe(400);
    expect(wrong.json().detail).toBe('Email or Password is Invalid');
    expect(unknown.json().detail).toBe(wrong.json().detail);
    expect(wrong.headers['content-type']).toContain('application/problem+json');
    const es = await t.call(null, 'POST', '/jwt/login', { email: 'nobody-here', password: 'nope' }, { 'accept-language': 'es-MX' });
    expect(es.json().detail).toBe('Correo o contraseña inválidos');
  });
});
