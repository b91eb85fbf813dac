import { and, eq, inArray } from 'drizzle-orm';
import type { DashboardLayout, MyDashboard, QueryResult } from '@portal/contract/features/dashboards';
import { tableroDisposiciones, tableroElementos, type Database } from '@portal/db';
import type { AppDeps } from '../../platform/deps.ts';
import type { DataScope } from '../../platform/data-scope.ts';
import { ProblemError, problems } from '../../platform/problem.ts';
import { conditionFor, filterOptions, userValues } from './filters.service.ts';
import { elementFilters, getElementRow, visibleWhere, type Viewer } from './elements.service.ts';
import type { Condition } from './query-builder.ts';
import { getQueryObjectRow, runQueryObject } from './sources.service.ts';

type Kind = 'clientes' | 'aduanas' | 'patentes';

const scopeValues = (scope: DataScope, kind: Kind): string[] | 'all' => {
  const values = scope[kind];
  return values === 'all' ? 'all' : values.map(String);
};

/** `f.<name>` query values as lists. */
function requested(query: Record<string, string | string[]>, name: string): string[] {
  const value = query[`f.${name}`];
  if (value === undefined) return [];
  return (Array.isArray(value) ? value : [value]).map((v) => v.trim()).filter(Boolean);
}

/**
 * The element's conditions for this viewer. Session filters take the viewer's own customers, customs
 * offices or patents whatever was asked; user filters accept only values the viewer may pick and,
 * when the viewer is restricted and picked none, apply all of the viewer's values. A viewer restricted
 * in a dimension the element has no such filter for gets no data (fail closed).
 */
export async function viewerConditions(deps: AppDeps, viewer: Viewer, elementoId: number, query: Record<string, string | string[]>) {
  const filters = await elementFilters(deps.db, elementoId);
  const conditions: Condition[] = [];
  const errors: Record<string, string[]> = {};
  const covered = new Set<string>();
  for (const { link, filtro } of filters) {
    const asked = requested(query, link.nombre);
    if (filtro.tipo === 'sesion' || filtro.tipo === 'usuario') {
      const kind = filtro.valoresUsuario as Kind;
      covered.add(kind);
      const mine = scopeValues(viewer.scope, kind);
      if (filtro.tipo === 'sesion') {
        if (mine !== 'all') conditions.push(conditionFor(filtro, link.columna, mine));
        continue;
      }
      if (asked.length) {
        const allowed = new Set((await userValues(deps.db, viewer.scope, kind)).map((o) => o.value));
        if (asked.some((v) => !allowed.has(v))) {
          errors[`f.${link.nombre}`] = ['dashboards.filter.valueNotAllowed'];
          continue;
        }
        conditions.push(conditionFor(filtro, link.columna, asked));
      } else if (mine !== 'all') conditions.push({ ...conditionFor(filtro, link.columna, mine), valores: mine });
      else if (link.obligatorio) errors[`f.${link.nombre}`] = ['validation.required'];
      continue;
    }
    if (!asked.length) {
      if (link.obligatorio) errors[`f.${link.nombre}`] = ['validation.required'];
      continue;
    }
    if (filtro.tipo === 'lista' && asked.some((v) => !filtro.opciones.some((o) => o.value === v))) {
      errors[`f.${link.nombre}`] = ['dashboards.filter.valueNotAllowed'];
      continue;
    }
    conditions.push(conditionFor(filtro, link.columna, asked));
  }
  if (Object.keys(errors).length) throw problems.validation(errors);
  // Customers fail closed: a client never sees an element that is not limited to customers. Customs offices
  // and patents narrow the data where the element has such a filter (decision 0140).
  if (scopeValues(viewer.scope, 'clientes') !== 'all' && !covered.has('clientes')) throw problems.unprocessable('dashboards.notScoped');
  return conditions;
}

export async function elementData(
  deps: AppDeps,
  viewer: Viewer,
  elementoId: number,
  query: Record<string, string | string[]>,
): Promise<QueryResult> {
  const element = await getElementRow(deps.db, viewer, elementoId);
  const conditions = await viewerConditions(deps, viewer, elementoId, query);
  try {
    return await runQueryObject(deps, await getQueryObjectRow(deps.db, element.objetoConsultaId), conditions);
  } catch (err) {
    // Viewers learn that the element failed, not the source's own message (table names, SQL); designers see it in the preview.
    if (err instanceof ProblemError && err.init.detailKey === 'dashboards.query.failed' && !viewer.ability.can('write', 'Tableros')) {
      throw problems.unprocessable('dashboards.query.elementFailed');
    }
    throw err;
  }
}

export async function readLayout(db: Database, userId: number): Promise<DashboardLayout['elementos']> {
  const [row] = await db.select().from(tableroDisposiciones).where(eq(tableroDisposiciones.userId, userId));
  return (row?.elementos ?? []) as DashboardLayout['elementos'];
}

export async function saveLayout(db: Database, viewer: Viewer, layout: DashboardLayout): Promise<void> {
  const visible = new Set(
    (await db.select({ id: tableroElementos.elementoId }).from(tableroElementos).where(visibleWhere(viewer))).map((r) => r.id),
  );
  const elementos = layout.elementos.filter((item) => visible.has(item.elementoId));
  await db
    .insert(tableroDisposiciones)
    .values({ userId: viewer.userId, elementos })
    .onConflictDoUpdate({ target: tableroDisposiciones.userId, set: { elementos, updatedAt: new Date() } });
}

/** The viewer's elements in its own order (new ones last), each with the filters it may set. */
export async function myDashboard(deps: AppDeps, viewer: Viewer): Promise<MyDashboard> {
  const rows = await deps.db.select().from(tableroElementos).where(visibleWhere(viewer)).orderBy(tableroElementos.elementoId).limit(200);
  const layout = await readLayout(deps.db, viewer.userId);
  const position = new Map(layout.map((item, index) => [item.elementoId, index]));
  const width = new Map(layout.map((item) => [item.elementoId, item.ancho]));
  const pinned = new Set(layout.filter((item) => item.fijado).map((item) => item.elementoId));
  rows.sort((a, b) => (position.get(a.elementoId) ?? 1e6 + a.elementoId) - (position.get(b.elementoId) ?? 1e6 + b.elementoId));
  const elementos: MyDashboard['elementos'] = [];
  for (const row of rows) {
    const filters = await elementFilters(deps.db, row.elementoId);
    const filtros: MyDashboard['elementos'][number]['filtros'] = [];
    for (const { link, filtro } of filters) {
      if (filtro.tipo === 'sesion') continue;
      const opciones = await filterOptions(deps, viewer.scope, filtro).catch(() => []);
      filtros.push({
        nombre: link.nombre,
        etiqueta: link.etiqueta,
        obligatorio: link.obligatorio,
        seleccionMultiple: filtro.seleccionMultiple,
        tipoDato: filtro.tipoDato as 'texto',
        opciones,
        libre: filtro.tipo === 'consulta' && opciones.length === 0,
      });
    }
    elementos.push({
      elementoId: row.elementoId,
      tipo: row.tipo,
      nombre: row.nombre,
      descripcion: row.descripcion,
      columnaEtiqueta: row.columnaEtiqueta,
      columnasValor: row.columnasValor,
      ancho: width.get(row.elementoId) ?? (row.tipo === 2 ? 4 : 6),
      fijado: pinned.has(row.elementoId),
      filtros,
    });
  }
  return { elementos };
}

/** The elements the viewer pinned to its home page and may still see, in its order (the home summary). */
export async function pinnedElements(db: Database, viewer: Viewer): Promise<{ elementoId: number; nombre: string }[]> {
  const pinned = (await readLayout(db, viewer.userId)).filter((item) => item.fijado).map((item) => item.elementoId);
  if (pinned.length === 0) return [];
  const rows = await db
    .select({ elementoId: tableroElementos.elementoId, nombre: tableroElementos.nombre })
    .from(tableroElementos)
    .where(and(inArray(tableroElementos.elementoId, pinned), visibleWhere(viewer)));
  return rows.sort((a, b) => pinned.indexOf(a.elementoId) - pinned.indexOf(b.elementoId));
}
