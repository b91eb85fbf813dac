import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let smtp: SMTPServer;
const inbox: { to: string; raw: string }[] = [];
let t: TestApp;

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      stream.on('end', () => {
        inbox.push({ to: session.envelope.rcptTo.map((r) => r.address).join(','), raw: raw.replace(/=\r\n/g, '').replace(/=3D/g, '=') });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  t = await createTestApp({ smtpUrl: `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}?ignoreTLS=true` });
});
afterAll(async () => {
  await t?.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

const linkTo = (email: string) => {
  const mail = [...inbox].reverse().find((m) => m.to === email);
  const token = /reset-password\?token=([\w%-]+)/.exec(mail?.raw ?? '')?.[1];
  return token ? decodeURIComponent(token) : undefined;
};

describe('password reset by email', () => {
  it('answers the same for an unknown account and sends nothing, and for a known one emails a link', async () => {
    const user = await t.createUser();
    const unknown = await t.call(null, 'POST', '/jwt/forgot-password', { email: 'nadie@example.mx' });
    const known = await t.call(null, 'POST', '/jwt/forgot-password', { email: user.email });
    expect(unknown.statusCode).toBe(202);
    expect(known.statusCode).toBe(202);
    expect(unknown.json()).toEqual(known.json());
    await expect.poll(() => linkTo(user.email)).toBeDefined();
    expect(inbox.some((m) => m.to === 'nadie@example.mx')).toBe(false);
  });

  it('sets the new password once, ends the sessions, and the old password stops working', async () => {
    const user = await t.createUser();
    const session = await t.login(user.userName, user.password);
    await t.call(null, 'POST', '/jwt/forgot-password', { email: user.userName });
    await expect.poll(() => linkTo(user.email)).toBeDefined();
    const token = linkTo(user.email)!;

    const weak = await t.call(null, 'POST', '/jwt/reset-password', { token, password: 'short' });
    expect(weak.statusCode).toBe(400);
    const done = await t.call(null, 'POST', '/jwt/reset-password', { token, password: 'Nuev4Clave!' }, { 'accept-language': 'en-US' });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().message).toBe('Your password was reset; you can sign in now');

    expect((await t.call(session.accessToken, 'GET', '/api/Perfil/ReglasAcceso')).statusCode).toBe(401);
    expect((await t.call(null, 'POST', '/jwt/login', { email: user.userName, password: user.password })).statusCode).toBe(400);
    expect((await t.call(null, 'POST', '/jwt/login', { email: user.userName, password: 'Nuev4Clave!' })).statusCode).toBe(200);

    const again = await t.call(null, 'POST', '/jwt/reset-password', { token, password: 'OtraClave9!' });
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('resetLinkInvalid');
  });

  it('sends nothing to an inactive account and throttles repeated requests', async () => {
    const inactive = await t.createUser({ status: 'inactive' });
    await t.call(null, 'POST', '/jwt/forgot-password', { email: inactive.email });
    const user = await t.createUser();
    const answers: number[] = [];
    for (let i = 0; i < 5; i += 1) answers.push((await t.call(null, 'POST', '/jwt/forgot-password', { email: user.email })).statusCode);
    expect(answers.slice(0, 3)).toEqual([202, 202, 202]);
    expect(answers.at(-1)).toBe(429);
    expect(inbox.some((m) => m.to === inactive.email)).toBe(false);
  });
});
