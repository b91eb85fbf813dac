import { and, count, eq, gt, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { ListResponse } from '@portal/contract';
import { type INCIDENT_SORTS, type Incident, type IncidentInput } from '@portal/contract/features/helpdesk';
import type { z } from 'zod';
import type { incidentListQuerySchema } from '@portal/contract/features/helpdesk';
import { incidents } from '@portal/db';
import type { AppDeps } from '../../platform/deps.ts';
import type { Caller } from '../../platform/route-access.ts';
import { problems } from '../../platform/problem.ts';
import { foldedContains } from '../../platform/search.ts';
import { iso, orderFor, pageOf } from './list-query.ts';

function toIncident(r: typeof incidents.$inferSelect): Incident {
  return {
    incidenciaId: r.incidenciaId,
    titulo: r.titulo,
    descripcion: r.descripcion,
    fechaFin: iso(r.fechaFin),
    activo: r.activo,
    createdAt: r.createdAt.toISOString(),
    rowVersion: r.rowVersion,
  };
}

const COLUMNS = {
  incidenciaId: incidents.incidenciaId,
  titulo: incidents.titulo,
  fechaFin: incidents.fechaFin,
  createdAt: incidents.createdAt,
} satisfies Record<(typeof INCIDENT_SORTS)[number], unknown>;

export async function listIncidents(deps: AppDeps, query: z.infer<typeof incidentListQuerySchema>): Promise<ListResponse<Incident>> {
  const conditions: SQL[] = [];
  if (query.search) conditions.push(foldedContains([incidents.titulo, incidents.descripcion], query.search));
  if (query.activo) conditions.push(eq(incidents.activo, query.activo === 'true'));
  const where = conditions.length ? and(...conditions) : undefined;
  const { limit, offset } = pageOf(query);
  const [rows, [total]] = await Promise.all([
    deps.db
      .select()
      .from(incidents)
      .where(where)
      .orderBy(...orderFor(query.sort, COLUMNS, incidents.incidenciaId, 'incidenciaId'))
      .limit(limit)
      .offset(offset),
    deps.db.select({ n: count() }).from(incidents).where(where),
  ]);
  return { items: rows.map(toIncident), total: total?.n ?? 0 };
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
