/**
 * `npm run bench`: prints the portal's performance figures. Measures only; nothing here asserts.
 * - cold start of the built server to its first 200 (embedded PGlite, fresh and existing data);
 * - sign-ins per second;
 * - req/s, p50 and p99 of /health, GET /api/Perfil/ReglasAcceso and GET /api/Partes at 50 connections, as ratios to
 *   /health, on the embedded database here and on PostgreSQL in the parts section (bench-load.ts);
 * - the JavaScript the login screen loads (files, gzip and brotli), and a signed-in list's and form's first load
 *   (files and gzip) until the screen shows its content;
 * - the parts list and export and the global search with 1,000,000 parts in PostgreSQL (bench-catalogues.ts);
 *   `parts --no-export` without the exports.
 * - realtime: ticket update to notification on a client, and clients held per instance (bench-realtime.ts).
 * - zip: a digital records bulk zip of mixed demo files beside a plain read of them, and peak memory (bench-zip.ts).
 * - `login` only: the login screen's JavaScript over the wire, file by file, then the list's and form's first loads.
 * - `lighthouse` only: Lighthouse desktop scores of /login, a list and a form (bench-lighthouse.ts); `--runs=N` for medians.
 * - `warehouse` only: photo upload MB/s and server RSS, and the sync of 500 offline captures (bench-warehouse.ts).
 * - `load` only: the request rates at 50 connections, embedded and on PostgreSQL (bench-load.ts).
 * - `scale` only: a list route through nginx with one and with two instances on PostgreSQL (bench-scale.ts).
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Request } from 'playwright-core';
import { launchBrowser } from '../e2e/support/browser.ts';
import { freePort, repoRoot, serverEntry } from '../e2e/support/portal.ts';
import { buildIfStale } from './lib.mjs';
import { benchParts } from './bench-catalogues.ts';
import { benchRealtime } from './bench-realtime.ts';
import { benchM3 } from './bench-m3.ts';
import { benchAudit } from './bench-audit.ts';
import { benchExcel } from './bench-excel.ts';
import { benchZip } from './bench-zip.ts';
import { benchScale } from './bench-scale.ts';
import { benchLoad } from './bench-load.ts';
import { benchLighthouse } from './bench-lighthouse.ts';
import { benchWarehouse } from './bench-warehouse.ts';

interface Running {
  url: string;
  pid: number;
  stop(): Promise<void>;
  coldStartMs: number;
}

async function startServer(dataDir: string, env: Record<string, string> = {}): Promise<Running> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, [serverEntry], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      THROTTLE_ADDRESS_MAX: '1000000',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/health`)).status === 200) break;
    } catch {
      // not yet listening
    }
    await new Promise((r) => setTimeout(r, 20));
  }
  const coldStartMs = performance.now() - started;
  return {
    url,
    pid: child.pid!,
    coldStartMs,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

async function login(url: string): Promise<{ accessToken: string }> {
  const res = await fetch(`${url}/jwt/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin', password: 'Admin123!' }),
  });
  if (!res.ok) throw new Error(`login failed ${res.status}`);
  return (await res.json()) as { accessToken: string };
}

async function signInsPerSecond(url: string, seconds = 5, concurrency = 4): Promise<number> {
  const deadline = Date.now() + seconds * 1000;
  let done = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (Date.now() < deadline) {
        await login(url);
        done += 1;
      }
    }),
  );
  return done / seconds;
}

interface WireJs {
  files: number;
  rawBytes: number;
  wireBytes: number;
  each: { url: string; raw: number; wire: number }[];
}

/**
 * The JavaScript a first load of `path` asks for until the screen shows `shown` (a selector), as the browser
 * receives it: files, decoded size and bytes on the wire. What the page fetches afterwards, when idle (the next
 * screens' code, the service worker's offline copy) is not counted. With `storageState` the page opens signed in
 * (a new context: empty HTTP cache).
 */
async function firstLoadJs(
  url: string,
  path: string,
  shown: string,
  acceptEncoding?: string,
  storageState?: StorageState,
): Promise<WireJs> {
  const browser = await launchBrowser();
  try {
    const context = await browser.newContext({
      ...(acceptEncoding ? { extraHTTPHeaders: { 'accept-encoding': acceptEncoding } } : {}),
      ...(storageState ? { storageState } : {}),
    });
    const page = await context.newPage();
    const scripts: Promise<{ url: string; raw: number; wire: number }>[] = [];
    const asked = new Set<Request>();
    let counting = true;
    page.on('request', (request) => {
      if (counting && request.resourceType() === 'script' && !request.serviceWorker()) asked.add(request);
    });
    page.on('requestfinished', (request) => {
      if (!asked.has(request)) return;
      scripts.push(
        Promise.all([request.sizes(), request.response().then((res) => res?.body().catch(() => undefined))]).then(([sizes, body]) => ({
          url: new URL(request.url()).pathname,
          raw: body?.length ?? 0,
          wire: sizes.responseBodySize,
        })),
      );
    });
    await page.goto(`${url}${path}`);
    await page.locator(shown).first().waitFor();
    counting = false;
    await expectAll(() => scripts.length === asked.size);
    const all = await Promise.all(scripts);
    return {
      files: all.length,
      rawBytes: all.reduce((n, s) => n + s.raw, 0),
      wireBytes: all.reduce((n, s) => n + s.wire, 0),
      each: all,
    };
  } finally {
    await browser.close();
  }
}

async function expectAll(done: () => boolean): Promise<void> {
  for (let waited = 0; !done() && waited < 10_000; waited += 50) await new Promise((r) => setTimeout(r, 50));
}

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/** The administrator's signed-in storage (tokens), signed in through the login screen. */
async function signedInState(url: string): Promise<StorageState> {
  const browser = await launchBrowser();
  try {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${url}/login`);
    await page.getByTestId('login-email').fill('admin');
    await page.getByTestId('login-password').fill('Admin123!');
    await page.getByTestId('login-submit').click();
    await page.waitForURL((u) => !u.pathname.startsWith('/login'));
    return await context.storageState();
  } finally {
    await browser.close();
  }
}

const fmt = (n: number, digits = 1) => n.toFixed(digits);

async function printLoginScreenJs(url: string, byFile = false): Promise<void> {
  const br = await firstLoadJs(url, '/login', '[data-testid=login-submit]');
  const gz = await firstLoadJs(url, '/login', '[data-testid=login-submit]', 'gzip');
  const kib = (n: number) => `${fmt(n / 1024)} KiB`;
  console.log(
    `login screen JavaScript over the wire: ${br.files} files, ${kib(br.rawBytes)} decoded; brotli ${kib(br.wireBytes)}, gzip ${kib(gz.wireBytes)} = ${fmt(gz.wireBytes / 1000)} kB (ratio ${fmt(br.wireBytes / br.rawBytes, 3)})`,
  );
  if (byFile) {
    const gzipOf = new Map(gz.each.map((s) => [s.url, s.wire]));
    for (const s of [...br.each].sort((a, b) => b.raw - a.raw)) {
      console.log(`  ${s.url}: ${kib(s.raw)} decoded, brotli ${kib(s.wire)}, gzip ${kib(gzipOf.get(s.url) ?? 0)}`);
    }
  }
  // A list's and a form's first load, signed in: each file is at least a round trip on one of HTTP/1.1's six
  // connections, so the count matters beside the bytes (issue 19).
  const state = await signedInState(url);
  for (const [label, path, shown] of [
    ['list (/apps/customers/list)', '/apps/customers/list', 'main table tbody tr td'],
    ['form (/apps/customers/edit/1)', '/apps/customers/edit/1', 'main form input'],
  ] as const) {
    const load = await firstLoadJs(url, path, shown, 'gzip', state);
    console.log(`${label} first load JavaScript: ${load.files} files, ${kib(load.rawBytes)} decoded, gzip ${kib(load.wireBytes)}`);
  }
}

class SkipSection extends Error {}

async function main(): Promise<void> {
  // `npm run bench -- m3` runs only the SAAI M3 parser section (no server needed).
  if (process.argv.includes('m3')) return benchM3();
  if (process.argv.includes('audit')) return benchAudit();
  // `npm run bench -- excel`: the boarding-template check of 100,000 lines (no server needed).
  if (process.argv.includes('excel')) return benchExcel();
  // `npm run bench -- zip [--mb=2048]`: a bulk download's zip beside a plain read of its files (no server needed).
  if (process.argv.includes('zip')) return benchZip();
  buildIfStale();
  if (!existsSync(serverEntry)) throw new Error('server bundle missing');
  // `npm run bench -- scale`: a list route through the proxy with one and two instances (PostgreSQL).
  if (process.argv.includes('scale')) return benchScale();
  // `npm run bench -- lighthouse`: Lighthouse (desktop) on /login, a list and a form of the built portal.
  if (process.argv.includes('lighthouse')) {
    const dir = mkdtempSync(join(tmpdir(), 'portal-bench-lh-'));
    const server = await startServer(dir);
    try {
      const runs = Number(process.argv.find((arg) => arg.startsWith('--runs='))?.slice('--runs='.length) ?? 1);
      return await benchLighthouse(server.url, 'admin', 'Admin123!', Number.isInteger(runs) && runs > 0 ? runs : 1);
    } finally {
      await server.stop();
      rmSync(dir, { recursive: true, force: true });
    }
  }
  // `npm run bench -- login`: only the login screen's JavaScript, file by file.
  if (process.argv.includes('login')) {
    const dir = mkdtempSync(join(tmpdir(), 'portal-bench-login-'));
    const server = await startServer(dir);
    try {
      return await printLoginScreenJs(server.url, true);
    } finally {
      await server.stop();
      rmSync(dir, { recursive: true, force: true });
      rmSync(`${dir}.secret`, { force: true });
      rmSync(`${dir}-files`, { recursive: true, force: true });
    }
  }
  // `npm run bench -- warehouse`: photo uploads and offline capture sync through one server with the demo data.
  if (process.argv.includes('warehouse')) {
    const dir = mkdtempSync(join(tmpdir(), 'portal-bench-warehouse-'));
    try {
      const server = await startServer(dir);
      try {
        await benchWarehouse(server, (await login(server.url)).accessToken);
      } finally {
        await server.stop();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
      rmSync(`${dir}.secret`, { force: true });
      rmSync(`${dir}-files`, { recursive: true, force: true });
    }
    return;
  }
  // `npm run bench -- parts` runs only the parts-at-scale section; `load` only the request rates at 50 connections,
  // on the embedded database and on PostgreSQL (the demo data).
  const onlyParts = process.argv.includes('parts');
  const onlyLoad = process.argv.includes('load');
  if (onlyLoad) {
    const dir = mkdtempSync(join(tmpdir(), 'portal-bench-load-'));
    try {
      const server = await startServer(dir);
      try {
        await benchLoad('embedded database', server.url, (await login(server.url)).accessToken);
      } finally {
        await server.stop();
      }
      await benchParts(
        (env) => startServer(`${dir}-pg`, env),
        async (url) => (await login(url)).accessToken,
        { loadOnly: true },
      );
    } finally {
      for (const path of [dir, `${dir}.secret`, `${dir}-files`, `${dir}-pg`, `${dir}-pg.secret`, `${dir}-pg-files`]) {
        rmSync(path, { recursive: true, force: true });
      }
    }
    return;
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-'));
  try {
    if (onlyParts) throw new SkipSection();
    const first = await startServer(dataDir);
    console.log(`cold start to first 200, embedded, new database (migrate + seed): ${fmt(first.coldStartMs, 0)} ms`);
    await first.stop();
    const server = await startServer(dataDir);
    console.log(`cold start to first 200, embedded, existing database: ${fmt(server.coldStartMs, 0)} ms`);

    console.log(`sign-ins per second (argon2id, 4 concurrent): ${fmt(await signInsPerSecond(server.url))}`);

    const { accessToken } = await login(server.url);
    await benchLoad('embedded database', server.url, accessToken);

    await printLoginScreenJs(server.url);
    await benchRealtime(server.url);
    await server.stop();
  } catch (err) {
    if (!(err instanceof SkipSection)) throw err;
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  const scaleDir = mkdtempSync(join(tmpdir(), 'portal-bench-pg-'));
  try {
    // `--no-export`: the list and search figures without the two exports of the million parts (minutes each).
    await benchParts(
      (env) => startServer(scaleDir, env),
      async (url) => (await login(url)).accessToken,
      { exports: !process.argv.includes('--no-export') },
    );
  } finally {
    rmSync(scaleDir, { recursive: true, force: true });
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
