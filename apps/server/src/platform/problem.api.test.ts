import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { users } from '@portal/db';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let token: string;
let me: { userId: number; userName: string; email: string; password: string };

beforeAll(async () => {
  t = await createTestApp(
    { bodyLimitBytes: 2048 },
    {
      extend(app, deps) {
        const open = { config: { access: { public: true as const } } };
        app.get('/api/probe/throw', open, async () => {
          throw new Error('secret internals: connection to 10.0.0.5 failed');
        });
        app.get('/api/probe/sql', open, async () => deps.db.execute(sql`select * from no_such_table_xyz`));
      },
    },
  );
  me = await t.createUser({ fullName: 'Nombre Original', password: 'Original123' });
  token = (await t.login(me.userName, 'Original123')).accessToken;
});
afterAll(async () => {
  await t.close();
});

function expectProblem(res: { statusCode: number; headers: Record<string, unknown>; json(): Record<string, unknown> }, status: number) {
  expect(res.statusCode).toBe(status);
  expect(String(res.headers['content-type'])).toContain('application/problem+json');
  const body = res.json();
  expect(body).toMatchObject({ status, type: expect.any(String), title: expect.any(String), detail: expect.any(String) });
  return body as { title: string; detail: string; errors?: Record<string, string[]>; requestId?: string; code?: string };
}

async function storedUser() {
  const [row] = await t.db.select().from(users).where(eq(users.userId, me.userId));
  return row!;
}

async function userCount(): Promise<number> {
  const [row] = await t.db.select({ n: sql<number>`count(*)::int` }).from(users);
  return row!.n;
}

const validProfile = () => ({ fullName: 'Nombre Original', email: me.email, phone: null });

describe('problem details', () => {
  it('answers unknown API paths with a localized 404', async () => {
    const es = expectProblem(await t.call(null, 'GET', '/api/NoExiste'), 404);
    expect(es.title).toBe('No encontrado');
    const en = expectProblem(await t.call(null, 'GET', '/api/NoExiste', undefined, { 'accept-language': 'en-US,en;q=0.9' }), 404);
    expect(en.title).toBe('Not found');
  });

  it('answers in the language of a Language header (spec point 7), which wins over Accept-Language', async () => {
    const en = expectProblem(await t.call(null, 'GET', '/api/NoExiste', undefined, { language: 'en-US' }), 404);
    expect(en.title).toBe('Not found');
    const es = expectProblem(await t.call(null, 'GET', '/api/NoExiste', undefined, { language: 'es-MX', 'accept-language': 'en-US' }), 404);
    expect(es.title).toBe('No encontrado');
    // A Language header that names neither language leaves the choice to Accept-Language.
    const other = expectProblem(
      await t.call(null, 'GET', '/api/NoExiste', undefined, { language: 'fr-FR', 'accept-language': 'en-US' }),
      404,
    );
    expect(other.title).toBe('Not found');
    expect(expectProblem(await t.call(null, 'GET', '/api/NoExiste', undefined, { language: 'en_US' }), 404).title).toBe('Not found');
  });

  it('answers malformed JSON with 400 and writes nothing', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/accounts/profile',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'accept-language': 'en-US' },
      payload: '{"fullName": "Otro",',
    });
    const body = expectProblem(res, 400);
    expect(body.detail).toBe('The request body is not valid JSON');
    expect(body.errors).toHaveProperty('body');
    expect((await storedUser()).fullName).toBe('Nombre Original');
  });

  it('refuses prototype poisoning', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/jwt/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":"x","password":"y","__proto__":{"isAdmin":true}}',
    });
    expectProblem(res, 400);
  });

  it('answers a body over the limit with 413 and writes nothing', async () => {
    const res = await t.call(
      token,
      'PUT',
      '/accounts/profile',
      { ...validProfile(), fullName: 'x'.repeat(4000) },
      { 'accept-language': 'en-US' },
    );
    const body = expectProblem(res, 413);
    expect(body.detail).toBe('The content is too large');
    expect((await storedUser()).fullName).toBe('Nombre Original');
  });

  it('names unknown fields and wrong-typed fields, and writes nothing', async () => {
    const unknown = expectProblem(
      await t.call(
        token,
        'PUT',
        '/accounts/profile',
        { ...validProfile(), fullName: 'Cambiado', nivel: 'root', isAdmin: true },
        { 'accept-language': 'en-US' },
      ),
      400,
    );
    expect(unknown.errors).toEqual({ nivel: ['Unknown field'], isAdmin: ['Unknown field'] });
    const wrongType = expectProblem(
      await t.call(token, 'PUT', '/accounts/profile', { fullName: 42, email: me.email, phone: 5551234567 }, { 'accept-language': 'en-US' }),
      400,
    );
    expect(wrongType.errors).toEqual({
      fullName: ['The value does not have the expected type'],
      phone: ['The value does not have the expected type'],
    });
    const missing = expectProblem(
      await t.call(token, 'PUT', '/accounts/profile', { email: me.email, phone: null }, { 'accept-language': 'en-US' }),
      400,
    );
    expect(missing.errors).toEqual({ fullName: ['This field is required'] });
    const stored = await storedUser();
    expect(stored.fullName).toBe('Nombre Original');
    expect(stored.rowVersion).toBe(1);
  });

  it('treats field names such as toString, constructor and __proto__ as plain data (no 500)', async () => {
    const adminToken = await t.tokenFor({ roles: ['admin'] });
    for (const name of ['toString', 'constructor', 'hasOwnProperty', 'valueOf']) {
      const login = expectProblem(
        await t.call(null, 'POST', '/jwt/login', { email: 'a', password: 'b', [name]: 1 }, { 'accept-language': 'en-US' }),
        400,
      );
      expect(login.errors?.[name]).toEqual(['Unknown field']);
      expect(login.requestId).toEqual(expect.any(String));
      const list = expectProblem(await t.call(adminToken, 'GET', `/api/Clientes?${name}=1`), 400);
      expect(Object.keys(list.errors ?? {})).toContain(name);
    }
    const proto = await t.app.inject({
      method: 'POST',
      url: '/jwt/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":"a","password":"b","constructor":{"prototype":{"x":1}}}',
    });
    expect(proto.statusCode).toBe(400);
  });

  it('refuses control characters in the query, the path and the body with a 400 naming the field (no 500, no cut export)', async () => {
    const adminToken = await t.tokenFor({ roles: ['admin'] });
    for (const url of [
      '/api/Clientes?search=%00',
      '/api/Partes?search=a%00b',
      '/api/Clientes/Exportar?format=csv&search=%00',
      '/api/Clientes?search=%1b',
    ]) {
      const res = expectProblem(await t.call(adminToken, 'GET', url, undefined, { 'accept-language': 'en-US' }), 400);
      expect(res.errors).toEqual({ search: ['The text contains characters that are not allowed'] });
    }
    const path = expectProblem(await t.call(adminToken, 'GET', '/api/Destinatarios/1%00'), 400);
    expect(Object.keys(path.errors ?? {}).length).toBeGreaterThan(0);
    const before = await userCount();
    for (const [url, payload] of [
      ['/jwt/login', { email: 'admin\u0000', password: 'x' }],
      ['/jwt/resend-confirmation', { email: 'a\u0000@example.mx' }],
      ['/jwt/register', { username: 'nul\u0000user', email: 'nul@example.mx', password: 'Secreta123' }],
    ] as const) {
      const res = expectProblem(await t.call(null, 'POST', url, payload), 400);
      expect(res.errors).toBeDefined();
    }
    expect(await userCount()).toBe(before);
  });

  it('marks API answers no-store and allows the camera to this origin only', async () => {
    for (const [url, auth] of [
      ['/api/Perfil/ReglasAcceso', token],
      ['/accounts/profile', token],
      ['/api/no-such-thing', token],
    ] as const) {
      const res = await t.call(auth, 'GET', url);
      expect(res.headers['cache-control'], url).toBe('no-store');
      expect(String(res.headers['permissions-policy'])).toContain('camera=(self)');
      expect(String(res.headers['permissions-policy'])).toContain('microphone=()');
    }
    const health = await t.app.inject({ method: 'GET', url: '/health' });
    expect(String(health.headers['permissions-policy'])).toContain('camera=(self)');
  });

  it('accepts a JSON Patch with its own media type, application/json-patch+json', async () => {
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/accounts/profile',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json-patch+json' },
      payload: JSON.stringify([{ op: 'replace', path: '/fullName', value: 'Nombre Original' }]),
    });
    expect(res.statusCode).toBe(200);
    const malformed = await t.app.inject({
      method: 'PATCH',
      url: '/accounts/profile',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json-patch+json' },
      payload: '[{"op":',
    });
    expectProblem(malformed, 400);
  });

  it('reads an empty body sent as JSON as no body: a DELETE goes through, a PUT names its missing fields', async () => {
    const admin = await t.createUser({ roles: ['admin'] });
    const adminToken = (await t.login(admin.userName, admin.password)).accessToken;
    const json = { 'content-type': 'application/json', 'accept-language': 'en-US' };
    const gone = await t.app.inject({
      method: 'DELETE',
      url: '/api/Partes/999999',
      headers: { ...json, authorization: `Bearer ${adminToken}` },
      payload: '',
    });
    expect(expectProblem(gone, 404).code).not.toBe('malformedJson');
    const put = await t.app.inject({
      method: 'PUT',
      url: '/accounts/profile',
      headers: { ...json, authorization: `Bearer ${token}` },
      payload: '',
    });
    const problem = expectProblem(put, 400);
    expect(problem.code).toBe('validation');
    expect((await storedUser()).fullName).toBe('Nombre Original');
  });

  it('names the fields of a bad login body', async () => {
    const res = expectProblem(
      await t.call(null, 'POST', '/jwt/login', { email: 12, password: 'x', remember: true }, { 'accept-language': 'en-US' }),
      400,
    );
    expect(res.errors).toEqual({ email: ['The value does not have the expected type'], remember: ['Unknown field'] });
  });

  it.each([
    ['<script>alert(1)</script>'],
    ['Juan <img src=x onerror=alert(1)>'],
    ['javascript:alert(1)'],
    ['Juan\u0000Pérez'],
    ['Juan\u001bPérez'],
  ])('refuses injection-shaped text %j in fullName on PUT /accounts/profile and on register', async (fullName) => {
    const put = expectProblem(
      await t.call(token, 'PUT', '/accounts/profile', { ...validProfile(), fullName }, { 'accept-language': 'en-US' }),
      400,
    );
    expect(put.errors).toEqual({ fullName: ['The text contains characters that are not allowed'] });
    const patch = expectProblem(
      await t.call(token, 'PATCH', '/accounts/profile', [{ op: 'replace', path: '/fullName', value: fullName }], {
        'accept-language': 'en-US',
      }),
      400,
    );
    expect(patch.errors).toEqual({ fullName: ['The text contains characters that are not allowed'] });
    expect((await storedUser()).fullName).toBe('Nombre Original');

    const before = await userCount();
    const reg = await t.app.inject({
      method: 'POST',
      url: '/jwt/register',
      payload: { username: 'inyeccion', email: 'inyeccion@example.mx', password: 'Secreta123', fullName },
      remoteAddress: '10.1.1.1',
    });
    const body = expectProblem(reg, 400);
    expect(Object.keys(body.errors!)).toEqual(['fullName']);
    expect(body.errors!.fullName).toEqual(['El texto contiene caracteres no permitidos']);
    expect(await userCount()).toBe(before);
  });

  it('keeps ordinary accented names and apostrophes', async () => {
    const res = await t.call(token, 'PUT', '/accounts/profile', { ...validProfile(), fullName: "María José O'Neill Núñez" });
    expect(res.statusCode).toBe(200);
    expect(res.json().fullName).toBe("María José O'Neill Núñez");
    await t.call(token, 'PUT', '/accounts/profile', validProfile());
  });

  it.each([['/api/probe/throw'], ['/api/probe/sql']])('answers a failure in %s with 500, a request id and no internals', async (url) => {
    const res = await t.call(null, 'GET', url, undefined, { 'accept-language': 'en-US' });
    const body = expectProblem(res, 500);
    expect(body.requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.headers['x-request-id']).toBe(body.requestId);
    expect(body.detail).toBe(`An unexpected error occurred. Reference: ${body.requestId}`);
    expect(res.body).not.toMatch(/secret internals|10\.0\.0\.5|no_such_table|select|stack|at .*\.ts/i);
  });

  it('gives every response its own request id and ignores one sent by the client', async () => {
    const a = await t.call(null, 'GET', '/health', undefined, { 'x-request-id': 'chosen-by-client' });
    const b = await t.call(null, 'GET', '/health');
    expect(a.headers['x-request-id']).not.toBe('chosen-by-client');
    expect(a.headers['x-request-id']).not.toBe(b.headers['x-request-id']);
  });
});
