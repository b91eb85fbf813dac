import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { storedFiles, users } from '@portal/db';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;

function multipart(name: string, content: Buffer) {
  const boundary = '----account-settings-boundary';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

function image(width: number, height: number, format: 'png' | 'jpeg' | 'gif'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 90 } } })
    .toFormat(format)
    .toBuffer();
}

async function upload(token: string, name: string, content: Buffer, language = 'en-US') {
  const body = multipart(name, content);
  return t.app.inject({
    method: 'PUT',
    url: '/accounts/profile/picture',
    payload: body.payload,
    headers: { ...body.headers, authorization: `Bearer ${token}`, 'accept-language': language },
  });
}

async function session(roles: string[] = ['editor']) {
  const u = await t.createUser({ roles });
  const s = await t.login(u.userName, u.password);
  return { ...u, ...s, token: s.accessToken };
}

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('PUT /accounts/profile/picture', () => {
  it('resizes a large picture to at most 1024 px per side, keeps its format and serves it by opaque id', async () => {
    const u = await session();
    const res = await upload(u.token, 'retrato.png', await image(2000, 1500, 'png'));
    expect(res.statusCode).toBe(200);
    const avatar: string = res.json().avatar;
    expect(avatar).toMatch(/^\/accounts\/profile\/picture\/[0-9a-f-]{36}$/);
    const served = await t.call(null, 'GET', avatar);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.width, meta.height, meta.format]).toEqual([1024, 768, 'png']);
    // The next sign-in carries it in userData.
    expect((await t.login(u.userName, u.password)).userData.avatar).toBe(avatar);
  });

  it('never enlarges a small picture and keeps GIF and JPEG as they are', async () => {
    const u = await session();
    for (const [format, mime] of [
      ['gif', 'image/gif'],
      ['jpeg', 'image/jpeg'],
    ] as const) {
      const res = await upload(u.token, `a.${format}`, await image(300, 1200, format));
      expect(res.statusCode).toBe(200);
      const served = await t.call(null, 'GET', res.json().avatar);
      expect(served.headers['content-type']).toBe(mime);
      const meta = await sharp(served.rawPayload).metadata();
      expect([meta.width, meta.height]).toEqual([256, 1024]);
    }
    const small = await upload(u.token, 'small.png', await image(120, 80, 'png'));
    const meta = await sharp((await t.call(null, 'GET', small.json().avatar)).rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([120, 80]);
  });

  it('replaces the previous picture: the old one is gone, no orphan files stay', async () => {
    const u = await session();
    const first = (await upload(u.token, 'a.png', await image(50, 50, 'png'))).json().avatar;
    const before = await t.db.$count(storedFiles);
    const second = (await upload(u.token, 'b.png', await image(60, 60, 'png'))).json().avatar;
    expect(second).not.toBe(first);
    expect((await t.call(null, 'GET', first)).statusCode).toBe(404);
    expect((await t.call(null, 'GET', second)).statusCode).toBe(200);
    expect(await t.db.$count(storedFiles)).toBe(before);
  });

  it('refuses a picture over 800 kB with the size message and keeps the current one', async () => {
    const u = await session();
    const current = (await upload(u.token, 'a.png', await image(40, 40, 'png'))).json().avatar;
    const big = Buffer.concat([await image(10, 10, 'png'), Buffer.alloc(801 * 1024, 1)]);
    const res = await upload(u.token, 'big.png', big);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ detail: 'The file exceeds the maximum size of 800 kB' });
    const es = await upload(u.token, 'big.png', big, 'es-MX');
    expect(es.json().detail).toBe('El archivo excede el tamaño máximo de 800 kB');
    expect((await t.call(u.token, 'GET', '/accounts/profile')).json().avatar).toBe(current);
  });

  it('checks the type by content: a PDF named .png and a broken image are refused', async () => {
    const u = await session();
    const pdf = await upload(u.token, 'photo.png', Buffer.from('%PDF-1.4\n%%EOF\n'));
    expect(pdf.statusCode).toBe(415);
    expect(pdf.json().detail).toBe('File type not allowed; accepted: JPEG, GIF, PNG');
    const files = await t.db.$count(storedFiles);
    const broken = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 7)]);
    const res = await upload(u.token, 'broken.png', broken);
    expect(res.statusCode).toBe(415);
    expect(await t.db.$count(storedFiles)).toBe(files);
    expect((await t.call(u.token, 'GET', '/accounts/profile')).json().avatar).toBeNull();
  });

  it('needs a session; DELETE resets to no picture', async () => {
    const anonymous = multipart('a.png', await image(10, 10, 'png'));
    expect((await t.app.inject({ method: 'PUT', url: '/accounts/profile/picture', ...anonymous })).statusCode).toBe(401);
    const u = await session();
    const avatar = (await upload(u.token, 'a.png', await image(10, 10, 'png'))).json().avatar;
    const reset = await t.call(u.token, 'DELETE', '/accounts/profile/picture');
    expect(reset.statusCode).toBe(200);
    expect(reset.json().avatar).toBeNull();
    expect((await t.call(null, 'GET', avatar)).statusCode).toBe(404);
  });
});

describe('GET and POST /accounts/password', () => {
  it('answers the policy and measures candidates without saving them', async () => {
    const u = await session();
    expect((await t.call(u.token, 'GET', '/accounts/password')).json()).toEqual({
      minLength: 8,
      maxLength: 128,
      requiresLetter: true,
      requiresDigit: true,
    });
    const weak = (await t.call(u.token, 'POST', '/accounts/password', { newPassword: 'abc' })).json();
    expect(weak).toMatchObject({ isAcceptable: false, problems: ['validation.passwordTooShort', 'validation.passwordWeak'] });
    const strong = (await t.call(u.token, 'POST', '/accounts/password', { newPassword: 'Fuerte#2026xyz' })).json();
    expect(strong).toEqual({ isAcceptable: true, score: 4, problems: [] });
    expect((await t.call(null, 'POST', '/jwt/login', { email: u.userName, password: u.password })).statusCode).toBe(200);
    expect((await t.call(null, 'GET', '/accounts/password')).statusCode).toBe(401);
  });
});

describe('DELETE /accounts', () => {
  it('refuses without the typed user name', async () => {
    const u = await session();
    const res = await t.call(u.token, 'DELETE', '/accounts', { confirmation: 'otro' }, { 'accept-language': 'en-US' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ confirmation: ['Type your user name exactly to confirm'] });
    expect((await t.call(u.token, 'GET', '/accounts/profile')).statusCode).toBe(200);
  });

  it('ends every session at once, blocks sign-in, and keeps the row so records stay attributed', async () => {
    const u = await session();
    const other = await t.login(u.userName, u.password);
    const res = await t.call(u.token, 'DELETE', '/accounts', { confirmation: u.userName.toUpperCase() });
    expect(res.statusCode).toBe(204);
    expect((await t.call(u.token, 'GET', '/accounts/profile')).statusCode).toBe(401);
    expect((await t.call(other.accessToken, 'GET', '/api/Perfil/ReglasAcceso')).statusCode).toBe(401);
    expect((await t.call(null, 'POST', '/jwt/refresh-token', { refreshToken: u.refreshToken })).statusCode).toBe(401);
    expect((await t.call(null, 'POST', '/jwt/refresh-token', { refreshToken: other.refreshToken })).statusCode).toBe(401);
    expect((await t.call(null, 'POST', '/jwt/login', { email: u.userName, password: u.password })).statusCode).toBe(400);
    const [row] = await t.db.select().from(users).where(eq(users.userId, u.userId));
    expect(row).toMatchObject({ userName: u.userName });
    expect(row!.deletedAt).toBeInstanceOf(Date);
  });

  it('refuses to delete the last administrator, and allows it while another remains', async () => {
    // This file's database has no other administrator yet.
    const admin = await session(['admin']);
    const refused = await t.call(admin.token, 'DELETE', '/accounts', { confirmation: admin.userName }, { 'accept-language': 'en-US' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().detail).toBe('The portal must keep at least one administrator; this change would remove the last one');
    expect((await t.call(admin.token, 'GET', '/accounts/profile')).statusCode).toBe(200);
    await session(['admin']);
    expect((await t.call(admin.token, 'DELETE', '/accounts', { confirmation: admin.userName })).statusCode).toBe(204);
  });
});
