import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import pg from 'pg';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import {
  notificationDeliveries,
  notifications,
  openDatabase,
  roles,
  securityProfilePermissions,
  securityProfiles,
  userRoles,
  userSecurityProfiles,
  users,
  type DatabaseHandle,
} from '@portal/db';
import { HUB_PATH, RECEIVE_MESSAGE_EVENT, type RealtimeMessage } from '@portal/contract';
import { findProxy, startCluster, type Cluster } from '../../../../scripts/cluster.ts';
import { hashPassword } from './auth/passwords.ts';
import { M3_FIXTURE, M3_NAME, call } from '../../test/record-fixtures.ts';
import { BAD_QUERIES, allows, badBodies, fillPath, operationsOf, sample, type OpenApiDocument } from '../../test/operations.ts';

/**
 * Two real server processes started together on one new, empty PostgreSQL database, their files in S3
 * (s3rver), behind nginx (or HAProxy): the production setup of docs/operations.md, on this machine.
 * PostgreSQL only (TEST_DATABASE_URL); skipped with a message when no proxy is installed.
 */
const adminUrl = process.env.TEST_DATABASE_URL;
const proxy = findProxy();
if (adminUrl && !proxy) console.warn('two-instances test skipped: neither nginx nor haproxy is installed (apt-get install nginx-light)');
const admin = { userName: 'cluster', email: 'cluster@example.mx', password: 'Cluster123!x' };
const dbName = `portal_cluster_${process.pid}_${randomBytes(3).toString('hex')}`;

let cluster: Cluster;
let database: DatabaseHandle;
const sockets: Socket[] = [];

async function onServer(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

const urlOf = (name: string) => {
  const url = new URL(adminUrl!);
  url.pathname = `/${name}`;
  return url.toString();
};

async function signIn(base: string, login: string, password: string): Promise<{ accessToken: string; refreshToken: string }> {
  const res = await fetch(`${base}/jwt/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: login, password }),
  });
  expect(res.status).toBe(200);
  return (await res.json()) as { accessToken: string; refreshToken: string };
}

const get = (base: string, path: string, token: string) => fetch(`${base}${path}`, { headers: { authorization: `Bearer ${token}` } });

function hub(base: string, token: string): Promise<Socket> {
  const socket = connect(base, { path: HUB_PATH, auth: { token }, transports: ['websocket'], reconnection: false, forceNew: true });
  sockets.push(socket);
  return new Promise((done, fail) => {
    socket.once('connect', () => done(socket));
    socket.once('connect_error', fail);
  });
}

function nextMessage(socket: Socket, timeoutMs = 15_000): Promise<RealtimeMessage> {
  return new Promise((done, fail) => {
    const timer = setTimeout(() => fail(new Error('no message reached the socket')), timeoutMs);
    socket.once(RECEIVE_MESSAGE_EVENT, (message: RealtimeMessage) => {
      clearTimeout(timer);
      done(message);
    });
  });
}

async function createUsers(
  count: number,
  prefix = 'editor',
  role: string | null = 'editor',
): Promise<{ userId: number; userName: string; password: string }[]> {
  const password = 'Editor123!x';
  const passwordHash = await hashPassword(password);
  const rows = await database.db
    .insert(users)
    .values(
      Array.from({ length: count }, (_, i) => ({
        userName: `${prefix}${i}`,
        email: `${prefix}${i}@example.mx`,
        fullName: `${prefix} ${i}`,
        passwordHash,
        status: 'active' as const,
        emailConfirmed: true,
      })),
    )
    .returning({ userId: users.userId, userName: users.userName });
  if (role) {
    const [granted] = await database.db.select().from(roles).where(eq(roles.name, role));
    await database.db.insert(userRoles).values(rows.map((r) => ({ userId: r.userId, roleId: granted!.roleId })));
  }
  return rows.map((r) => ({ ...r, password }));
}

async function inParallel<T>(items: T[], width: number, run: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < items.length) await run(items[next++]!);
  };
  await Promise.all(Array.from({ length: width }, lane));
}

describe.skipIf(!adminUrl || !proxy)('two instances behind a reverse proxy', () => {
  beforeAll(async () => {
    await onServer(`create database ${dbName}`);
    // Both started at once on the empty database: both migrate and seed at the same moment.
    cluster = await startCluster({
      databaseUrl: urlOf(dbName),
      env: { ADMIN_USERNAME: admin.userName, ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password },
    });
    database = await openDatabase({ url: urlOf(dbName), poolSize: 2 });
  }, 300_000);

  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await database?.close();
    await cluster?.stop();
    await onServer(`drop database if exists ${dbName} with (force)`).catch(() => undefined);
  }, 120_000);

  it('ran each migration once although both instances started together', async () => {
    const journal = JSON.parse(
      readFileSync(resolve(import.meta.dirname, '../../../../packages/db/migrations/meta/_journal.json'), 'utf8'),
    ) as {
      entries: unknown[];
    };
    const { rows } = (await database.pool!.query(
      'select count(*)::int as n, count(distinct hash)::int as distinct_n from drizzle.__drizzle_migrations',
    )) as { rows: { n: number; distinct_n: number }[] };
    expect(rows[0]).toEqual({ n: journal.entries.length, distinct_n: journal.entries.length });
    // Seeding ran once too: one administrator, one row per role.
    expect(await database.db.$count(users, eq(users.userName, admin.userName))).toBe(1);
    const { rows: dupRoles } = await database.pool!.query('select name from roles group by name having count(*) > 1');
    expect(dupRoles).toEqual([]);
  });

  it('serves a session signed in on one instance on the other, and spreads calls through the proxy', async () => {
    const [a, b] = cluster.instances;
    const session = await signIn(a!.url, admin.userName, admin.password);
    expect((await get(b!.url, '/api/Perfil/ReglasAcceso', session.accessToken)).status).toBe(200);
    const refreshed = await fetch(`${b!.url}/jwt/refresh-token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ refreshToken: session.refreshToken }),
    });
    expect(refreshed.status).toBe(200);
    const rotated = (await refreshed.json()) as { accessToken: string };
    expect((await get(a!.url, '/api/Perfil/ReglasAcceso', rotated.accessToken)).status).toBe(200);

    const before = cluster.accessLog().length;
    for (let i = 0; i < 10; i += 1) expect((await get(cluster.url, '/api/Boletines', rotated.accessToken)).status).toBe(200);
    if (cluster.proxy === 'nginx') {
      const upstreams = new Set(
        cluster
          .accessLog()
          .slice(before)
          .map((line) => line.split(' ')[0]),
      );
      expect(upstreams).toEqual(new Set(cluster.instances.map((i) => `127.0.0.1:${i.port}`)));
    }
  });

  it('stores a file through one instance and serves it from the other (S3)', async () => {
    const [a, b] = cluster.instances;
    const { accessToken } = await signIn(cluster.url, admin.userName, admin.password);
    // Larger than one 8 MB part: a multipart upload to the bucket.
    const pdf = Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(9 * 1024 * 1024), Buffer.from('\n%%EOF\n')]);
    const form = new FormData();
    form.append('file', new Blob([pdf], { type: 'application/pdf' }), 'circular.pdf');
    const uploaded = await fetch(`${a!.url}/api/Boletines/Adjuntos`, {
      method: 'POST',
      body: form,
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect(uploaded.status, `${await uploaded.clone().text()}\n${a!.output().slice(-3000)}`).toBe(201);
    const { fileId } = (await uploaded.json()) as { fileId: string };
    const created = await fetch(`${b!.url}/api/Boletines`, {
      method: 'POST',
      headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        boletinTipo: 'aviso',
        titulo: 'Con adjunto',
        contenido: '<p>x</p>',
        esPublico: false,
        roles: [],
        clientes: [],
        adjuntos: [fileId],
      }),
    });
    expect(created.status).toBe(201);
    const { boletinId } = (await created.json()) as { boletinId: number };
    for (const base of [a!.url, b!.url]) {
      const back = await get(base, `/api/Boletines/${boletinId}/Adjuntos/${fileId}`, accessToken);
      expect(back.status).toBe(200);
      expect(Buffer.from(await back.arrayBuffer()).equals(pdf)).toBe(true);
    }
  }, 60_000);

  it('delivers a notification raised on one instance to sockets on the other, and runs each delivery job once', async () => {
    const [a, b] = cluster.instances;
    const editors = await createUsers(12);
    const watcher = editors[0]!;
    const onB = await hub(b!.url, (await signIn(b!.url, watcher.userName, watcher.password)).accessToken);
    const second = editors[1]!;
    const viaProxy = await hub(cluster.url, (await signIn(cluster.url, second.userName, second.password)).accessToken);
    const arriving = [nextMessage(onB), nextMessage(viaProxy)];

    const { accessToken } = await signIn(a!.url, admin.userName, admin.password);
    const created = await fetch(`${a!.url}/api/Boletines`, {
      method: 'POST',
      headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        boletinTipo: 'aviso',
        titulo: 'Cierre de aduana',
        contenido: '<p>Aviso</p>',
        esPublico: false,
        roles: ['editor'],
        clientes: [],
        adjuntos: [],
      }),
    });
    expect(created.status).toBe(201);
    for (const message of await Promise.all(arriving)) expect(message.title).toContain('Cierre de aduana');

    // Each editor's email delivery is a job both instances' workers compete for: each must run exactly once.
    const ids = editors.map((e) => e.userId);
    const deliveries = async () =>
      database.db
        .select({ estado: notificationDeliveries.estado, intentos: notificationDeliveries.intentos })
        .from(notificationDeliveries)
        .innerJoin(notifications, eq(notifications.notificacionId, notificationDeliveries.notificacionId))
        .where(inArray(notifications.userId, ids));
    const deadline = Date.now() + 60_000;
    let rows = await deliveries();
    while (rows.some((r) => r.estado === 'queued') && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 300));
      rows = await deliveries();
    }
    expect(rows).toHaveLength(editors.length);
    // No SMTP here: each run records `not-configured` and counts an attempt, so a second run would show 2.
    expect(rows.filter((r) => r.estado !== 'not-configured' || r.intentos !== 1)).toEqual([]);
    await new Promise((r) => setTimeout(r, 2000));
    expect((await deliveries()).every((r) => r.intentos === 1)).toBe(true);
  }, 120_000);

  it("keeps a client to its customers' records whichever instance answers; a scope change on one holds at once on the other", async () => {
    const [a, b] = cluster.instances;
    const { accessToken: adminToken } = await signIn(a!.url, admin.userName, admin.password);
    // The M3 file's two records, one for each of two customers.
    const form = new FormData();
    form.append('file', new Blob([M3_FIXTURE]), M3_NAME);
    const imported = await fetch(`${a!.url}/api/M3/Archivos`, {
      method: 'POST',
      body: form,
      headers: { authorization: `Bearer ${adminToken}` },
    });
    expect(imported.status, await imported.clone().text()).toBe(201);
    const customers: number[] = [];
    for (const [nombreCorto, rfc] of [
      ['ACME', 'ALA131011IC8'],
      ['BETA', 'SAT970701NN3'],
    ]) {
      const res = await call(a!.url, adminToken, 'POST', '/api/Clientes', { nombreCorto, razonSocial: `${nombreCorto} SA DE CV`, rfc });
      expect(res.status, res.text).toBe(201);
      customers.push((res.json() as { clienteId: number }).clienteId);
    }
    const list = (await call(b!.url, adminToken, 'GET', '/api/Pedimentos?sort=numero:asc')).json() as { items: { pedimentoId: number }[] };
    const records = list.items.map((r) => r.pedimentoId);
    expect(records).toHaveLength(2);
    for (const [i, pedimentoId] of records.entries()) {
      const { rowVersion } = (await call(b!.url, adminToken, 'GET', `/api/Pedimentos/${pedimentoId}`)).json() as { rowVersion: number };
      const linked = await call(b!.url, adminToken, 'PATCH', `/api/Pedimentos/${pedimentoId}`, { rowVersion, clienteId: customers[i] });
      expect(linked.status, linked.text).toBe(200);
    }
    // A client user who may read records, assigned the first customer (on A).
    const [client] = await createUsers(1, 'cliente', 'client');
    const [profile] = await database.db
      .insert(securityProfiles)
      .values({ nombre: 'Cliente', descripcion: 'Sus pedimentos' })
      .returning({ id: securityProfiles.perfilSeguridadId });
    await database.db.insert(securityProfilePermissions).values({ perfilSeguridadId: profile!.id, resource: 'Pedimentos', canRead: true });
    await database.db.insert(userSecurityProfiles).values({ userId: client!.userId, perfilSeguridadId: profile!.id });
    const assignments = `/api/Usuarios/${client!.userName}/Clientes`;
    expect((await call(a!.url, adminToken, 'POST', assignments, { clienteId: customers[0] })).status).toBe(201);

    const { accessToken } = await signIn(b!.url, client!.userName, client!.password);
    // What the client sees on one instance: the list, and each record asked for directly (404 outside its scope).
    const sees = async (base: string) => {
      const page = (await call(base, accessToken, 'GET', '/api/Pedimentos')).json() as { items: { pedimentoId: number }[]; total: number };
      const direct = [];
      for (const id of records) direct.push((await call(base, accessToken, 'GET', `/api/Pedimentos/${id}`)).status);
      return { list: page.items.map((r) => r.pedimentoId).sort(), total: page.total, direct };
    };
    for (const base of [a!.url, b!.url, cluster.url])
      expect(await sees(base)).toEqual({ list: [records[0]], total: 1, direct: [200, 404] });
    // The second customer assigned on A: B shows its record on the very next request, with the same session.
    expect((await call(a!.url, adminToken, 'POST', assignments, { clienteId: customers[1] })).status).toBe(201);
    expect(await sees(b!.url)).toEqual({ list: [...records].sort(), total: 2, direct: [200, 200] });
    // The first one taken away on B: A refuses its record at once.
    expect((await call(b!.url, adminToken, 'DELETE', `${assignments}/${customers[0]}`)).status).toBe(204);
    expect(await sees(a!.url)).toEqual({ list: [records[1]], total: 1, direct: [404, 200] });
    expect(await sees(cluster.url)).toEqual({ list: [records[1]], total: 1, direct: [404, 200] });
  }, 120_000);

  it('refuses as the generated walk says whichever instance answers: signed in on one, refused on the other, revoked on one, out on both', async () => {
    const [a, b] = cluster.instances;
    const operations = operationsOf((await (await fetch(`${cluster.url}/api/docs/json`)).json()) as OpenApiDocument);
    expect(operations.length).toBeGreaterThan(300);
    const guarded = operations.filter((op) => op.access && !('public' in op.access));
    const [nobody] = await createUsers(1, 'sinpermisos', null);
    const session = await signIn(a!.url, nobody!.userName, nobody!.password);
    const rules = (await (await get(b!.url, '/api/Perfil/ReglasAcceso', session.accessToken)).json()) as {
      action: string;
      subject: string;
    }[];
    const failures: string[] = [];
    const walk = async (base: string, token: string, expected: number, only: (op: (typeof operations)[number]) => boolean) => {
      const chosen = guarded.filter(only);
      // Refusals change nothing: eight at a time.
      await inParallel(chosen, 8, async (op) => {
        const body = op.body ? sample(op.body) : undefined;
        const res = await fetch(`${base}${fillPath(op.path)}`, {
          method: op.method,
          headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
          ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        });
        await res.arrayBuffer();
        if (res.status !== expected) failures.push(`${op.method} ${op.path} on ${base}: ${res.status}, expected ${expected}`);
      });
      return chosen.length;
    };
    // Signed in on A, every operation the user may not call is refused by B; then signed out on A, B refuses them all.
    const refused = await walk(b!.url, session.accessToken, 403, (op) => !('self' in op.access!) && !allows(rules, op.access!));
    expect(
      (await fetch(`${a!.url}/jwt/logout`, { method: 'POST', headers: { authorization: `Bearer ${session.accessToken}` } })).status,
    ).toBe(204);
    const revoked = await walk(b!.url, session.accessToken, 401, () => true);
    expect(refused).toBeGreaterThan(200);
    expect(revoked).toBe(guarded.length);
    expect(failures, failures.slice(0, 30).join('\n')).toEqual([]);
  }, 300_000);

  it('answers a representative pass of the fuzz through the proxy without a 5xx', async () => {
    const operations = operationsOf((await (await fetch(`${cluster.url}/api/docs/json`)).json()) as OpenApiDocument);
    const { accessToken } = await signIn(cluster.url, admin.userName, admin.password);
    const failures: string[] = [];
    const writes = operations.filter(
      (op) => ['POST', 'PUT', 'PATCH'].includes(op.method) && op.body && !/^\/jwt\/(login|register|resend)/.test(op.path),
    );
    const lists = operations.filter((op) => op.method === 'GET' && op.queryParams.length > 0);
    // One malformed body per write and one malformed query per list, each chosen by the operation's place.
    await inParallel([...writes.entries()], 4, async ([i, op]) => {
      const bodies = badBodies(op.body);
      const body = bodies[i % bodies.length];
      const res = await fetch(`${cluster.url}${fillPath(op.path)}`, {
        method: op.method,
        headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      const text = await res.text();
      if (res.status >= 500)
        failures.push(`${op.method} ${op.path} ${JSON.stringify(body).slice(0, 60)}: ${res.status} ${text.slice(0, 120)}`);
    });
    await inParallel([...lists.entries()], 4, async ([i, op]) => {
      const query = BAD_QUERIES[i % BAD_QUERIES.length]!;
      const res = await get(cluster.url, `${fillPath(op.path)}?${query}`, accessToken);
      const text = await res.text();
      if (res.status >= 500) failures.push(`GET ${op.path}?${query.slice(0, 60)}: ${res.status} ${text.slice(0, 120)}`);
    });
    expect(writes.length + lists.length).toBeGreaterThan(120);
    expect(failures, failures.join('\n')).toEqual([]);
  }, 300_000);
});
