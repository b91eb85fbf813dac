import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from './portal.ts';

type Tree = Record<string, unknown>;
const load = (path: string): Tree => JSON.parse(readFileSync(join(repoRoot, path), 'utf8')) as Tree;

/** The app's real catalogue (server messages + UI texts), so tests follow the texts users see. */
const catalogues: Record<'es-MX' | 'en-US', Tree[]> = {
  'es-MX': [load('packages/contract/src/locales/es-MX.json'), load('apps/web/src/shared/i18n/locales/es-MX.json')],
  'en-US': [load('packages/contract/src/locales/en-US.json'), load('apps/web/src/shared/i18n/locales/en-US.json')],
};

export function text(language: 'es-MX' | 'en-US', key: string): string {
  for (const tree of catalogues[language]) {
    let node: unknown = tree;
    for (const part of key.split('.')) node = node && typeof node === 'object' ? (node as Tree)[part] : undefined;
    if (typeof node === 'string') return node;
  }
  throw new Error(`no text for ${key} in ${language}`);
}
