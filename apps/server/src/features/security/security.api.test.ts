import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { securityProfilePermissions, users } from '@portal/db';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
let adminToken: string;
let limited: { userId: number; userName: string; password: string };
let limitedToken: string;
let limitedRefresh: string;

beforeAll(async () => {
  t = await createTestApp();
  const admin = await t.createUser({ roles: ['admin'] });
  adminToken = (await t.login(admin.userName, admin.password)).accessToken;
  limited = await t.createUser({ roles: ['editor'] });
  const s = await t.login(limited.userName, limited.password);
  limitedToken = s.accessToken;
  limitedRefresh = s.refreshToken;
});
afterAll(async () => {
  await t.close();
});

const ALL_OFF = { canRead: false, canWrite: false, canCreate: false, canDelete: false };

describe('permission matrix', () => {
  it('shows resources down and profiles across, without the open ones', async () => {
    await t.grantProfile([['Clientes', 'r', 'w']], {});
    const res = await t.call(adminToken, 'GET', '/api/Seguridad/MatrizPermisos');
    expect(res.statusCode).toBe(200);
    const matrix = res.json();
    expect(matrix.recursos).toContain('Partes');
    expect(matrix.recursos).not.toContain('Auth');
    expect(matrix.recursos).not.toContain('profile');
    expect(matrix.perfiles.length).toBeGreaterThan(0);
    expect(matrix.celdas).toContainEqual(
      expect.objectContaining({ resource: 'Clientes', canRead: true, canWrite: true, canCreate: false }),
    );
  });

  it('takes back the matrix its GET gave: nothing written, no session touched; a changed read-only field is a 400', async () => {
    await t.grantProfile([['Clientes', 'r']], { userIds: [limited.userId] });
    const stamps = async () => (await t.db.select({ s: users.securityStamp }).from(users).orderBy(users.userId)).map((row) => row.s);
    const before = await stamps();
    const matrix = (await t.call(adminToken, 'GET', '/api/Seguridad/MatrizPermisos')).json();
    const same = await t.call(adminToken, 'PUT', '/api/Seguridad/MatrizPermisos', matrix);
    expect(same.statusCode).toBe(200);
    expect(same.json()).toEqual(matrix);
    expect(await stamps()).toEqual(before);
    const changed = await t.call(adminToken, 'PUT', '/api/Seguridad/MatrizPermisos', { ...matrix, recursos: ['Partes'] });
    expect(changed.statusCode).toBe(400);
    expect(changed.json().errors).toHaveProperty('recursos');
  });

  it('grants read on Partes to a user’s profile: abilities change on the next request and the next refresh carries them', async () => {
    const profileId = await t.grantProfile([['Clientes', 'r']], { userIds: [limited.userId] });
    expect((await t.call(limitedToken, 'GET', '/api/Perfil/ReglasAcceso')).json()).not.toContainEqual({
      action: 'read',
      subject: 'Partes',
    });
    const stampBefore = (await t.db.select().from(users).where(eq(users.userId, limited.userId)))[0]!.securityStamp;
    const save = await t.call(adminToken, 'PUT', '/api/Seguridad/MatrizPermisos', {
      celdas: [{ perfilSeguridadId: profileId, resource: 'Partes', ...ALL_OFF, canRead: true }],
    });
    expect(save.statusCode).toBe(200);
    expect(save.json().celdas).toContainEqual({ perfilSeguridadId: profileId, resource: 'Partes', ...ALL_OFF, canRead: true });
    expect((await t.db.select().from(users).where(eq(users.userId, limited.userId)))[0]!.securityStamp).toBe(stampBefore + 1);
    expect((await t.call(limitedToken, 'GET', '/api/Perfil/ReglasAcceso')).json()).toContainEqual({ action: 'read', subject: 'Partes' });
    const refreshed = await t.call(null, 'POST', '/jwt/refresh-token', { refreshToken: limitedRefresh });
    expect(refreshed.statusCode).toBe(200);
    limitedRefresh = refreshed.json().refreshToken;
    expect(refreshed.json().userData.ability).toContainEqual({ action: 'read', subject: 'Partes' });

    // And taken away again: a cell with every flag off removes the permission.
    await t.call(adminToken, 'PUT', '/api/Seguridad/MatrizPermisos', {
      celdas: [{ perfilSeguridadId: profileId, resource: 'Partes', ...ALL_OFF }],
    });
    const again = await t.call(null, 'POST', '/jwt/refresh-token', { refreshToken: limitedRefresh });
    limitedRefresh = again.json().refreshToken;
    expect(again.json().userData.ability).not.toContainEqual({ action: 'read', subject: 'Partes' });
    const rows = await t.db.select().from(securityProfilePermissions).where(eq(securityProfilePermissions.perfilSeguridadId, profileId));
    expect(rows.map((r) => r.resource)).toEqual(['Clientes']);
  });

  it('saves all cells in one transaction: one bad cell writes nothing', async () => {
    const profileId = await t.grantProfile([['Clientes', 'r']], {});
    const res = await t.call(
      adminToken,
      'PUT',
      '/api/Seguridad/MatrizPermisos',
      {
        celdas: [
          { perfilSeguridadId: profileId, resource: 'Partes', ...ALL_OFF, canRead: true },
          { perfilSeguridadId: 999_999, resource: 'Partes', ...ALL_OFF, canRead: true },
        ],
      },
      { 'accept-language': 'en-US' },
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().detail).toBe('Security profile 999999 does not exist');
    const rows = await t.db.select().from(securityProfilePermissions).where(eq(securityProfilePermissions.perfilSeguridadId, profileId));
    expect(rows.map((r) => r.resource)).toEqual(['Clientes']);
    const unknown = await t.call(adminToken, 'PUT', '/api/Seguridad/MatrizPermisos', {
      celdas: [{ perfilSeguridadId: profileId, resource: 'Inventado', ...ALL_OFF }],
    });
    expect(unknown.statusCode).toBe(400);
  });

  it('is read by those who may read Seguridad and written only by those who may write it', async () => {
    expect((await t.call(null, 'GET', '/api/Seguridad/MatrizPermisos')).statusCode).toBe(401);
    const reader = await t.createUser({ roles: ['editor'] });
    await t.grantProfile([['Seguridad', 'r']], { userIds: [reader.userId] });
    const token = (await t.login(reader.userName, reader.password)).accessToken;
    expect((await t.call(token, 'GET', '/api/Seguridad/MatrizPermisos')).statusCode).toBe(200);
    const write = await t.call(token, 'PUT', '/api/Seguridad/MatrizPermisos', {
      celdas: [{ perfilSeguridadId: 1, resource: 'Partes', ...ALL_OFF, canRead: true }],
    });
    expect(write.statusCode).toBe(403);
    expect((await t.call(limitedToken, 'GET', '/api/Seguridad/MatrizPermisos')).statusCode).toBe(403);
  });

  it('refuses to let a security administrator remove their own right, rolling the change back', async () => {
    const officer = await t.createUser({ roles: ['maintainer'] });
    const profileId = await t.grantProfile([['Seguridad', 'r', 'w']], { userIds: [officer.userId] });
    const token = (await t.login(officer.userName, officer.password)).accessToken;
    const res = await t.call(
      token,
      'PUT',
      '/api/Seguridad/MatrizPermisos',
      { celdas: [{ perfilSeguridadId: profileId, resource: 'Seguridad', ...ALL_OFF, canRead: true }] },
      { 'accept-language': 'en-US' },
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().detail).toBe('You cannot remove your own right to administer security');
    const [row] = await t.db.select().from(securityProfilePermissions).where(eq(securityProfilePermissions.perfilSeguridadId, profileId));
    expect(row).toMatchObject({ canRead: true, canWrite: true });
    // Someone else (an admin) may do it.
    const byAdmin = await t.call(adminToken, 'PUT', '/api/Seguridad/MatrizPermisos', {
      celdas: [{ perfilSeguridadId: profileId, resource: 'Seguridad', ...ALL_OFF, canRead: true }],
    });
    expect(byAdmin.statusCode).toBe(200);
    expect(
      (
        await t.call(token, 'PUT', '/api/Seguridad/MatrizPermisos', {
          celdas: [{ perfilSeguridadId: profileId, resource: 'Partes', ...ALL_OFF }],
        })
      ).statusCode,
    ).toBe(403);
  });
});

describe('security profiles', () => {
  it('creates, lists, reads, updates with version check and deletes a profile with roles, permissions and users', async () => {
    const member = await t.createUser({ roles: ['subscriber'] });
    const memberToken = (await t.login(member.userName, member.password)).accessToken;
    const created = await t.call(adminToken, 'POST', '/api/Seguridad/PerfilesSeguridad', {
      nombre: 'Auditoría interna',
      descripcion: 'Consulta de auditorías',
      roles: ['author'],
      permisos: [{ resource: 'AuditoriaMolex', title: 'Auditoría', canRead: true, canWrite: false, canCreate: false, canDelete: false }],
      usuarios: [member.userId],
    });
    expect(created.statusCode).toBe(201);
    const profile = created.json();
    expect(profile).toMatchObject({
      nombre: 'Auditoría interna',
      roles: ['author'],
      permisos: [{ resource: 'AuditoriaMolex', title: 'Auditoría', canRead: true }],
      usuarios: [{ userId: member.userId, userName: member.userName }],
      rowVersion: 1,
    });
    expect((await t.call(memberToken, 'GET', '/api/Perfil/ReglasAcceso')).json()).toContainEqual({
      action: 'read',
      subject: 'AuditoriaMolex',
    });

    const list = await t.call(adminToken, 'GET', '/api/Seguridad/PerfilesSeguridad?search=auditor&sort=nombre:asc');
    expect(list.json()).toMatchObject({ total: 1, items: [{ nombre: 'Auditoría interna', roles: ['author'], permisos: 1, usuarios: 1 }] });
    expect((await t.call(adminToken, 'GET', '/api/Seguridad/PerfilesSeguridad?sort=secreto:asc')).statusCode).toBe(400);

    const id = profile.perfilSeguridadId;
    const update = { ...profile, usuarios: [], roles: [], permisos: [] } as Record<string, unknown>;
    const saved = await t.call(adminToken, 'PUT', `/api/Seguridad/PerfilesSeguridad/${id}`, update);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ usuarios: [], permisos: [], rowVersion: 2 });
    expect((await t.call(memberToken, 'GET', '/api/Perfil/ReglasAcceso')).json()).not.toContainEqual({
      action: 'read',
      subject: 'AuditoriaMolex',
    });
    expect((await t.call(adminToken, 'PUT', `/api/Seguridad/PerfilesSeguridad/${id}`, update)).statusCode).toBe(409);
    expect(
      (await t.call(adminToken, 'PUT', `/api/Seguridad/PerfilesSeguridad/${id}`, { ...update, rowVersion: 2, perfilSeguridadId: id + 1 }))
        .statusCode,
    ).toBe(400);

    const duplicate = await t.call(
      adminToken,
      'POST',
      '/api/Seguridad/PerfilesSeguridad',
      { nombre: 'Auditoría interna', descripcion: '', roles: [], permisos: [], usuarios: [] },
      { 'accept-language': 'en-US' },
    );
    expect(duplicate.statusCode).toBe(400);
    expect(duplicate.json().errors).toEqual({ nombre: ['A security profile with this name already exists'] });

    expect((await t.call(adminToken, 'DELETE', `/api/Seguridad/PerfilesSeguridad/${id}`)).statusCode).toBe(204);
    expect((await t.call(adminToken, 'GET', `/api/Seguridad/PerfilesSeguridad/${id}`)).statusCode).toBe(404);
  });

  it('assigns profiles from the user side and refuses unknown ones', async () => {
    const u = await t.createUser({ roles: ['editor'] });
    const token = (await t.login(u.userName, u.password)).accessToken;
    const profileId = await t.grantProfile([['Previos', 'r']], {});
    const set = await t.call(adminToken, 'PUT', `/api/Seguridad/Usuarios/${u.userId}/PerfilesSeguridad`, { perfiles: [profileId] });
    expect(set.json()).toEqual({ perfiles: [profileId] });
    expect((await t.call(token, 'GET', '/api/Perfil/ReglasAcceso')).json()).toContainEqual({ action: 'read', subject: 'Previos' });
    expect(
      (await t.call(adminToken, 'PUT', `/api/Seguridad/Usuarios/${u.userId}/PerfilesSeguridad`, { perfiles: [987654] })).statusCode,
    ).toBe(400);
    expect((await t.call(adminToken, 'GET', `/api/Seguridad/Usuarios/${u.userId}/PerfilesSeguridad`)).json()).toEqual({
      perfiles: [profileId],
    });
    const options = await t.call(adminToken, 'GET', `/api/Seguridad/Opciones/Usuarios?llaveBuscar=${u.userName}`);
    expect(options.json()).toEqual([{ value: u.userId, text: `Usuario ${u.userName} (${u.userName})` }]);
  });

  it('refuses to let an officer unassign themselves from the profile that makes them one', async () => {
    const officer = await t.createUser({ roles: ['author'] });
    const profileId = await t.grantProfile([['Seguridad', 'r', 'w', 'c', 'd']], { userIds: [officer.userId] });
    const token = (await t.login(officer.userName, officer.password)).accessToken;
    const profile = (await t.call(token, 'GET', `/api/Seguridad/PerfilesSeguridad/${profileId}`)).json();
    const { perfilSeguridadId: _id, ...body } = profile;
    const res = await t.call(token, 'PUT', `/api/Seguridad/PerfilesSeguridad/${profileId}`, { ...body, usuarios: [] });
    expect(res.statusCode).toBe(422);
    expect((await t.call(token, 'DELETE', `/api/Seguridad/PerfilesSeguridad/${profileId}`)).statusCode).toBe(422);
    expect((await t.call(token, 'PUT', `/api/Seguridad/Usuarios/${officer.userId}/PerfilesSeguridad`, { perfiles: [] })).statusCode).toBe(
      422,
    );
    expect((await t.call(token, 'GET', `/api/Seguridad/PerfilesSeguridad/${profileId}`)).json().usuarios).toHaveLength(1);
  });

  it('needs Seguridad abilities', async () => {
    expect((await t.call(limitedToken, 'GET', '/api/Seguridad/PerfilesSeguridad')).statusCode).toBe(403);
    expect(
      (
        await t.call(limitedToken, 'POST', '/api/Seguridad/PerfilesSeguridad', {
          nombre: 'x',
          descripcion: '',
          roles: [],
          permisos: [],
          usuarios: [],
        })
      ).statusCode,
    ).toBe(403);
    expect((await t.call(null, 'GET', '/api/Seguridad/PerfilesSeguridad')).statusCode).toBe(401);
  });
});
