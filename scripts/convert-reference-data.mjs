// Converts ../shared/data (or the folder given as the first argument) into packages/db/reference-data,
// the files the seed loads into every database. Run with `npm run reference:convert`; commit the result.
import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { root } from './lib.mjs';
import { convertAll } from './reference-data.mjs';

const source = resolve(process.argv[2] ?? join(root, '..', 'shared', 'data'));
const target = join(root, 'packages', 'db', 'reference-data');

const { files, manifest } = convertAll((path) => readFileSync(join(source, path), 'utf8'));
mkdirSync(target, { recursive: true });
for (const name of readdirSync(target)) if (!(name in files) && name !== 'README.md') rmSync(join(target, name));
for (const [name, bytes] of Object.entries(files)) writeFileSync(join(target, name), bytes);
console.log(`reference data ${manifest.version} written to ${target}`);
for (const [name, count] of Object.entries(manifest.counts)) console.log(`  ${name}: ${count}`);
