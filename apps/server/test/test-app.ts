import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { LoginResponse } from '@portal/contract';
import { createTestDatabase, type TestDatabase } from '@portal/db/testing';
import { roles, userRoles, userSecurityProfiles, users, type Database } from '@portal/db';
import { loadConfig, type AppConfig } from '../src/platform/config.ts';
import { buildApp, type BuildOptions } from '../src/app.ts';
import type { AppDeps } from '../src/platform/deps.ts';
import { hashPassword } from '../src/platform/auth/passwords.ts';
import { createProfile, seedRoles, type Grant } from '../src/platform/seed.ts';
import { bumpSecurityStamp } from '../src/platform/access.ts';
import { checkShapes } from '../src/platform/list/prepared-lists.ts';

export interface TestApp {
  app: FastifyInstance;
  deps: AppDeps;
  db: Database;
  database: TestDatabase;
  close(): Promise<void>;
  /**
   * Waits until this app has heard every change committed so far (a direct write to users, roles, profiles or
   * sessions made by the test, as another instance or an administrator's SQL would): on PostgreSQL those arrive as
   * notifications a moment after the commit; on PGlite at once.
   */
  heard(): Promise<void>;
  createUser(input?: Partial<NewTestUser>): Promise<{ userId: number; userName: string; password: string; email: string }>;
  login(login: string, password: string, headers?: Record<string, string>): Promise<LoginResponse>;
  /** A new user (`createUser`) signed in: its access token. */
  tokenFor(input?: Partial<NewTestUser>): Promise<string>;
  /** A customer created through the API (ACME unless `fields` say otherwise): its id. */
  createCustomer(token: string, fields?: Record<string, unknown>): Promise<number>;
  /** A security profile granting `grants`, given to users directly and to roles; the users' stamps are bumped. */
  grantProfile(grants: Grant[], to: { userIds?: number[]; roles?: string[] }): Promise<number>;
  /** Calls the API with a bearer token and, optionally, a language. */
  call(
    token: string | null,
    method: string,
    url: string,
    body?: unknown,
    headers?: Record<string, string>,
  ): Promise<LightMyRequestResponse>;
}

export interface NewTestUser {
  userName: string;
  email: string;
  password: string;
  fullName: string;
  status: 'pending' | 'active' | 'inactive';
  emailConfirmed: boolean;
  roles: string[];
}

/** The customer most API tests start from. */
const ACME = { nombreCorto: 'ACME', razonSocial: 'ACME SA DE CV', rfc: 'ALA131011IC8' };

let counter = 0;
let profileCounter = 0;

/** A fresh app over a fresh database for one test file. */
export async function createTestApp(overrides: Partial<AppConfig> = {}, options: BuildOptions = {}): Promise<TestApp> {
  // A named list shape whose selection or FROM varies between requests fails the test that shows it.
  checkShapes(true);
  const database = await createTestDatabase();
  await seedRoles(database.db);
  const filesDir = mkdtempSync(join(tmpdir(), 'portal-files-'));
  const config = loadConfig({ NODE_ENV: 'test' }, { seedDemo: false, webDist: undefined, filesDir, ...overrides });
  let built;
  try {
    built = await buildApp(config, database, options);
  } catch (err) {
    await database.close();
    throw err;
  }
  const { app, deps } = built;
  const db = database.db;
  const testApp: TestApp = {
    app,
    deps,
    db,
    database,
    async close() {
      // A test that listened on a port may leave a keep-alive or half-sent connection open; the file is done with it.
      const closing = app.close();
      app.server.closeAllConnections();
      await closing;
      await database.close();
      rmSync(filesDir, { recursive: true, force: true });
    },
    heard: () => deps.authChanges.barrier(),
    async createUser(input = {}) {
      counter += 1;
      const userName = input.userName ?? `user${counter}${Math.random().toString(36).slice(2, 6)}`;
      const password = input.password ?? 'Passw0rd!x';
      const email = input.email ?? `${userName}@example.mx`;
      const [row] = await db
        .insert(users)
        .values({
          userName,
          email,
          fullName: input.fullName ?? `Usuario ${userName}`,
          passwordHash: await hashPassword(password),
          status: input.status ?? 'active',
          emailConfirmed: input.emailConfirmed ?? true,
        })
        .returning({ userId: users.userId });
      const userId = row!.userId;
      const roleNames = input.roles ?? [];
      if (roleNames.length > 0) {
        const found = await db.select().from(roles).where(inArray(roles.name, roleNames));
        await db.insert(userRoles).values(found.map((r) => ({ userId, roleId: r.roleId })));
      }
      return { userId, userName, password, email };
    },
    async grantProfile(grants, to) {
      profileCounter += 1;
      const id = await createProfile(db, `Perfil de prueba ${profileCounter}`, '', grants, to.roles ?? []);
      const userIds = to.userIds ?? [];
      if (userIds.length > 0) await db.insert(userSecurityProfiles).values(userIds.map((userId) => ({ userId, perfilSeguridadId: id })));
      await bumpSecurityStamp(db, 'all');
      await deps.authChanges.barrier();
      return id;
    },
    async login(login, password, headers = {}) {
      const res = await app.inject({ method: 'POST', url: '/jwt/login', payload: { email: login, password }, headers });
      if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
      return res.json() as LoginResponse;
    },
    async tokenFor(input = {}) {
      const user = await testApp.createUser(input);
      return (await testApp.login(user.userName, user.password)).accessToken;
    },
    async createCustomer(token, fields = {}) {
      const res = await testApp.call(token, 'POST', '/api/Clientes', { ...ACME, ...fields });
      if (res.statusCode !== 201) throw new Error(`customer not created: ${res.statusCode} ${res.body}`);
      return (res.json() as { clienteId: number }).clienteId;
    },
    call(token, method, url, body, headers = {}) {
      return app.inject({
        method: method as 'GET',
        url,
        ...(body !== undefined ? { payload: body as object } : {}),
        headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
      });
    },
  };
  return testApp;
}

export async function setUserStatus(db: Database, userId: number, status: 'pending' | 'active' | 'inactive'): Promise<void> {
  await db.update(users).set({ status }).where(eq(users.userId, userId));
}
