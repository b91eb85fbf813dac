// Shared by start.mjs and test.mjs: what a fresh clone needs before anything runs.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, writeFileSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = resolve(fileURLToPath(new URL('..', import.meta.url)));

export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  if (result.status !== 0) {
    const error = new Error(`${command} ${args.join(' ')} failed (${result.status ?? result.signal})`);
    error.exitCode = result.status ?? 1;
    throw error;
  }
}

/** Installs dependencies when node_modules is missing or older than the lock file. */
export function ensureDependencies() {
  const marker = join(root, 'node_modules/.package-lock.json');
  const lock = join(root, 'package-lock.json');
  if (existsSync(marker) && statSync(marker).mtimeMs >= statSync(lock).mtimeMs) return;
  console.log('Installing dependencies (npm ci)...');
  run('npm', ['ci', '--no-audit', '--no-fund']);
}

function newestMtime(paths) {
  let newest = 0;
  const visit = (p) => {
    if (!existsSync(p)) return;
    const s = statSync(p);
    if (s.isDirectory()) {
      for (const entry of readdirSync(p)) if (entry !== 'node_modules' && entry !== 'dist') visit(join(p, entry));
    } else newest = Math.max(newest, s.mtimeMs);
  };
  paths.forEach((p) => visit(join(root, p)));
  return newest;
}

const WEB_SOURCES = [
  'apps/web/src',
  'apps/web/index.html',
  'apps/web/sign-in.html',
  'apps/web/vite.config.ts',
  'apps/web/public',
  'packages/contract/src',
  'package-lock.json',
];
const SERVER_SOURCES = [
  'apps/server/src',
  'apps/server/build.mjs',
  'packages/contract/src',
  'packages/db/src',
  'packages/db/migrations',
  'packages/db/reference-data',
  'package-lock.json',
];

/** Builds the web app and the server bundle unless their sources are older than the last build. */
export function buildIfStale({ force = false } = {}) {
  const targets = [
    {
      name: 'web',
      stamp: 'apps/web/dist/.build-stamp',
      sources: WEB_SOURCES,
      build: () => run('npm', ['run', 'build', '-w', '@portal/web']),
    },
    {
      name: 'server',
      stamp: 'apps/server/dist/.build-stamp',
      sources: SERVER_SOURCES,
      build: () => run('npm', ['run', 'build', '-w', '@portal/server']),
    },
  ];
  for (const target of targets) {
    const stampPath = join(root, target.stamp);
    const newest = newestMtime(target.sources);
    const built = existsSync(stampPath) ? Number(readFileSync(stampPath, 'utf8')) : 0;
    if (!force && built >= newest) continue;
    console.log(`Building ${target.name}...`);
    target.build();
    writeFileSync(stampPath, String(newest));
  }
}

export function hasCommand(command) {
  try {
    execFileSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}
