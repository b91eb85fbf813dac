import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  const dist = mkdtempSync(join(tmpdir(), 'portal-web-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Portal</title>');
  writeFileSync(join(dist, 'assets', 'app-1a2b.js'), 'console.log(1)');
  t = await createTestApp({ webDist: dist });
});
afterAll(async () => {
  await t.close();
});

describe('the web app beside the API', () => {
  it('serves built files, with long caching for hashed assets', async () => {
    const res = await t.call(null, 'GET', '/assets/app-1a2b.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it('answers every page path with the app (history mode), never cached', async () => {
    for (const path of ['/', '/Home', '/apps/customers/edit/7?tab=2']) {
      const res = await t.call(null, 'GET', path);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('answers a missing file or API path with a problem, not the app', async () => {
    for (const path of ['/assets/missing.js', '/api/Nope', '/accounts/nope', '/jwt/nope']) {
      const res = await t.call(null, 'GET', path, undefined, { 'accept-language': 'en-US' });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toContain('application/problem+json');
      expect(res.json().detail).toBe('The requested resource does not exist');
    }
  });
});
