import { and, eq, sql } from 'drizzle-orm';
import type { EventoTipo } from '@portal/contract/features/audits';
import { auditoriaBitacoraEventos, auditoriaHallazgos, auditoriaOperaciones, type Database } from '@portal/db';

export interface NewEvent {
  auditoriaOperacionId: number;
  auditoriaHallazgoId?: number | null;
  grupoEventoId: number;
  tipo: EventoTipo;
  comentario?: string | null;
  userId?: number | null;
}

/** Writes one logbook event and makes it the operation's latest (the audit list's order). */
export async function recordEvent(db: Database, event: NewEvent): Promise<number> {
  const [row] = await db
    .insert(auditoriaBitacoraEventos)
    .values({
      auditoriaOperacionId: event.auditoriaOperacionId,
      auditoriaHallazgoId: event.auditoriaHallazgoId ?? null,
      grupoEventoId: event.grupoEventoId,
      tipo: event.tipo,
      comentario: event.comentario ?? null,
      userId: event.userId ?? null,
    })
    .returning({ id: auditoriaBitacoraEventos.auditoriaBitacoraEventoId });
  await db
    .update(auditoriaOperaciones)
    .set({ ultimoEventoId: row!.id, updatedAt: new Date() })
    .where(eq(auditoriaOperaciones.auditoriaOperacionId, event.auditoriaOperacionId));
  return row!.id;
}

/** Recounts an operation's findings in force, open and waiting, and its status from them. */
export async function refreshCounters(db: Database, auditoriaOperacionId: number): Promise<void> {
  const [counts] = await db
    .select({
      hallazgos: sql<number>`count(*)::int`,
      abiertos: sql<number>`(count(*) filter (where ${auditoriaHallazgos.estado} <> 'autorizar'))::int`,
      solicitudes: sql<number>`(count(*) filter (where ${auditoriaHallazgos.estado} = 'solicitarAutorizacion'))::int`,
    })
    .from(auditoriaHallazgos)
    .where(and(eq(auditoriaHallazgos.auditoriaOperacionId, auditoriaOperacionId), eq(auditoriaHallazgos.vigente, true)));
  const { hallazgos = 0, abiertos = 0, solicitudes = 0 } = counts ?? {};
  const estado = hallazgos === 0 ? 'sinHallazgos' : abiertos > 0 ? 'abierta' : 'cerrada';
  await db
    .update(auditoriaOperaciones)
    .set({ hallazgos, abiertos, solicitudes, estado })
    .where(eq(auditoriaOperaciones.auditoriaOperacionId, auditoriaOperacionId));
}
