import { and, asc, eq, exists, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import { parseSort, ROLES } from '@portal/contract';
import type { DashboardElement, ElementInput, ElementSummary } from '@portal/contract/features/dashboards';
import {
  containsPattern,
  filtrosCondicion,
  objetosConsulta,
  tableroElementoAccesos,
  tableroElementoFiltros,
  tableroElementos,
  type Database,
} from '@portal/db';
import type { AppDeps } from '../../platform/deps.ts';
import { listPage, type ListDefinition } from '../../platform/list/list-page.ts';
import { problems } from '../../platform/problem.ts';
import type { Caller } from '../../platform/route-access.ts';
import { getQueryObjectRow } from './sources.service.ts';
import { toConditionFilter } from './filters.service.ts';

type ElementRow = typeof tableroElementos.$inferSelect;
export type Viewer = Pick<Caller, 'userId' | 'roles' | 'scope' | 'aduanas' | 'ability'>;

/** Designers (Tableros write) see every element; others the ones granted to them, their roles, customers, customs offices or patents. */
export function visibleWhere(viewer: Viewer): SQL | undefined {
  if (viewer.ability.can('write', 'Tableros')) return undefined;
  const grants: SQL[] = [and(eq(tableroElementoAccesos.tipo, 'usuario'), eq(tableroElementoAccesos.valor, String(viewer.userId)))!];
  const add = (tipo: string, values: string[]) => {
    if (values.length) grants.push(and(eq(tableroElementoAccesos.tipo, tipo), inArray(tableroElementoAccesos.valor, values))!);
  };
  add('rol', viewer.roles);
  add('cliente', viewer.scope.clientes === 'all' ? [] : viewer.scope.clientes.map(String));
  add('aduana', viewer.aduanas);
  add('patente', viewer.scope.patentes === 'all' ? [] : viewer.scope.patentes);
  return exists(
    sql`(select 1 from ${tableroElementoAccesos} where ${tableroElementoAccesos.elementoId} = ${tableroElementos.elementoId} and (${or(...grants)}))`,
  );
}

const ELEMENT_LIST: ListDefinition = {
  id: tableroElementos.elementoId,
  sorts: { elementoId: tableroElementos.elementoId, nombre: tableroElementos.nombre },
  defaultSort: { field: 'elementoId', direction: 'desc' },
};

export async function listElements(
  db: Database,
  viewer: Viewer,
  query: { search?: string | undefined; tipo?: number | undefined; sort?: string | undefined; page: number; pageSize: number },
) {
  const term = query.search?.trim();
  const where = and(
    visibleWhere(viewer),
    term ? ilike(tableroElementos.nombre, containsPattern(term)) : undefined,
    query.tipo ? eq(tableroElementos.tipo, query.tipo) : undefined,
  );
  const columns = {
    elementoId: tableroElementos.elementoId,
    tipo: tableroElementos.tipo,
    nombre: tableroElementos.nombre,
    descripcion: tableroElementos.descripcion,
    objetoConsulta: objetosConsulta.descripcion,
    updatedAt: tableroElementos.updatedAt,
  };
  const page = await listPage<Omit<ElementSummary, 'updatedAt'> & { updatedAt: Date }>(
    db,
    ELEMENT_LIST,
    {
      columns,
      shape: 'dashboards:elements',
      from: (selection: SelectedFields) =>
        db
          .select(selection)
          .from(tableroElementos)
          .innerJoin(objetosConsulta, eq(objetosConsulta.objetoConsultaId, tableroElementos.objetoConsultaId))
          .$dynamic(),
    } as never,
    { ...query, sort: parseSort(query.sort), search: undefined, where },
    'elementoId',
  );
  return { ...page, items: page.items.map((row) => ({ ...row, updatedAt: row.updatedAt.toISOString() })) };
}

/** The element if the viewer may see it; 404 otherwise (never reveal it exists). */
export async function getElementRow(db: Database, viewer: Viewer, id: number): Promise<ElementRow> {
  const [row] = await db
    .select()
    .from(tableroElementos)
    .where(and(eq(tableroElementos.elementoId, id), visibleWhere(viewer)));
  if (!row) throw problems.notFound();
  return row;
}

export async function elementFilters(db: Database, elementoId: number) {
  return db
    .select({ link: tableroElementoFiltros, filtro: filtrosCondicion })
    .from(tableroElementoFiltros)
    .innerJoin(filtrosCondicion, eq(filtrosCondicion.filtroCondicionId, tableroElementoFiltros.filtroCondicionId))
    .where(eq(tableroElementoFiltros.elementoId, elementoId))
    .orderBy(asc(tableroElementoFiltros.orden));
}

export async function getElement(db: Database, viewer: Viewer, id: number): Promise<DashboardElement> {
  const row = await getElementRow(db, viewer, id);
  const [filters, grants, qo] = await Promise.all([
    elementFilters(db, id),
    db
      .select({ tipo: tableroElementoAccesos.tipo, valor: tableroElementoAccesos.valor })
      .from(tableroElementoAccesos)
      .where(eq(tableroElementoAccesos.elementoId, id)),
    getQueryObjectRow(db, row.objetoConsultaId),
  ]);
  return {
    elementoId: row.elementoId,
    tipo: row.tipo,
    nombre: row.nombre,
    descripcion: row.descripcion,
    objetoConsultaId: row.objetoConsultaId,
    objetoConsulta: qo.descripcion,
    columnaEtiqueta: row.columnaEtiqueta,
    columnasValor: row.columnasValor,
    filtros: filters.map(({ link, filtro }) => ({
      filtroCondicionId: link.filtroCondicionId,
      nombre: link.nombre,
      etiqueta: link.etiqueta,
      columna: link.columna,
      obligatorio: link.obligatorio,
      filtro: toConditionFilter(filtro),
    })),
    accesos: grants.map((g) => ({ tipo: g.tipo as DashboardElement['accesos'][number]['tipo'], valor: g.valor })),
    rowVersion: row.rowVersion,
    updatedAt: row.updatedAt.toISOString(),
  };
}

const GRANT_VALUE: Record<string, RegExp> = { usuario: /^\d{1,10}$/, cliente: /^\d{1,10}$/, aduana: /^\d{2}$/, patente: /^\d{4}$/ };

async function checkElement(db: Database, input: ElementInput): Promise<void> {
  const qo = await getQueryObjectRow(db, input.objetoConsultaId).catch(() => {
    throw problems.validation({ objetoConsultaId: ['validation.invalidValue'] });
  });
  const names = new Set(qo.columnas.map((c) => c.nombre));
  const errors: Record<string, string[]> = {};
  if (input.columnaEtiqueta && !names.has(input.columnaEtiqueta)) errors.columnaEtiqueta = ['dashboards.validation.unknownColumn'];
  if (input.columnasValor.some((c) => !names.has(c))) errors.columnasValor = ['dashboards.validation.unknownColumn'];
  input.filtros.forEach((f, i) => {
    if (!names.has(f.columna)) errors[`filtros.${i}.columna`] = ['dashboards.validation.unknownColumn'];
  });
  if (new Set(input.filtros.map((f) => f.nombre)).size !== input.filtros.length) errors.filtros = ['dashboards.validation.duplicateName'];
  input.accesos.forEach((g, i) => {
    const ok = g.tipo === 'rol' ? (ROLES as readonly string[]).includes(g.valor) : GRANT_VALUE[g.tipo]!.test(g.valor);
    if (!ok) errors[`accesos.${i}.valor`] = ['dashboards.validation.grantValue'];
  });
  const ids = [...new Set(input.filtros.map((f) => f.filtroCondicionId))];
  if (ids.length) {
    const found = await db
      .select({ id: filtrosCondicion.filtroCondicionId })
      .from(filtrosCondicion)
      .where(inArray(filtrosCondicion.filtroCondicionId, ids));
    if (found.length !== ids.length) errors.filtros = ['validation.invalidValue'];
  }
  if (Object.keys(errors).length) throw problems.validation(errors);
}

export async function saveElement(
  deps: AppDeps,
  viewer: Viewer,
  input: ElementInput & { elementoId?: number; rowVersion?: number },
  id?: number,
): Promise<DashboardElement> {
  if (id !== undefined && input.elementoId !== id) throw problems.validation({ elementoId: ['validation.idMismatch'] });
  await checkElement(deps.db, input);
  const { filtros, accesos, elementoId: _id, rowVersion, ...values } = input;
  const savedId = await deps.db.transaction(async (tx) => {
    let elementoId: number;
    if (id === undefined) {
      const [row] = await tx.insert(tableroElementos).values(values).returning({ id: tableroElementos.elementoId });
      elementoId = row!.id;
    } else {
      const [row] = await tx
        .update(tableroElementos)
        .set({ ...values, rowVersion: sql`${tableroElementos.rowVersion} + 1`, updatedAt: sql`now()` })
        .where(and(eq(tableroElementos.elementoId, id), eq(tableroElementos.rowVersion, rowVersion ?? -1)))
        .returning({ id: tableroElementos.elementoId });
      if (!row) {
        const [present] = await tx
          .select({ id: tableroElementos.elementoId })
          .from(tableroElementos)
          .where(eq(tableroElementos.elementoId, id));
        throw present ? problems.staleVersion() : problems.notFound();
      }
      elementoId = id;
      await tx.delete(tableroElementoFiltros).where(eq(tableroElementoFiltros.elementoId, id));
      await tx.delete(tableroElementoAccesos).where(eq(tableroElementoAccesos.elementoId, id));
    }
    if (filtros.length) await tx.insert(tableroElementoFiltros).values(filtros.map((f, orden) => ({ ...f, elementoId, orden })));
    const unique = [...new Map(accesos.map((g) => [`${g.tipo}:${g.valor}`, g])).values()];
    if (unique.length) await tx.insert(tableroElementoAccesos).values(unique.map((g) => ({ ...g, elementoId })));
    return elementoId;
  });
  return getElement(deps.db, viewer, savedId);
}

export async function deleteElement(db: Database, viewer: Viewer, id: number): Promise<void> {
  await getElementRow(db, viewer, id);
  await db.delete(tableroElementos).where(eq(tableroElementos.elementoId, id));
}
