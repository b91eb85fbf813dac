// `npm start`: install if needed, build if stale, then run the portal (migrations and first-run seed happen at start).
import { ensureDependencies, buildIfStale, root } from './lib.mjs';
import { spawn } from 'node:child_process';
import { join } from 'node:path';

try {
  ensureDependencies();
  buildIfStale();
} catch (err) {
  console.error(err.message);
  process.exit(err.exitCode ?? 1);
}

const child = spawn(process.execPath, ['--enable-source-maps', join(root, 'apps/server/dist/server.js')], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, DATA_DIR: process.env.DATA_DIR ?? join(root, 'data/db') },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
