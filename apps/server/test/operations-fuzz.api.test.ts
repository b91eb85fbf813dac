import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../src/platform/seed.ts';
import { createTestApp, type TestApp } from './test-app.ts';
import { BAD_QUERIES, badBodies, fillPath, loadOperations, type Operation } from './operations.ts';

/**
 * A bounded fuzz of every write body and every list query of the OpenAPI document, as the administrator (who
 * passes every access check, so the input itself is what is tried): wrong types, sizes, prototype keys,
 * control characters, injection shapes and unicode oddities. Never a 5xx, and a refused call writes nothing.
 */
let t: TestApp;
let token: string;
let operations: Operation[];
const named: Record<string, string> = {};

/**
 * What a refused call must leave as it was: for an item (PUT, PATCH) the item as its GET answers it, for a
 * collection (POST) the total its list answers. Undefined when the path has no such GET.
 */
async function stateOf(op: Operation, url: string): Promise<string | undefined> {
  const res = await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
  if (res.statusCode !== 200 || !res.headers['content-type']?.toString().includes('json')) return undefined;
  const body = res.json() as { total?: number };
  if (op.method === 'POST') return typeof body.total === 'number' ? String(body.total) : undefined;
  return res.body;
}

beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.db);
  token = (await t.login('admin', 'Admin123!')).accessToken;
  const target = await t.createUser({ userName: 'fuzzeado', roles: ['editor'] });
  Object.assign(named, { userName: target.userName, userId: String(target.userId) });
  operations = await loadOperations(t.app);
}, 120_000);
afterAll(async () => {
  await t?.close();
});

describe('a bounded fuzz of every operation', () => {
  it('answers malformed write bodies without a 5xx and writes nothing when it refuses them', async () => {
    const failures: string[] = [];
    const writes = operations.filter(
      (op) => ['POST', 'PUT', 'PATCH'].includes(op.method) && op.body && !/^\/jwt\/(login|register|resend)/.test(op.path),
    );
    expect(writes.length).toBeGreaterThan(60);
    for (const op of writes) {
      const url = fillPath(op.path, named);
      for (const body of badBodies(op.body)) {
        const before = await stateOf(op, url);
        const res = await t.app.inject({
          method: op.method as 'POST',
          url,
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          payload: JSON.stringify(body),
        });
        const seen = `${op.method} ${op.path} ${JSON.stringify(body).slice(0, 80)}: ${res.statusCode} ${res.body.slice(0, 140)}`;
        if (res.statusCode >= 500) failures.push(`5xx: ${seen}`);
        else if (res.statusCode >= 400 && before !== undefined && (await stateOf(op, url)) !== before) {
          failures.push(`refused but wrote: ${seen}`);
        }
      }
    }
    expect(failures, failures.slice(0, 30).join('\n')).toEqual([]);
  }, 300_000);

  it('answers malformed list queries without a 5xx', async () => {
    const failures: string[] = [];
    const lists = operations.filter((op) => op.method === 'GET' && op.queryParams.length > 0);
    expect(lists.length).toBeGreaterThan(60);
    for (const op of lists) {
      const url = fillPath(op.path, named);
      for (const query of BAD_QUERIES) {
        const res = await t.app.inject({ method: 'GET', url: `${url}?${query}`, headers: { authorization: `Bearer ${token}` } });
        if (res.statusCode >= 500) failures.push(`5xx: GET ${op.path}?${query.slice(0, 60)}: ${res.statusCode} ${res.body.slice(0, 140)}`);
      }
    }
    expect(failures, failures.slice(0, 30).join('\n')).toEqual([]);
  }, 300_000);
});
