import { and, count, desc, eq, inArray, ne, notInArray, sql, type SQL } from 'drizzle-orm';

import {
  isAboutToBreach,
  OPEN_STATUSES,
  type HelpdeskDashboard,
  type Solution,
  type TicketStatus,
} from '@portal/contract/features/helpdesk';
import { ticketCategories, tickets, isoInstantOrNull } from '@portal/db';
import type { AppDeps } from '../../platform/deps.ts';
import type { Caller } from '../../platform/route-access.ts';

import { foldText } from '../../platform/search.ts';

import { visibleTickets } from './helpdesk-access.ts';

import { findVisible } from './ticket-rows.ts';
import { fixersOf, notify } from './ticket-notify.ts';

const STOP_WORDS = new Set([
  'para',
  'como',
  'with',
  'from',
  'that',
  'this',
  'esta',
  'este',
  'tiene',
  'puede',
  'cuando',
  'desde',
  'sobre',
  'entre',
  'donde',
  'porque',
]);

/** Words of a title worth matching: four letters or more, folded, without common words. */
export function titleWords(title: string): string[] {
  return [
    ...new Set(
      foldText(title)
        .split(/[^a-z0-9]+/)
        .filter((w) => w.length >= 4 && !STOP_WORDS.has(w)),
    ),
  ].slice(0, 8);
}

/** Solved tickets of the same category whose titles share the most words with this one (solutions bank). */
export async function solutionsFor(
  deps: AppDeps,
  caller: Caller,
  ticketId: number,
  query: { titulo?: string | undefined; ticketCategoriaId?: number | undefined },
): Promise<Solution[]> {
  let title = query.titulo ?? '';
  let categoryId = query.ticketCategoriaId;
  if (ticketId > 0) {
    const row = await findVisible(deps.db, caller, ticketId);
    title = row.t.tituloError;
    categoryId = row.t.ticketCategoriaId;
  }
  const words = titleWords(title);
  if (words.length === 0) return [];
  const folded = sql`translate(lower(${tickets.tituloError} || ' ' || ${tickets.descripcionError}), 'áàäâãéèëêíìïîóòöôõúùüûñç', 'aaaaaeeeeiiiiooooouuuunc')`;
  const score = sql<number>`(${sql.join(
    words.map((w) => sql`(case when ${folded} like ${`%${w}%`} then 1 else 0 end)`),
    sql` + `,
  )})::int`;
  const conditions: SQL[] = [
    inArray(tickets.estatus, ['resuelto', 'cerrado']),
    sql`${tickets.descripcionSolucion} is not null`,
    sql`${score} > 0`,
  ];
  if (categoryId !== undefined) conditions.push(eq(tickets.ticketCategoriaId, categoryId));
  if (ticketId > 0) conditions.push(ne(tickets.ticketId, ticketId));
  const rows = await deps.db
    .select({
      ticketId: tickets.ticketId,
      tituloError: tickets.tituloError,
      descripcionSolucion: tickets.descripcionSolucion,
      fechaSolucion: tickets.fechaSolucion,
      score,
    })
    .from(tickets)
    .where(and(...conditions))
    .orderBy(desc(score), desc(tickets.fechaSolucion))
    .limit(5);
  return rows.map((r) => ({
    ticketId: r.ticketId,
    tituloError: r.tituloError,
    descripcionSolucion: r.descripcionSolucion ?? '',
    fechaSolucion: isoInstantOrNull(r.fechaSolucion),
    coincidencias: Number(r.score),
  }));
}

/** Open tickets by category and status, and SLA compliance of solved tickets per week (last 12 weeks). */
export async function dashboard(deps: AppDeps, caller: Caller): Promise<HelpdeskDashboard> {
  const visible = visibleTickets(caller);
  const open = await deps.db
    .select({ categoria: ticketCategories.ruta, estatus: tickets.estatus, total: count() })
    .from(tickets)
    .innerJoin(ticketCategories, eq(ticketCategories.ticketCategoriaId, tickets.ticketCategoriaId))
    .where(and(inArray(tickets.estatus, [...OPEN_STATUSES]), ...(visible ? [visible] : [])))
    .groupBy(ticketCategories.ruta, tickets.estatus)
    .orderBy(ticketCategories.ruta);
  const week = sql<string>`to_char(date_trunc('week', ${tickets.fechaSolucion}), 'YYYY-MM-DD')`;
  const compliance = await deps.db
    .select({
      semana: week,
      resueltos: count(),
      enTiempo: sql<number>`count(*) filter (where ${tickets.fechaSolucion} <= ${tickets.fechaVencimiento})::int`,
    })
    .from(tickets)
    .where(
      and(
        sql`${tickets.fechaSolucion} >= now() - interval '12 weeks'`,
        notInArray(tickets.estatus, [...OPEN_STATUSES]),
        ...(visible ? [visible] : []),
      ),
    )
    .groupBy(week)
    .orderBy(week);
  return {
    abiertosPorCategoria: open.map((r) => ({ categoria: r.categoria, estatus: r.estatus as TicketStatus, total: r.total })),
    cumplimientoSla: compliance.map((r) => ({
      semana: r.semana,
      resueltos: r.resueltos,
      enTiempo: Number(r.enTiempo),
      porcentaje: r.resueltos > 0 ? Math.round((Number(r.enTiempo) / r.resueltos) * 1000) / 10 : 0,
    })),
  };
}

/** Sends the "about to breach" notice once per ticket (run by a scheduled job every minute). */
export async function warnSlaAboutToBreach(deps: AppDeps, now = new Date()): Promise<number> {
  const candidates = await deps.db
    .select({ t: tickets })
    .from(tickets)
    .where(
      and(
        inArray(tickets.estatus, [...OPEN_STATUSES]),
        eq(tickets.slaAvisado, false),
        sql`${tickets.fechaVencimiento} > ${now.toISOString()}::timestamptz`,
      ),
    );
  let sent = 0;
  for (const { t } of candidates) {
    if (!isAboutToBreach(t, now)) continue;
    const claimed = await deps.db
      .update(tickets)
      .set({ slaAvisado: true })
      .where(and(eq(tickets.ticketId, t.ticketId), eq(tickets.slaAvisado, false)))
      .returning({ id: tickets.ticketId });
    if (claimed.length === 0) continue;
    const recipients = t.usuarioAsignadoId ? [t.usuarioAsignadoId] : await fixersOf(deps.db, t.ticketCategoriaId);
    await notify(deps, recipients, 0, 'sla', {
      ticketId: t.ticketId,
      title: t.tituloError,
      due: t.fechaVencimiento.toISOString().slice(0, 16).replace('T', ' ') + ' UTC',
    });
    sent += 1;
  }
  return sent;
}
