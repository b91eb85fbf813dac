import { asc, desc, type AnyColumn, type SQL } from 'drizzle-orm';
import { parseSort } from '@portal/contract';
import { problems } from '../../platform/problem.ts';

/** The list contract's ordering: a whitelisted sort field (400 otherwise), the id as tie-breaker, default id desc. */
export function orderFor<K extends string>(
  sort: string | undefined,
  columns: Record<K, AnyColumn | SQL>,
  idColumn: AnyColumn,
  defaultField: K,
): SQL[] {
  const parsed = parseSort(sort);
  if (sort && !parsed) throw problems.validation({ sort: ['validation.sort'] });
  if (parsed && !(parsed.field in columns)) throw problems.validation({ sort: ['validation.sortField'] });
  const field = (parsed?.field ?? defaultField) as K;
  const direction = parsed?.direction ?? 'desc';
  const column = columns[field];
  const primary = direction === 'asc' ? asc(column) : desc(column);
  return column === idColumn ? [primary] : [primary, direction === 'asc' ? asc(idColumn) : desc(idColumn)];
}

export function pageOf(query: { page: number; pageSize: number }): { limit: number; offset: number } {
  return { limit: query.pageSize, offset: (query.page - 1) * query.pageSize };
}

export function iso(date: Date | null): string | null {
  return date ? date.toISOString() : null;
}
