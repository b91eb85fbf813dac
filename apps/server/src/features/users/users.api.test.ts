import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { getCatalogue, type Assignments, type UsuarioDetail, type UsuarioItem } from '@portal/contract';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { sampleRecord, type CreateRecord } from '../../../test/catalogue-samples.ts';

type Row = Record<string, unknown>;

let t: TestApp;
let admin: string;
let adminUserName: string;
let reader: string;
let nobody: string;
let clienteA: number;
let clienteB: number;
let proveedorA: number;

const create: CreateRecord = async (catalogue, values) => {
  const definition = getCatalogue(catalogue);
  const res = await t.call(admin, 'POST', definition.apiPath, values);
  if (res.statusCode !== 201) throw new Error(`create ${catalogue}: ${res.statusCode} ${res.body}`);
  return res.json<Row>()[definition.idField] as number;
};

let counter = 0;
function newUser(overrides: Row = {}): Row {
  counter += 1;
  return {
    userName: `nuevo.${counter}`,
    email: `nuevo${counter}@example.mx`,
    fullName: `Ñandú Pérez ${counter}`,
    phone: '+52 867 712 3456',
    status: 'active',
    password: 'Inicial2026',
    ...overrides,
  };
}

async function createViaApi(overrides: Row = {}): Promise<UsuarioDetail> {
  const res = await t.call(admin, 'POST', '/api/Usuarios', newUser(overrides));
  if (res.statusCode !== 201) throw new Error(`create user: ${res.statusCode} ${res.body}`);
  return res.json<UsuarioDetail>();
}

beforeAll(async () => {
  t = await createTestApp();
  const a = await t.createUser({ roles: ['admin'], fullName: 'Administradora General' });
  adminUserName = a.userName;
  admin = (await t.login(a.userName, a.password)).accessToken;
  const r = await t.createUser({ roles: ['subscriber'] });
  await t.grantProfile([['Usuarios', 'r']], { userIds: [r.userId] });
  reader = (await t.login(r.userName, r.password)).accessToken;
  const n = await t.createUser({ roles: ['subscriber'] });
  nobody = (await t.login(n.userName, n.password)).accessToken;
  clienteA = await create('clientes', await sampleRecord(getCatalogue('clientes'), create));
  clienteB = await create('clientes', await sampleRecord(getCatalogue('clientes'), create));
  proveedorA = await create('proveedores', await sampleRecord(getCatalogue('proveedores'), create));
});
afterAll(async () => {
  await t.close();
});

describe('access', () => {
  it('answers 401 without a token and 403 without the Usuarios permission', async () => {
    expect((await t.call(null, 'GET', '/api/Usuarios')).statusCode).toBe(401);
    expect((await t.call(null, 'POST', '/api/Usuarios', newUser())).statusCode).toBe(401);
    for (const [method, url, body] of [
      ['GET', '/api/Usuarios', undefined],
      ['GET', `/api/Usuarios/${adminUserName}`, undefined],
      ['GET', '/api/Usuarios/Exportar', undefined],
      ['POST', '/api/Usuarios', newUser()],
      ['GET', `/api/Usuarios/${adminUserName}/Asignaciones`, undefined],
      ['POST', `/api/Usuarios/${adminUserName}/Roles`, { role: 'editor' }],
      ['DELETE', `/api/Usuarios/${adminUserName}/Roles/admin`, undefined],
      ['POST', `/api/Usuarios/${adminUserName}/Claims`, { claimType: 'sucursal', claimValue: 'Laredo' }],
    ] as const) {
      const res = await t.call(nobody, method, url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.headers['content-type']).toContain('application/problem+json');
    }
  });

  it('lets a reader list and read but not create, change or assign', async () => {
    expect((await t.call(reader, 'GET', '/api/Usuarios')).statusCode).toBe(200);
    expect((await t.call(reader, 'GET', `/api/Usuarios/${adminUserName}`)).statusCode).toBe(200);
    expect((await t.call(reader, 'POST', '/api/Usuarios', newUser())).statusCode).toBe(403);
    const detail = (await t.call(reader, 'GET', `/api/Usuarios/${adminUserName}`)).json<UsuarioDetail>();
    const put = await t.call(reader, 'PUT', `/api/Usuarios/${adminUserName}`, {
      userName: detail.userName,
      email: detail.email,
      fullName: 'Cambio',
      status: 'active',
      rowVersion: detail.rowVersion,
    });
    expect(put.statusCode).toBe(403);
    expect((await t.call(reader, 'POST', `/api/Usuarios/${adminUserName}/Patentes`, { patente: '1234' })).statusCode).toBe(403);
  });
});

describe('create, read, update', () => {
  it('creates a user with employee data who can sign in with the initial password', async () => {
    const department = await t.call(admin, 'POST', '/api/RecursosHumanos/Departamentos', { nombre: 'Glosa y revisión documental' });
    expect(department.statusCode, department.body).toBe(201);
    const departamentoId = department.json<{ departamentoId: number }>().departamentoId;
    const created = await createViaApi({
      userName: 'jlopez.nuevo',
      datosEmpleado: {
        codigo: 'EMP-9001',
        fechaIngreso: '2024-02-01',
        rfc: 'lopj850101ab9',
        curp: 'LOPJ850101HTSPRN08',
        salarioDiario: '650.25',
        salarioIntegrado: '682.31',
        estadoCivil: 'casado',
        departamentoId,
      },
    });
    expect(created.userId).toBeGreaterThan(0);
    expect(created.status).toBe('active');
    expect(created.roles).toEqual([]);
    expect(created.datosEmpleado?.rfc).toBe('LOPJ850101AB9');
    expect(created.datosEmpleado?.salarioDiario).toBe('650.25');
    expect(created.datosEmpleado?.departamentoId).toBe(departamentoId);
    // The department is in use: it cannot be deleted from under the user.
    const inUse = await t.call(admin, 'DELETE', `/api/RecursosHumanos/Departamentos/${departamentoId}`);
    expect(inUse.statusCode, inUse.body).toBe(409);
    const res = await t.call(admin, 'GET', '/api/Usuarios/JLOPEZ.NUEVO');
    expect(res.statusCode).toBe(200);
    expect(res.json<UsuarioDetail>().datosEmpleado?.fechaIngreso).toBe('2024-02-01');
    const login = await t.app.inject({ method: 'POST', url: '/jwt/login', payload: { email: 'jlopez.nuevo', password: 'Inicial2026' } });
    expect(login.statusCode).toBe(200);
  });

  it('refuses employee data naming HR records that do not exist, writing nothing', async () => {
    const res = await t.call(
      admin,
      'POST',
      '/api/Usuarios',
      newUser({ userName: 'sin.depto', datosEmpleado: { departamentoId: 987654, puestoId: 987654 } }),
    );
    expect(res.statusCode, res.body).toBe(400);
    const errors = res.json<{ errors: Record<string, string[]> }>().errors;
    expect(Object.keys(errors).sort()).toEqual(['datosEmpleado.departamentoId', 'datosEmpleado.puestoId']);
    expect((await t.call(admin, 'GET', '/api/Usuarios/sin.depto')).statusCode).toBe(404);
  });

  it('refuses a weak initial password, bad identifiers and a negative salary, naming the fields', async () => {
    const res = await t.call(
      admin,
      'POST',
      '/api/Usuarios',
      newUser({ password: 'corta', datosEmpleado: { rfc: 'XYZ', curp: 'NOPE', salarioDiario: '-5', nss: '12' } }),
      { 'accept-language': 'en-US' },
    );
    expect(res.statusCode).toBe(400);
    const errors = res.json<{ errors: Record<string, string[]> }>().errors;
    expect(Object.keys(errors).sort()).toEqual(
      ['datosEmpleado.curp', 'datosEmpleado.nss', 'datosEmpleado.rfc', 'datosEmpleado.salarioDiario', 'password'].sort(),
    );
    expect(errors['datosEmpleado.salarioDiario']![0]).toContain('0 or more');
    const missing = await t.call(admin, 'POST', '/api/Usuarios', { ...newUser(), password: undefined });
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json<{ errors: Row }>().errors)).toContain('password');
    const unknown = await t.call(admin, 'POST', '/api/Usuarios', { ...newUser(), isAdmin: true });
    expect(unknown.statusCode).toBe(400);
  });

  it('refuses a taken user name or email with 409 naming the field', async () => {
    const existing = await createViaApi();
    const sameName = await t.call(admin, 'POST', '/api/Usuarios', newUser({ userName: existing.userName.toUpperCase() }));
    expect(sameName.statusCode).toBe(409);
    expect(Object.keys(sameName.json<{ errors: Row }>().errors)).toEqual(['userName']);
    const sameEmail = await t.call(admin, 'POST', '/api/Usuarios', newUser({ email: existing.email }));
    expect(sameEmail.statusCode).toBe(409);
    expect(Object.keys(sameEmail.json<{ errors: Row }>().errors)).toEqual(['email']);
  });

  it('updates with the version, refuses a stale version with 409, and answers 404 for an unknown user', async () => {
    const user = await createViaApi();
    const body = {
      userName: user.userName,
      email: user.email,
      fullName: 'Nombre Cambiado',
      phone: null,
      status: 'pending',
      datosEmpleado: { codigo: 'EMP-1', salarioDiario: '0' },
      rowVersion: user.rowVersion,
    };
    const saved = await t.call(admin, 'PUT', `/api/Usuarios/${user.userName}`, body);
    expect(saved.statusCode).toBe(200);
    const after = saved.json<UsuarioDetail>();
    expect(after.fullName).toBe('Nombre Cambiado');
    expect(after.status).toBe('pending');
    expect(after.rowVersion).toBe(user.rowVersion + 1);
    expect(after.datosEmpleado?.salarioDiario).toBe('0.00');
    const stale = await t.call(admin, 'PUT', `/api/Usuarios/${user.userName}`, { ...body, fullName: 'Otra vez' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json<{ code: string }>().code).toBe('staleVersion');
    expect((await t.call(admin, 'GET', '/api/Usuarios/no.existe')).statusCode).toBe(404);
    expect((await t.call(admin, 'PUT', '/api/Usuarios/no.existe', { ...body, userName: 'no.existe' })).statusCode).toBe(404);
  });

  it('takes back the body its GET gave, employee data included; changed roles are a 400 naming them (issue 19)', async () => {
    const user = await createViaApi();
    await t.call(admin, 'PUT', `/api/Usuarios/${user.userName}`, { ...user, datosEmpleado: { codigo: 'EMP-9', salarioDiario: '10' } });
    const got = (await t.call(admin, 'GET', `/api/Usuarios/${user.userName}`)).json<UsuarioDetail>();
    expect(got.datosEmpleado?.codigo).toBe('EMP-9');
    const saved = await t.call(admin, 'PUT', `/api/Usuarios/${user.userName}`, { ...got, fullName: 'Con su GET' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<UsuarioDetail>()).toMatchObject({
      fullName: 'Con su GET',
      datosEmpleado: { codigo: 'EMP-9', salarioDiario: '10.00' },
    });
    const roles = await t.call(admin, 'PUT', `/api/Usuarios/${user.userName}`, { ...saved.json<UsuarioDetail>(), roles: ['admin'] });
    expect(roles.statusCode).toBe(400);
    expect(Object.keys(roles.json<{ errors: object }>().errors)).toEqual(['roles']);
  });

  it('refuses that an administrator deactivates themselves (422)', async () => {
    const me = (await t.call(admin, 'GET', `/api/Usuarios/${adminUserName}`)).json<UsuarioDetail>();
    const res = await t.call(
      admin,
      'PUT',
      `/api/Usuarios/${adminUserName}`,
      { userName: me.userName, email: me.email, fullName: me.fullName, status: 'inactive', rowVersion: me.rowVersion },
      { 'accept-language': 'en-US' },
    );
    expect(res.statusCode).toBe(422);
    expect(res.json<{ detail: string }>().detail).toBe('You cannot deactivate your own account');
    expect((await t.call(admin, 'GET', '/api/Usuarios')).statusCode).toBe(200);
  });

  it('deactivating a user takes effect on their next request', async () => {
    const user = await createViaApi({ password: 'Inicial2026' });
    await t.call(admin, 'POST', `/api/Usuarios/${user.userName}/Roles`, { role: 'editor' });
    const token = (await t.login(user.userName, 'Inicial2026')).accessToken;
    expect((await t.call(token, 'GET', '/api/Perfil/ReglasAcceso')).statusCode).toBe(200);
    const current = (await t.call(admin, 'GET', `/api/Usuarios/${user.userName}`)).json<UsuarioDetail>();
    const res = await t.call(admin, 'PUT', `/api/Usuarios/${user.userName}`, {
      userName: current.userName,
      email: current.email,
      fullName: current.fullName,
      status: 'inactive',
      rowVersion: current.rowVersion,
    });
    expect(res.statusCode).toBe(200);
    expect((await t.call(token, 'GET', '/api/Perfil/ReglasAcceso')).statusCode).toBe(401);
  });
});

describe('list', () => {
  beforeAll(async () => {
    for (let i = 0; i < 10; i += 1) await t.createUser({ userName: `relleno.${i}` });
    for (const [i, fullName] of ['Ángel Núñez Ibáñez', 'Begoña Martínez', 'Óscar Peña'].entries()) {
      await createViaApi({ userName: `lista.${i}`, email: `lista${i}@lista.mx`, fullName, status: i === 1 ? 'inactive' : 'active' });
    }
  });

  it('pages with the default order id descending and the total', async () => {
    const res = await t.call(admin, 'GET', '/api/Usuarios?pageSize=10');
    expect(res.statusCode).toBe(200);
    const body = res.json<{ items: UsuarioItem[]; total: number }>();
    expect(body.total).toBeGreaterThan(10);
    expect(body.items).toHaveLength(10);
    const ids = body.items.map((u) => u.userId);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const page2 = (await t.call(admin, 'GET', '/api/Usuarios?pageSize=10&page=2')).json<{ items: UsuarioItem[] }>();
    expect(page2.items[0]!.userId).toBeLessThan(ids[9]!);
  });

  it('searches ignoring accents and case over user name, full name and email', async () => {
    const byName = (await t.call(admin, 'GET', '/api/Usuarios?search=NUNEZ')).json<{ items: UsuarioItem[]; total: number }>();
    expect(byName.items.map((u) => u.fullName)).toEqual(['Ángel Núñez Ibáñez']);
    const byEmail = (await t.call(admin, 'GET', '/api/Usuarios?search=%40lista.mx')).json<{ total: number }>();
    expect(byEmail.total).toBe(3);
    const byUserName = (await t.call(admin, 'GET', '/api/Usuarios?search=lista.2')).json<{ items: UsuarioItem[] }>();
    expect(byUserName.items.map((u) => u.userName)).toEqual(['lista.2']);
    expect((await t.call(admin, 'GET', '/api/Usuarios?search=50%25')).json<{ total: number }>().total).toBe(0);
  });

  it('sorts by whitelisted fields and filters by status and role', async () => {
    const asc = (await t.call(admin, 'GET', '/api/Usuarios?search=lista.mx&sort=fullName:asc')).json<{ items: UsuarioItem[] }>();
    expect(asc.items.map((u) => u.fullName)).toEqual(['Ángel Núñez Ibáñez', 'Begoña Martínez', 'Óscar Peña']);
    const desc = (await t.call(admin, 'GET', '/api/Usuarios?search=lista.mx&sort=userName:desc')).json<{ items: UsuarioItem[] }>();
    expect(desc.items.map((u) => u.userName)).toEqual(['lista.2', 'lista.1', 'lista.0']);
    const inactive = (await t.call(admin, 'GET', '/api/Usuarios?search=lista.mx&status=inactive')).json<{ items: UsuarioItem[] }>();
    expect(inactive.items.map((u) => u.userName)).toEqual(['lista.1']);
    const admins = (await t.call(admin, 'GET', '/api/Usuarios?role=admin')).json<{ items: UsuarioItem[] }>();
    expect(admins.items.length).toBeGreaterThan(0);
    expect(admins.items.every((u) => u.roles.includes('admin'))).toBe(true);
  });

  it('refuses a bad page size, an unsortable field and unknown query fields with 400', async () => {
    for (const query of ['pageSize=7', 'sort=passwordHash:asc', 'sort=fullName', 'hacked=1', 'status=deleted', 'role=root']) {
      const res = await t.call(admin, 'GET', `/api/Usuarios?${query}`);
      expect(res.statusCode, query).toBe(400);
    }
  });

  it('exports the current filter as CSV and Excel, headed in the caller’s language', async () => {
    const csv = await t.call(admin, 'GET', '/api/Usuarios/Exportar?search=lista.mx&sort=userName:asc&formato=csv', undefined, {
      'accept-language': 'en-US',
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body
      .replace(/^\ufeff/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('ID,User name,Full name,Email,Phone,Status,Roles,Created');
    expect(lines.slice(1).map((line) => line.split(',')[1])).toEqual(['lista.0', 'lista.1', 'lista.2']);
    expect(lines[2]).toContain('Inactive');
    const xlsx = await t.call(admin, 'GET', '/api/Usuarios/Exportar?search=lista.mx&formato=xlsx');
    expect(xlsx.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getRow(1).getCell(2).value).toBe('Usuario');
    expect(sheet.rowCount).toBe(4);
    expect((await t.call(admin, 'GET', '/api/Usuarios/Exportar?formato=pdf')).statusCode).toBe(400);
  });
});

describe('assignments', () => {
  let user: UsuarioDetail;
  beforeAll(async () => {
    user = await createViaApi({ password: 'Inicial2026' });
  });
  const url = (kind: string) => `/api/Usuarios/${user.userName}/${kind}`;

  it('adds, lists and removes each kind; a duplicate is a 409 with the localized message naming the field', async () => {
    const profiles = (await t.call(admin, 'GET', '/api/Usuarios/Opciones/PerfilesSeguridad')).json<{ value: number }[]>();
    const cases: [string, Row, string, string, string][] = [
      ['Roles', { role: 'editor' }, 'role', 'El rol ya está asignado a este usuario', 'editor'],
      [
        'PerfilesSeguridad',
        { perfilSeguridadId: profiles[0]!.value },
        'perfilSeguridadId',
        'El perfil de seguridad ya está asignado a este usuario',
        String(profiles[0]!.value),
      ],
      ['Clientes', { clienteId: clienteA }, 'clienteId', 'El cliente ya está asignado a este usuario', String(clienteA)],
      ['Proveedores', { proveedorId: proveedorA }, 'proveedorId', 'El proveedor ya está asignado a este usuario', String(proveedorA)],
      ['Aduanas', { aduana: '24' }, 'aduana', 'La aduana ya está asignada a este usuario', '24'],
      ['Patentes', { patente: '3210' }, 'patente', 'La patente ya está asignada a este usuario', '3210'],
    ];
    for (const [kind, body, field, message, key] of cases) {
      const added = await t.call(admin, 'POST', url(kind), body);
      expect(added.statusCode, kind).toBe(201);
      expect(added.json<{ value: unknown }[]>().map((a) => String(a.value))).toContain(key);
      const duplicate = await t.call(admin, 'POST', url(kind), body);
      expect(duplicate.statusCode, kind).toBe(409);
      const problem = duplicate.json<{ detail: string; code: string; errors: Record<string, string[]> }>();
      expect(problem.detail).toBe(message);
      expect(problem.code).toBe('alreadyAssigned');
      expect(problem.errors[field]).toEqual([message]);
      expect((await t.call(admin, 'GET', url(kind))).json<unknown[]>()).toHaveLength(1);
    }
    const english = await t.call(admin, 'POST', url('Roles'), { role: 'editor' }, { 'accept-language': 'en-US' });
    expect(english.json<{ detail: string }>().detail).toBe('The role is already assigned to this user');

    const all = (await t.call(admin, 'GET', `/api/Usuarios/${user.userName}/Asignaciones`)).json<Assignments>();
    expect(all.roles.map((r) => r.value)).toEqual(['editor']);
    expect(all.clientes[0]!.text).not.toBe(String(clienteA));
    expect(all.aduanas.map((a) => a.value)).toEqual(['24']);
    expect((await t.call(admin, 'GET', `/api/Usuarios/${user.userName}`)).json<UsuarioDetail>().roles).toEqual(['editor']);

    for (const [kind, , , , key] of cases) {
      expect((await t.call(admin, 'DELETE', `${url(kind)}/${key}`)).statusCode, kind).toBe(204);
      expect((await t.call(admin, 'DELETE', `${url(kind)}/${key}`)).statusCode, kind).toBe(404);
      expect((await t.call(admin, 'GET', url(kind))).json<unknown[]>()).toHaveLength(0);
    }
  });

  it('validates what is assigned: format of customs offices and patents, existing customers, roles and profiles', async () => {
    for (const [kind, body, field] of [
      ['Aduanas', { aduana: '240' }, 'aduana'],
      ['Aduanas', { aduana: 'AB' }, 'aduana'],
      ['Patentes', { patente: '321' }, 'patente'],
      ['Clientes', { clienteId: 999999 }, 'clienteId'],
      ['Proveedores', { proveedorId: 999999 }, 'proveedorId'],
      ['PerfilesSeguridad', { perfilSeguridadId: 999999 }, 'perfilSeguridadId'],
      ['Roles', { role: 'root' }, 'role'],
      ['Clientes', { clienteId: clienteA, extra: 1 }, 'extra'],
    ] as const) {
      const res = await t.call(admin, 'POST', url(kind), body);
      expect(res.statusCode, `${kind} ${JSON.stringify(body)}`).toBe(400);
      expect(Object.keys(res.json<{ errors: Row }>().errors)).toContain(field);
    }
    expect((await t.call(admin, 'POST', '/api/Usuarios/no.existe/Roles', { role: 'editor' })).statusCode).toBe(404);
  });

  it('keeps claims by type and value and refuses a duplicate claim', async () => {
    const added = await t.call(admin, 'POST', url('Claims'), { claimType: 'sucursal', claimValue: 'Nuevo Laredo' });
    expect(added.statusCode).toBe(201);
    const [claim] = added.json<{ userClaimId: number; claimType: string; claimValue: string }[]>();
    expect(claim).toMatchObject({ claimType: 'sucursal', claimValue: 'Nuevo Laredo' });
    const duplicate = await t.call(admin, 'POST', url('Claims'), { claimType: 'sucursal', claimValue: 'Nuevo Laredo' });
    expect(duplicate.statusCode).toBe(409);
    expect(Object.keys(duplicate.json<{ errors: Row }>().errors)).toEqual(['claimValue']);
    expect((await t.call(admin, 'POST', url('Claims'), { claimType: 'inventado', claimValue: 'x' })).statusCode).toBe(400);
    expect((await t.call(admin, 'DELETE', `${url('Claims')}/${claim!.userClaimId}`)).statusCode).toBe(204);
    expect((await t.call(admin, 'GET', url('Claims'))).json<unknown[]>()).toHaveLength(0);
  });

  it('refuses that an administrator removes their own admin role (422), but allows it for another admin', async () => {
    const res = await t.call(admin, 'DELETE', `/api/Usuarios/${adminUserName}/Roles/admin`, undefined, { 'accept-language': 'en-US' });
    expect(res.statusCode).toBe(422);
    expect(res.json<{ detail: string }>().detail).toBe('You cannot remove the administrator role from yourself');
    expect((await t.call(admin, 'GET', '/api/Usuarios')).statusCode).toBe(200);
    const other = await t.createUser({ roles: ['admin'] });
    expect((await t.call(admin, 'DELETE', `/api/Usuarios/${other.userName}/Roles/admin`)).statusCode).toBe(204);
  });

  it('role and scope changes take effect on the user’s next request', async () => {
    const token = (await t.login(user.userName, 'Inicial2026')).accessToken;
    expect((await t.call(token, 'GET', '/api/Usuarios')).statusCode).toBe(403);
    await t.call(admin, 'POST', url('Roles'), { role: 'admin' });
    expect((await t.call(token, 'GET', '/api/Usuarios')).statusCode).toBe(200);
    await t.call(admin, 'DELETE', `${url('Roles')}/admin`);
    expect((await t.call(token, 'GET', '/api/Usuarios')).statusCode).toBe(403);

    // Scope: a staff user with Clientes read sees every customer until customers are assigned.
    await t.grantProfile([['Clientes', 'r']], { userIds: [user.userId] });
    const before = (await t.call(token, 'GET', '/api/Clientes?pageSize=100')).json<{ items: Row[] }>();
    expect(before.items.map((c) => c.clienteId)).toEqual(expect.arrayContaining([clienteA, clienteB]));
    expect((await t.call(admin, 'POST', url('Clientes'), { clienteId: clienteA })).statusCode).toBe(201);
    const after = (await t.call(token, 'GET', '/api/Clientes?pageSize=100')).json<{ items: Row[] }>();
    expect(after.items.map((c) => c.clienteId)).toEqual([clienteA]);
    expect((await t.call(token, 'GET', `/api/Clientes/${clienteB}`)).statusCode).toBe(404);
    await t.call(admin, 'DELETE', `${url('Clientes')}/${clienteA}`);
    const again = (await t.call(token, 'GET', '/api/Clientes?pageSize=100')).json<{ items: Row[] }>();
    expect(again.items.map((c) => c.clienteId)).toEqual(expect.arrayContaining([clienteA, clienteB]));
  });
});
