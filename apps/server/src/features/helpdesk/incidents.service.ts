import { and, eq, getTableColumns, gt, isNull, or, sql, type SQL } from 'drizzle-orm';
import { parseSort, type ListResponse, type PAGING_FIELDS } from '@portal/contract';
import { type INCIDENT_SORTS, type Incident, type IncidentInput } from '@portal/contract/features/helpdesk';
import type { z } from 'zod';
import type { incidentListQuerySchema } from '@portal/contract/features/helpdesk';
import { foldedText, incidents, type Database, isoInstantOrNull } from '@portal/db';
import type { AppDeps } from '../../platform/deps.ts';
import type { Caller } from '../../platform/route-access.ts';
import { problems } from '../../platform/problem.ts';
import { listPage, listRows, textContains, type ListDefinition, type ListSource } from '../../platform/list/list-page.ts';

function toIncident(r: typeof incidents.$inferSelect): Incident {
  return {
    incidenciaId: r.incidenciaId,
    titulo: r.titulo,
    descripcion: r.descripcion,
    fechaFin: isoInstantOrNull(r.fechaFin),
    activo: r.activo,
    createdAt: r.createdAt.toISOString(),
    rowVersion: r.rowVersion,
  };
}

const INCIDENT_LIST: ListDefinition = {
  id: incidents.incidenciaId,
  sorts: {
    incidenciaId: incidents.incidenciaId,
    titulo: incidents.titulo,
    fechaFin: incidents.fechaFin,
    createdAt: incidents.createdAt,
  } satisfies Record<(typeof INCIDENT_SORTS)[number], unknown>,
  defaultSort: { field: 'incidenciaId', direction: 'desc' },
};

const incidentRows = (db: Database): ListSource => ({
  columns: getTableColumns(incidents),
  shape: 'helpdesk:incidents',
  from: (selection) => db.select(selection).from(incidents).$dynamic(),
});

type IncidentQuery = z.infer<typeof incidentListQuerySchema>;
export type IncidentFilter = Omit<IncidentQuery, keyof typeof PAGING_FIELDS>;
type Row = typeof incidents.$inferSelect;

const incidentWhere = (query: IncidentFilter) =>
  and(
    textContains(foldedText(incidents.titulo, incidents.descripcion), query.search),
    query.activo ? eq(incidents.activo, query.activo === 'true') : undefined,
  );

export async function listIncidents(deps: AppDeps, query: IncidentQuery): Promise<ListResponse<Incident>> {
  const request = { ...query, sort: parseSort(query.sort), search: undefined, where: incidentWhere(query) };
  const page = await listPage<Row>(deps.db, INCIDENT_LIST, incidentRows(deps.db), request, 'incidenciaId');
  return { ...page, items: page.items.map(toIncident) };
}

export async function* streamIncidents(deps: AppDeps, query: IncidentFilter) {
  const request = { sort: parseSort(query.sort), where: incidentWhere(query) };
  for await (const batch of listRows<Row>(deps.db, INCIDENT_LIST, incidentRows(deps.db), request, 'incidenciaId'))
    yield batch.map(toIncident);
}

/** Incidents shown in the banner: active and not yet ended. */
export async function activeIncidents(deps: AppDeps): Promise<Incident[]> {
  const rows = await deps.db
    .select()
    .from(incidents)
    .where(and(eq(incidents.activo, true), or(isNull(incidents.fechaFin), gt(incidents.fechaFin, sql`now()`))))
    .orderBy(incidents.incidenciaId);
  return rows.map(toIncident);
}

export async function getIncident(deps: AppDeps, id: number): Promise<Incident> {
  const [row] = await deps.db.select().from(incidents).where(eq(incidents.incidenciaId, id)).limit(1);
  if (!row) throw problems.notFound();
  return toIncident(row);
}

function fields(input: IncidentInput) {
  return {
    titulo: input.titulo,
    descripcion: input.descripcion,
    fechaFin: input.fechaFin ? new Date(input.fechaFin) : null,
    activo: input.activo,
  };
}

export async function createIncident(deps: AppDeps, caller: Caller, input: IncidentInput): Promise<Incident> {
  const [row] = await deps.db
    .insert(incidents)
    .values({ ...fields(input), createdBy: caller.userId })
    .returning();
  return toIncident(row!);
}

export async function updateIncident(deps: AppDeps, id: number, input: IncidentInput): Promise<Incident> {
  if (input.incidenciaId !== undefined && input.incidenciaId !== id) throw problems.validation({ incidenciaId: ['validation.idMismatch'] });
  await getIncident(deps, id);
  const conditions: SQL[] = [eq(incidents.incidenciaId, id)];
  if (input.rowVersion !== undefined) conditions.push(eq(incidents.rowVersion, input.rowVersion));
  const rows = await deps.db
    .update(incidents)
    .set({ ...fields(input), rowVersion: sql`${incidents.rowVersion} + 1`, updatedAt: sql`now()` })
    .where(and(...conditions))
    .returning();
  if (rows.length === 0) throw problems.staleVersion();
  return toIncident(rows[0]!);
}
