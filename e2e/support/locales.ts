import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from './portal.ts';

type Tree = Record<string, unknown>;
const load = (path: string): Tree => JSON.parse(readFileSync(join(repoRoot, path), 'utf8')) as Tree;

/** The app's real catalogue (server messages + UI texts), so tests follow the texts users see. */
function filesOf(language: 'es-MX' | 'en-US'): Tree[] {
  const under = (folder: string) =>
    readdirSync(join(repoRoot, folder), { recursive: true, encoding: 'utf8' })
      .filter((name) => name.endsWith(`.${language}.json`))
      .map((name) => load(join(folder, name)));
  return [...under('packages/contract/src/locales'), ...under('apps/web/src')];
}
const catalogues: Record<'es-MX' | 'en-US', Tree[]> = { 'es-MX': filesOf('es-MX'), 'en-US': filesOf('en-US') };

export function text(language: 'es-MX' | 'en-US', key: string): string {
  for (const tree of catalogues[language]) {
    let node: unknown = tree;
    for (const part of key.split('.')) node = node && typeof node === 'object' ? (node as Tree)[part] : undefined;
    if (typeof node === 'string') return node;
  }
  throw new Error(`no text for ${key} in ${language}`);
}
