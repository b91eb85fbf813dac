import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../src/platform/seed.ts';
import { createTestApp, type TestApp } from './test-app.ts';
import { allows, fillPath, loadOperations, sample, type Operation } from './operations.ts';

/**
 * The generated permission walk: every operation of the OpenAPI document, called by six kinds of caller over
 * the demo data, must answer as its declared access says — 401 signed out, 403 without the ability, never
 * 401/403 with it (the administrator is never refused), and never a 5xx. New endpoints join by themselves.
 */
interface Who {
  name: string;
  login?: [string, string];
  token: string | null;
  rules: { action: string; subject: string }[];
}

let t: TestApp;
let operations: Operation[];
const callers: Who[] = [];
/** Path values naming a user: a user of the walk's own, so no call changes the callers' accounts. */
const named: Record<string, string> = {};

/** Calls that would end the walk's own sessions or accounts; their refusals are still walked signed out. */
const SELF_ENDING = new Set(['DELETE /accounts']);

async function signIn(who: Who): Promise<void> {
  if (!who.login) return;
  const session = await t.login(who.login[0], who.login[1]);
  who.token = session.accessToken;
  who.rules = (await t.call(who.token, 'GET', '/api/Perfil/ReglasAcceso')).json();
}

beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.db);
  const nobody = await t.createUser({ userName: 'sinpermisos', password: 'SinPermisos123!' });
  const target = await t.createUser({ userName: 'recorrido', roles: ['editor'] });
  Object.assign(named, { userName: target.userName, userId: String(target.userId) });
  callers.push(
    { name: 'anonymous', token: null, rules: [] },
    { name: 'no permissions', login: [nobody.userName, nobody.password], token: null, rules: [] },
    { name: 'client of one customer', login: ['cliente', 'Cliente123!'], token: null, rules: [] },
    { name: 'vendor', login: ['proveedor', 'Proveedor123!'], token: null, rules: [] },
    { name: 'limited staff', login: ['capturista', 'Capturista123!'], token: null, rules: [] },
    { name: 'administrator', login: ['admin', 'Admin123!'], token: null, rules: [] },
  );
  for (const who of callers) await signIn(who);
  operations = await loadOperations(t.app);
}, 120_000);
afterAll(async () => {
  await t?.close();
});

describe('every operation of the OpenAPI document, for every kind of caller', () => {
  it('declares who may call it', () => {
    expect(operations.length).toBeGreaterThan(300);
    expect(operations.filter((op) => !op.access).map((op) => `${op.method} ${op.path}`)).toEqual([]);
  });

  it('hides records outside the caller’s data scope behind a 404', async () => {
    const client = callers.find((c) => c.name === 'client of one customer')!;
    const staff = callers.find((c) => c.name === 'limited staff')!;
    const partes = (await t.call(callers.at(-1)!.token, 'GET', '/api/Partes?pageSize=100')).json().items as {
      parteId: number;
      clienteId: number;
    }[];
    const mine = (await t.call(client.token, 'GET', '/api/Partes?pageSize=100')).json().items as { clienteId: number }[];
    const own = new Set(mine.map((p) => p.clienteId));
    expect(own.size).toBeGreaterThan(0);
    const foreign = partes.find((p) => !own.has(p.clienteId))!;
    expect((await t.call(client.token, 'GET', `/api/Partes/${foreign.parteId}`)).statusCode).toBe(404);
    expect((await t.call(client.token, 'PUT', `/api/Partes/${foreign.parteId}`, { parteId: foreign.parteId })).statusCode).toBe(403);
    expect((await t.call(staff.token, 'GET', `/api/Partes/${foreign.parteId}`)).statusCode).toBe(200);
  });

  it('answers 401, 403 or its own answer as the declared access says, and never a 5xx', async () => {
    const failures: string[] = [];
    // Deletes last, so the records the other calls name are still there.
    const ordered = [...operations.filter((op) => op.method !== 'DELETE'), ...operations.filter((op) => op.method === 'DELETE')];
    let calls = 0;
    for (const op of ordered) {
      const access = op.access!;
      for (const who of callers) {
        const key = `${op.method} ${op.path}`;
        if (who.token && SELF_ENDING.has(key)) continue;
        const url = fillPath(op.path, named);
        const body = op.body ? sample(op.body) : undefined;
        const res = await t.app.inject({
          method: op.method as 'GET',
          url,
          ...(body !== undefined ? { payload: body as object } : {}),
          headers: who.token ? { authorization: `Bearer ${who.token}` } : {},
        });
        calls += 1;
        const status = res.statusCode;
        const seen = `${key} as ${who.name}: ${status} ${res.body.slice(0, 160)}`;
        // Outgoing email is not configured in tests: that one 503 is the product's answer, not a failure.
        const emailOff = status === 503 && (res.json() as { code?: string }).code === 'auth.emailNotConfigured';
        if (status >= 500 && !emailOff) failures.push(`5xx: ${seen}`);
        else if ('public' in access) {
          // Open to everyone: nothing to refuse.
        } else if (!who.token) {
          if (status !== 401) failures.push(`expected 401: ${seen}`);
        } else if (!allows(who.rules, access)) {
          if (status !== 403) failures.push(`expected 403: ${seen}`);
        } else if (status === 401 || (who.name === 'administrator' && status === 403)) {
          failures.push(`refused although allowed: ${seen}`);
        }
        // An administrator's write may have changed what the others may do (a security profile edited).
        if (who.name === 'administrator' && op.method !== 'GET') {
          for (const other of callers) if (other.token) other.rules = (await t.call(other.token, 'GET', '/api/Perfil/ReglasAcceso')).json();
        }
        // A call on the caller's own account or session may have ended it (sign-out, password change).
        if (who.token && /^\/(accounts|jwt)\//.test(op.path)) {
          const check = await t.call(who.token, 'GET', '/api/Perfil/ReglasAcceso');
          if (check.statusCode === 401) await signIn(who);
        }
      }
    }
    expect(calls).toBeGreaterThan(operations.length * 5);
    expect(failures, failures.slice(0, 40).join('\n')).toEqual([]);
  }, 300_000);
});
