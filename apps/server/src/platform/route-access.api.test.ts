import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { RouteOptions } from 'fastify';
import { roles, userRoles, userSecurityProfiles, users } from '@portal/db';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { bumpSecurityStamp } from './access.ts';
import { TokenService } from './auth/tokens.ts';
import { checkRouteDeclaration, RouteDeclarationError } from './route-access.ts';

let t: TestApp;
let staff: { userId: number; userName: string; password: string };
let admin: { userId: number; userName: string; password: string };
let plain: { userId: number; userName: string; password: string };

beforeAll(async () => {
  t = await createTestApp(
    {},
    {
      // Probe routes guarded like any feature route.
      extend(app) {
        app.get('/api/probe/partes', { config: { access: { resource: 'Partes', action: 'write' } } }, async () => ({ ok: true }));
        app.get('/api/probe/public', { config: { access: { public: true } } }, async (request) => ({
          caller: request.caller?.userName ?? null,
        }));
      },
    },
  );
  [staff, admin, plain] = await Promise.all([t.createUser({ roles: ['editor'] }), t.createUser({ roles: ['admin'] }), t.createUser()]);
});
afterAll(async () => {
  await t.close();
});

const probe = (token: string | null) => t.call(token, 'GET', '/api/probe/partes', undefined, { 'accept-language': 'en-US' });
const rulesOf = async (token: string) => (await t.call(token, 'GET', '/api/Perfil/ReglasAcceso')).json();

describe('route declarations', () => {
  const route = (url: string, config?: unknown) => ({ method: 'GET', url, handler: async () => null, config }) as unknown as RouteOptions;

  it('accepts declared routes and refuses undeclared or unknown ones under the API bases', () => {
    expect(() => checkRouteDeclaration(route('/api/Partes', { access: { resource: 'Partes', action: 'read' } }))).not.toThrow();
    expect(() => checkRouteDeclaration(route('/accounts/profile', { access: { self: true } }))).not.toThrow();
    expect(() => checkRouteDeclaration(route('/api/docs/json'))).not.toThrow();
    expect(() => checkRouteDeclaration(route('/assets/app.js'))).not.toThrow();
    expect(() => checkRouteDeclaration(route('/api/x'))).toThrow(RouteDeclarationError);
    expect(() => checkRouteDeclaration(route('/jwt/x'))).toThrow(RouteDeclarationError);
    expect(() => checkRouteDeclaration(route('/accounts/x', {}))).toThrow(RouteDeclarationError);
    expect(() => checkRouteDeclaration(route('/api/x', { access: { resource: 'Nope', action: 'read' } }))).toThrow(/unknown resource/);
    // Under /api a route must name its resource: "any signed-in user" is not enough there.
    expect(() => checkRouteDeclaration(route('/api/x', { access: { self: true } }))).toThrow(RouteDeclarationError);
  });

  it('refuses to build an app with an undeclared API route', async () => {
    await expect(
      createTestApp(
        {},
        {
          extend(app) {
            app.get('/api/x', async () => ({ ok: true }));
          },
        },
      ),
    ).rejects.toThrow(/GET \/api\/x does not declare its access/);
  });
});

describe('authentication of guarded routes', () => {
  it('answers 401 problem+json without a valid token', async () => {
    const session = await t.login(staff.userName, staff.password);
    const [header, payload] = session.accessToken.split('.');
    const forged = await new TokenService('another-secret-of-at-least-32-characters', 900).signAccess({
      userId: staff.userId,
      familyId: JSON.parse(Buffer.from(payload!, 'base64url').toString()).sid,
    });
    const unsigned = `${header}.${payload}.`;
    const expired = await new TokenService(t.deps.config.jwtSecret, -60).signAccess({
      userId: staff.userId,
      familyId: JSON.parse(Buffer.from(payload!, 'base64url').toString()).sid,
    });
    for (const token of [null, 'garbage', 'a.b.c', forged, unsigned, expired]) {
      const res = await t.call(token, 'GET', '/accounts/profile', undefined, { 'accept-language': 'en-US' });
      expect(res.statusCode, String(token)).toBe(401);
      expect(res.headers['content-type']).toContain('application/problem+json');
      expect(res.json()).toMatchObject({ status: 401, title: 'Unauthorized', detail: 'Sign in to continue' });
    }
    const basic = await t.app.inject({
      method: 'GET',
      url: '/accounts/profile',
      headers: { authorization: `Basic ${session.accessToken}` },
    });
    expect(basic.statusCode).toBe(401);
    expect((await t.call(session.accessToken, 'GET', '/accounts/profile')).statusCode).toBe(200);
  });

  it('answers 403 with a valid token but without the ability, and 200 with it', async () => {
    const session = await t.login(plain.userName, plain.password);
    const denied = await probe(session.accessToken);
    expect(denied.statusCode).toBe(403);
    expect(denied.headers['content-type']).toContain('application/problem+json');
    expect(denied.json()).toMatchObject({ status: 403, code: 'forbidden', detail: 'You are not allowed to change Partes' });
    const adminSession = await t.login(admin.userName, admin.password);
    expect((await probe(adminSession.accessToken)).statusCode).toBe(200);
  });

  it('lets public routes learn who calls when a token is sent', async () => {
    const session = await t.login(plain.userName, plain.password);
    expect((await t.call(session.accessToken, 'GET', '/api/probe/public')).json()).toEqual({ caller: plain.userName });
    expect((await t.call(null, 'GET', '/api/probe/public')).json()).toEqual({ caller: null });
  });
});

describe('permission changes take effect at once', () => {
  it('grants and withdraws through a profile assigned to the user', async () => {
    const u = await t.createUser();
    const session = await t.login(u.userName, u.password);
    expect((await probe(session.accessToken)).statusCode).toBe(403);
    const profileId = await t.grantProfile([['Partes', 'r', 'w']], { userIds: [u.userId] });
    expect((await probe(session.accessToken)).statusCode).toBe(200);
    await t.db.delete(userSecurityProfiles).where(eq(userSecurityProfiles.perfilSeguridadId, profileId));
    await bumpSecurityStamp(t.db, [u.userId]);
    await t.heard();
    expect((await probe(session.accessToken)).statusCode).toBe(403);
  });

  it('follows role changes', async () => {
    const u = await t.createUser();
    const session = await t.login(u.userName, u.password);
    expect((await probe(session.accessToken)).statusCode).toBe(403);
    const [adminRole] = await t.db.select().from(roles).where(eq(roles.name, 'admin'));
    await t.db.insert(userRoles).values({ userId: u.userId, roleId: adminRole!.roleId });
    await bumpSecurityStamp(t.db, [u.userId]);
    await t.heard();
    expect((await probe(session.accessToken)).statusCode).toBe(200);
    expect(await rulesOf(session.accessToken)).toEqual([{ action: 'manage', subject: 'all' }]);
    await t.db.delete(userRoles).where(eq(userRoles.userId, u.userId));
    await bumpSecurityStamp(t.db, [u.userId]);
    await t.heard();
    expect((await probe(session.accessToken)).statusCode).toBe(403);
  });

  it('shuts a deactivated user out on the next request, and lets them back when reactivated', async () => {
    const u = await t.createUser({ roles: ['admin'] });
    const session = await t.login(u.userName, u.password);
    expect((await probe(session.accessToken)).statusCode).toBe(200);
    await t.db.update(users).set({ status: 'inactive' }).where(eq(users.userId, u.userId));
    await t.heard();
    expect((await probe(session.accessToken)).statusCode).toBe(401);
    expect((await t.call(session.accessToken, 'GET', '/accounts/profile')).statusCode).toBe(401);
    await t.db.update(users).set({ status: 'active' }).where(eq(users.userId, u.userId));
    await t.heard();
    expect((await probe(session.accessToken)).statusCode).toBe(200);
  });
});

describe('GET /api/Perfil/ReglasAcceso', () => {
  it('answers manage all for an admin', async () => {
    const session = await t.login(admin.userName, admin.password);
    expect(await rulesOf(session.accessToken)).toEqual([{ action: 'manage', subject: 'all' }]);
  });

  it('answers the default session rules for a user without profiles', async () => {
    const session = await t.login(plain.userName, plain.password);
    expect(await rulesOf(session.accessToken)).toEqual([
      { action: 'read', subject: 'Auth' },
      { action: 'read', subject: 'profile' },
    ]);
    expect(session.userData.ability).toEqual(await rulesOf(session.accessToken));
  });

  it('opens the start page to staff roles but not to clients', async () => {
    const editor = await t.createUser({ roles: ['editor'] });
    const client = await t.createUser({ roles: ['client'] });
    const editorRules = await rulesOf((await t.login(editor.userName, editor.password)).accessToken);
    const clientRules = await rulesOf((await t.login(client.userName, client.password)).accessToken);
    expect(editorRules).toContainEqual({ action: 'read', subject: 'home' });
    expect(clientRules).not.toContainEqual({ action: 'read', subject: 'home' });
    expect(clientRules).toContainEqual({ action: 'read', subject: 'profile' });
  });

  it('adds what the user’s profiles grant, directly and through roles', async () => {
    await t.grantProfile([['Partes', 'r', 'w']], { userIds: [staff.userId] });
    await t.grantProfile(
      [
        ['Destinatarios', 'r', 'c', 'd'],
        ['Partes', 'r'],
      ],
      { roles: ['editor'] },
    );
    await t.grantProfile([['Clientes', 'r']], { roles: ['maintainer'] });
    const session = await t.login(staff.userName, staff.password);
    const rules = await rulesOf(session.accessToken);
    const key = (r: { action: string; subject: string }) => `${r.action}:${r.subject}`;
    expect(rules.map(key).sort()).toEqual(
      [
        'read:Auth',
        'read:profile',
        'read:home',
        'read:Partes',
        'write:Partes',
        'read:Destinatarios',
        'create:Destinatarios',
        'delete:Destinatarios',
      ].sort(),
    );
    expect((await probe(session.accessToken)).statusCode).toBe(200);
  });

  it('needs a session', async () => {
    expect((await t.call(null, 'GET', '/api/Perfil/ReglasAcceso')).statusCode).toBe(401);
  });
});

describe('GET /api/docs/json', () => {
  it('answers the OpenAPI document with the API’s paths', async () => {
    const res = await t.call(null, 'GET', '/api/docs/json');
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/jwt/login',
        '/jwt/register',
        '/jwt/refresh-token',
        '/accounts/profile',
        '/accounts/logs',
        '/api/Perfil/ReglasAcceso',
      ]),
    );
    expect(doc.paths['/jwt/login'].post.requestBody).toBeDefined();
    // Every API route documents its problem answers.
    const problem = doc.paths['/api/Perfil/ReglasAcceso'].get.responses['4XX'];
    expect(Object.keys(problem.content)).toEqual(['application/problem+json']);
    expect(problem.content['application/problem+json'].schema.properties).toHaveProperty('errors');
  });
});
