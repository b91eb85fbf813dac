import { inArray, sql, and, type AnyColumn, type SQL } from 'drizzle-orm';

/** What records a user may see: 'all' or the assigned ids/codes (spec point 6, api-conventions "data scope"). */
export interface DataScope {
  clientes: number[] | 'all';
  proveedores: number[] | 'all';
  aduanas: string[] | 'all';
  patentes: string[] | 'all';
}

export const UNRESTRICTED_SCOPE: DataScope = { clientes: 'all', proveedores: 'all', aduanas: 'all', patentes: 'all' };

/** The columns of a table that carry each scope key; a table names only those it has. */
export interface ScopeColumns {
  clienteId?: AnyColumn;
  proveedorId?: AnyColumn;
  aduana?: AnyColumn;
  patente?: AnyColumn;
}

function restrict<T extends string | number>(column: AnyColumn | undefined, allowed: T[] | 'all'): SQL | undefined {
  if (!column || allowed === 'all') return undefined;
  if (allowed.length === 0) return sql`false`;
  return inArray(column, allowed);
}

/**
 * The WHERE condition every repository adds to its lists, items, exports and downloads.
 * Undefined means no restriction.
 */
export function scopeCondition(scope: DataScope, columns: ScopeColumns): SQL | undefined {
  const parts = [
    restrict(columns.clienteId, scope.clientes),
    restrict(columns.proveedorId, scope.proveedores),
    restrict(columns.aduana, scope.aduanas),
    restrict(columns.patente, scope.patentes),
  ].filter((p): p is SQL => p !== undefined);
  if (parts.length === 0) return undefined;
  return parts.length === 1 ? parts[0] : and(...parts);
}

/** The same rule for one record already in memory (e.g. before writing a referenced id). */
export function isInScope(
  scope: DataScope,
  record: { clienteId?: number | null; proveedorId?: number | null; aduana?: string | null; patente?: string | null },
): boolean {
  const ok = <T>(allowed: T[] | 'all', value: T | null | undefined) =>
    allowed === 'all' || value === undefined || (value !== null && allowed.includes(value));
  return (
    ok(scope.clientes, record.clienteId) &&
    ok(scope.proveedores, record.proveedorId) &&
    ok(scope.aduanas, record.aduana) &&
    ok(scope.patentes, record.patente)
  );
}
