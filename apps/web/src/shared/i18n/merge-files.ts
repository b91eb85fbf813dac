import { mergeCatalogues } from '@portal/contract/catalogue-merge';

export type Tree = Record<string, unknown>;

/** Merges a set of locale files in a stable order (by path); the parity tests forbid a key in two files. */
export function mergeFiles(files: Record<string, Tree>): Tree {
  return Object.keys(files)
    .sort()
    .reduce<Tree>((merged, path) => mergeCatalogues(merged, files[path] ?? {}), {});
}
