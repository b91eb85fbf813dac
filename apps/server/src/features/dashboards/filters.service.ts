import { and, asc, eq, ilike, inArray, sql } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import { parseSort } from '@portal/contract';
import type { ConditionFilter, ConditionFilterInput, FilterOption } from '@portal/contract/features/dashboards';
import { aduanas, clientes, containsPattern, filtrosCondicion, patentes, tableroElementoFiltros, type Database } from '@portal/db';
import type { AppDeps } from '../../platform/deps.ts';
import type { DataScope } from '../../platform/data-scope.ts';
import { listPage, type ListDefinition } from '../../platform/list/list-page.ts';
import { problems } from '../../platform/problem.ts';
import type { Condition } from './query-builder.ts';
import { getQueryObjectRow, runQueryObject } from './sources.service.ts';

type FilterRow = typeof filtrosCondicion.$inferSelect;

export const toConditionFilter = (row: FilterRow): ConditionFilter => ({
  filtroCondicionId: row.filtroCondicionId,
  nombre: row.nombre,
  tipo: row.tipo as ConditionFilter['tipo'],
  objetoConsultaId: row.objetoConsultaId,
  columnaValor: row.columnaValor,
  columnaTexto: row.columnaTexto,
  tipoDato: row.tipoDato as ConditionFilter['tipoDato'],
  operadorLogico: row.operadorLogico as ConditionFilter['operadorLogico'],
  etiqueta: row.etiqueta,
  obligatorio: row.obligatorio,
  seleccionMultiple: row.seleccionMultiple,
  opciones: row.opciones,
  valoresUsuario: row.valoresUsuario as ConditionFilter['valoresUsuario'],
  rowVersion: row.rowVersion,
  updatedAt: row.updatedAt.toISOString(),
});

export async function getFilterRow(db: Database, id: number): Promise<FilterRow> {
  const [row] = await db.select().from(filtrosCondicion).where(eq(filtrosCondicion.filtroCondicionId, id));
  if (!row) throw problems.notFound();
  return row;
}

const FILTER_LIST: ListDefinition = {
  id: filtrosCondicion.filtroCondicionId,
  sorts: { filtroCondicionId: filtrosCondicion.filtroCondicionId, nombre: filtrosCondicion.nombre },
  defaultSort: { field: 'filtroCondicionId', direction: 'desc' },
};

export async function listConditionFilters(
  db: Database,
  query: { search?: string | undefined; tipo?: string | undefined; sort?: string | undefined; page: number; pageSize: number },
) {
  const term = query.search?.trim();
  const where = and(
    term ? ilike(filtrosCondicion.nombre, containsPattern(term)) : undefined,
    query.tipo ? eq(filtrosCondicion.tipo, query.tipo) : undefined,
  );
  const page = await listPage<FilterRow>(
    db,
    FILTER_LIST,
    {
      columns: { ...filtrosCondicion },
      shape: 'dashboards:filters',
      from: (selection: SelectedFields) => db.select(selection).from(filtrosCondicion).$dynamic(),
    } as never,
    { ...query, sort: parseSort(query.sort), search: undefined, where },
    'filtroCondicionId',
  );
  return { ...page, items: page.items.map(toConditionFilter) };
}

function filterValues(input: ConditionFilterInput) {
  return {
    ...input,
    objetoConsultaId: input.tipo === 'consulta' ? input.objetoConsultaId : null,
    opciones: input.tipo === 'lista' ? input.opciones : [],
    valoresUsuario: input.tipo === 'usuario' || input.tipo === 'sesion' ? input.valoresUsuario : null,
  };
}

export async function saveConditionFilter(
  db: Database,
  input: ConditionFilterInput & { filtroCondicionId?: number; rowVersion?: number },
  id?: number,
): Promise<ConditionFilter> {
  if (id !== undefined && input.filtroCondicionId !== id) throw problems.validation({ filtroCondicionId: ['validation.idMismatch'] });
  const { filtroCondicionId: _id, rowVersion, ...rest } = input;
  const values = filterValues(rest);
  if (values.objetoConsultaId) {
    const qo = await getQueryObjectRow(db, values.objetoConsultaId).catch(() => {
      throw problems.validation({ objetoConsultaId: ['validation.invalidValue'] });
    });
    const names = qo.columnas.map((c) => c.nombre);
    for (const field of ['columnaValor', 'columnaTexto'] as const) {
      if (values[field] && !names.includes(values[field])) throw problems.validation({ [field]: ['dashboards.validation.unknownColumn'] });
    }
  }
  if (id === undefined) {
    const [row] = await db.insert(filtrosCondicion).values(values).returning();
    return toConditionFilter(row!);
  }
  await getFilterRow(db, id);
  const [row] = await db
    .update(filtrosCondicion)
    .set({ ...values, rowVersion: sql`${filtrosCondicion.rowVersion} + 1`, updatedAt: sql`now()` })
    .where(and(eq(filtrosCondicion.filtroCondicionId, id), eq(filtrosCondicion.rowVersion, rowVersion ?? -1)))
    .returning();
  if (!row) throw problems.staleVersion();
  return toConditionFilter(row);
}

export async function deleteConditionFilter(db: Database, id: number): Promise<void> {
  await getFilterRow(db, id);
  const [used] = await db
    .select({ id: tableroElementoFiltros.elementoId })
    .from(tableroElementoFiltros)
    .where(eq(tableroElementoFiltros.filtroCondicionId, id))
    .limit(1);
  if (used) throw problems.conflict('dashboards.inUse.filter');
  await db.delete(filtrosCondicion).where(eq(filtrosCondicion.filtroCondicionId, id));
}

/** The designer's preview: each filter id with a column and values, no scope (designers see all). */
export async function conditionsOf(
  db: Database,
  filters: { columna: string; filtroCondicionId: number; valores: string[] }[],
): Promise<Condition[]> {
  const conditions: Condition[] = [];
  for (const filter of filters) {
    const row = await getFilterRow(db, filter.filtroCondicionId).catch(() => {
      throw problems.validation({ filtros: ['validation.invalidValue'] });
    });
    if (filter.valores.length === 0) continue;
    conditions.push(conditionFor(row, filter.columna, filter.valores));
  }
  return conditions;
}

export function conditionFor(row: FilterRow, columna: string, valores: string[]): Condition {
  return {
    columna,
    operador: row.operadorLogico as Condition['operador'],
    tipoDato: row.tipoDato as Condition['tipoDato'],
    valores: row.seleccionMultiple || row.tipo === 'sesion' ? valores : valores.slice(0, 1),
  };
}

/** The user's own values of a kind: its assigned customers, customs offices or patents, or all of them when unrestricted. */
export async function userValues(db: Database, scope: DataScope, kind: string): Promise<FilterOption[]> {
  if (kind === 'clientes') {
    const rows = await db
      .select({ value: sql<string>`${clientes.id!}::text`, text: sql<string>`${clientes.nombreCorto!}` })
      .from(clientes)
      .where(scope.clientes === 'all' ? undefined : scope.clientes.length ? inArray(clientes.id!, scope.clientes) : sql`false`)
      .orderBy(asc(clientes.nombreCorto!))
      .limit(500);
    return rows;
  }
  if (kind === 'aduanas') {
    const rows = await db
      .select({ value: aduanas.clave, text: sql<string>`${aduanas.clave} || ' ' || ${aduanas.nombre}` })
      .from(aduanas)
      .where(scope.aduanas === 'all' ? undefined : scope.aduanas.length ? inArray(aduanas.clave, scope.aduanas) : sql`false`)
      .orderBy(asc(aduanas.clave));
    return rows;
  }
  const rows = await db
    .select({ value: patentes.patente, text: patentes.patente })
    .from(patentes)
    .where(scope.patentes === 'all' ? undefined : scope.patentes.length ? inArray(patentes.patente, scope.patentes) : sql`false`)
    .orderBy(asc(patentes.patente))
    .limit(500);
  return rows;
}

/** The values a person may pick in a filter: the defined list, the query object's distinct values, or its own values. */
export async function filterOptions(deps: AppDeps, scope: DataScope, row: FilterRow): Promise<FilterOption[]> {
  if (row.tipo === 'lista') return row.opciones;
  if (row.tipo === 'usuario') return userValues(deps.db, scope, row.valoresUsuario ?? '');
  if (row.tipo === 'sesion' || !row.objetoConsultaId) return [];
  const qo = await getQueryObjectRow(deps.db, row.objetoConsultaId);
  const result = await runQueryObject(deps, qo, []);
  const seen = new Map<string, string>();
  for (const item of result.filas) {
    const value = item[row.columnaValor];
    if (value === null || value === undefined) continue;
    const text = row.columnaTexto ? item[row.columnaTexto] : value;
    if (!seen.has(String(value))) seen.set(String(value), String(text ?? value));
  }
  return [...seen].map(([value, text]) => ({ value, text })).sort((a, b) => a.text.localeCompare(b.text));
}
