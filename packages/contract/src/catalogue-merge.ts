type Tree = Record<string, unknown>;

function isTree(value: unknown): value is Tree {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** Deep merge of two translation catalogues; `extra` wins on a clash (the parity tests forbid clashes). */
export function mergeCatalogues(base: Tree, extra: Tree): Tree {
  const merged: Tree = { ...base };
  for (const [key, value] of Object.entries(extra)) {
    const current = merged[key];
    merged[key] = isTree(current) && isTree(value) ? mergeCatalogues(current, value) : value;
  }
  return merged;
}
