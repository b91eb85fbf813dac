import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
const BIG = Buffer.from(Array.from({ length: 2000 }, (_, i) => `export const v${i} = ${i};`).join('\n'));
beforeAll(async () => {
  const dist = mkdtempSync(join(tmpdir(), 'portal-web-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Portal</title>');
  writeFileSync(join(dist, 'sign-in.html'), '<!doctype html><title>Sign-in</title>');
  writeFileSync(join(dist, 'assets', 'app-1a2b.js'), 'console.log(1)');
  // What the build writes: a large file with its brotli and gzip copies beside it.
  writeFileSync(join(dist, 'assets', 'big-3c4d.js'), BIG);
  writeFileSync(join(dist, 'assets', 'big-3c4d.js.br'), brotliCompressSync(BIG));
  writeFileSync(join(dist, 'assets', 'big-3c4d.js.gz'), gzipSync(BIG));
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

  it('answers a first load of a sign-in screen with the small sign-in page, and nothing else with it', async () => {
    for (const path of [
      '/login',
      '/login?redirect=%2Fapps&reason=sessionExpired',
      '/register',
      '/forgot-password',
      '/reset-password?token=x',
    ]) {
      const res = await t.call(null, 'GET', path);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('Sign-in');
    }
    for (const path of ['/', '/login/extra', '/pages/miscellaneous/not-authorized'])
      expect((await t.call(null, 'GET', path)).body).not.toContain('Sign-in');
  });

  it('answers a missing file or API path with a problem, not the app', async () => {
    for (const path of ['/assets/missing.js', '/api/Nope', '/accounts/nope', '/jwt/nope']) {
      const res = await t.call(null, 'GET', path, undefined, { 'accept-language': 'en-US' });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toContain('application/problem+json');
      expect(res.json().detail).toBe('The requested resource does not exist');
    }
  });

  it('sends the compressed copy the browser accepts, with Content-Encoding and Vary, decompressing to the file', async () => {
    const br = await t.app.inject({ method: 'GET', url: '/assets/big-3c4d.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(String(br.headers.vary)).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).equals(BIG)).toBe(true);
    const gz = await t.app.inject({ method: 'GET', url: '/assets/big-3c4d.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).equals(BIG)).toBe(true);
    const plain = await t.app.inject({ method: 'GET', url: '/assets/big-3c4d.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.equals(BIG)).toBe(true);
  });

  it('compresses a JSON answer above 1 kB for a client that accepts it', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json', headers: { 'accept-encoding': 'gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(res.rawPayload).toString('utf8')).openapi).toBeDefined();
    const small = await t.app.inject({ method: 'GET', url: '/health', headers: { 'accept-encoding': 'gzip' } });
    expect(small.headers['content-encoding']).toBeUndefined();
  });
});
