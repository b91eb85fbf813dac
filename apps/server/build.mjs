// Bundles the server (with the workspace packages it uses) into dist/server.js; npm packages stay external.
import { build } from 'esbuild';
import { cpSync, readFileSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../', import.meta.url));
const here = fileURLToPath(new URL('./', import.meta.url));
const external = ['apps/server', 'packages/db', 'packages/contract'].flatMap((dir) =>
  Object.keys(JSON.parse(readFileSync(`${root}${dir}/package.json`, 'utf8')).dependencies ?? {}).filter(
    (name) => !name.startsWith('@portal/'),
  ),
);

rmSync(`${here}dist`, { recursive: true, force: true });
await build({
  entryPoints: [`${here}src/server.ts`],
  outfile: `${here}dist/server.js`,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external: [...new Set(external), 'pg-native'],
  banner: { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" },
  logLevel: 'warning',
});
cpSync(`${root}packages/db/migrations`, `${here}dist/migrations`, { recursive: true });
cpSync(`${root}packages/db/reference-data`, `${here}dist/reference-data`, { recursive: true });
console.log('server bundled to apps/server/dist/server.js');
