import { and, asc, desc, eq, gte, ilike, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { formatPedimentoNumber, parsePedimentoNumber, parseSort, translate, type Language } from '@portal/contract';
import {
  defaultAuditRange,
  type Evento,
  type EventoDetail,
  type Hallazgo,
  type HallazgoListQuery,
  type Indicadores,
  type OperacionListQuery,
  type OperacionSummary,
} from '@portal/contract/features/audits';
import {
  auditoriaBitacoraEventos,
  auditoriaHallazgos,
  auditoriaOperaciones,
  clientes,
  containsPattern,
  pedimentos,
  users,
  type Database,
  isoInstant,
} from '@portal/db';
import { scopeCondition } from '../../platform/data-scope.ts';
import { listPage, listRows, type ListDefinition, type ListSource } from '../../platform/list/list-page.ts';
import { problems } from '../../platform/problem.ts';
import type { Caller } from '../../platform/route-access.ts';

type Scoped = Pick<Caller, 'scope'>;
const op = auditoriaOperaciones;
const h = auditoriaHallazgos;

export const operacionScope = (caller: Scoped) =>
  scopeCondition(caller.scope, { clienteId: op.clienteId, aduana: op.aduana, patente: op.patente });

export function printedPedimento(numero: string): string {
  const parsed = parsePedimentoNumber(numero);
  return parsed ? formatPedimentoNumber(parsed) : numero;
}

const operacionColumns = {
  auditoriaOperacionId: op.auditoriaOperacionId,
  auditoriaBitacoraEventoId: op.ultimoEventoId,
  pedimentoId: op.pedimentoId,
  numero: pedimentos.numero,
  factura: op.factura,
  clienteId: op.clienteId,
  clienteNombre: sql<string | null>`${clientes.nombreCorto!}`,
  aduana: op.aduana,
  referencia: op.referencia,
  fechaRegistro: op.fechaRegistro,
  tipoOperacion: op.tipoOperacion,
  solicitudes: op.solicitudes,
  claveDocumento: op.claveDocumento,
  hallazgos: op.hallazgos,
  abiertos: op.abiertos,
  estado: op.estado,
};
type OperacionRow = { [K in keyof typeof operacionColumns]: unknown };

export function toOperacion(row: OperacionRow): OperacionSummary {
  const { numero, ...rest } = row as Omit<OperacionSummary, 'pedimento'> & { numero: string };
  return { ...rest, pedimento: printedPedimento(numero), clienteNombre: rest.clienteNombre ?? null };
}

const OPERACION_LIST: ListDefinition = {
  id: op.auditoriaOperacionId,
  sorts: {
    auditoriaBitacoraEventoId: op.ultimoEventoId,
    auditoriaOperacionId: op.auditoriaOperacionId,
    fechaRegistro: op.fechaRegistro,
    abiertos: op.abiertos,
  },
  defaultSort: { field: 'auditoriaBitacoraEventoId', direction: 'desc' },
};

const operacionRows = (db: Database): ListSource => ({
  columns: operacionColumns,
  shape: 'audits:operaciones',
  from: (selection) =>
    db
      .select(selection)
      .from(op)
      .innerJoin(pedimentos, eq(pedimentos.pedimentoId, op.pedimentoId))
      .leftJoin(clientes, eq(clientes.id!, op.clienteId))
      .$dynamic(),
});

/** The list's filters, its date range (the spec's default when none is given) and the caller's scope. */
export function operacionWhere(caller: Scoped, query: Omit<OperacionListQuery, 'page' | 'pageSize'>): SQL | undefined {
  const range = query.fechaDesde || query.fechaHasta ? query : defaultAuditRange();
  const conditions: (SQL | undefined)[] = [operacionScope(caller)];
  const term = query.search?.trim();
  if (term) {
    const like = containsPattern(term);
    conditions.push(
      or(
        ilike(pedimentos.numero, containsPattern(term.replace(/\s+/g, ''))),
        ilike(op.referencia, like),
        ilike(op.factura, like),
        ilike(clientes.nombreCorto!, like),
      ),
    );
  }
  if (query.clienteId) conditions.push(eq(op.clienteId, query.clienteId));
  if (query.aduana) conditions.push(eq(op.aduana, query.aduana));
  if (query.estado) conditions.push(eq(op.estado, query.estado));
  if (query.grupoEventoId)
    conditions.push(
      sql`exists (select 1 from ${auditoriaBitacoraEventos} e where e.auditoria_operacion_id = ${op.auditoriaOperacionId} and e.grupo_evento_id = ${query.grupoEventoId})`,
    );
  if (range.fechaDesde) conditions.push(gte(op.fechaRegistro, range.fechaDesde));
  if (range.fechaHasta) conditions.push(lte(op.fechaRegistro, range.fechaHasta));
  return and(...conditions);
}

export async function listOperaciones(db: Database, caller: Scoped, query: OperacionListQuery) {
  const page = await listPage<OperacionRow>(
    db,
    OPERACION_LIST,
    operacionRows(db),
    { ...query, sort: parseSort(query.sort), search: undefined, where: operacionWhere(caller, query) },
    'auditoriaOperacionId',
  );
  return { ...page, items: page.items.map(toOperacion) };
}

export async function* streamOperaciones(db: Database, caller: Scoped, query: Omit<OperacionListQuery, 'page' | 'pageSize'>) {
  const request = { sort: parseSort(query.sort), where: operacionWhere(caller, query) };
  for await (const batch of listRows<OperacionRow>(db, OPERACION_LIST, operacionRows(db), request, 'auditoriaOperacionId'))
    yield batch.map(toOperacion);
}

const responsable = alias(users, 'responsable');
export const hallazgoColumns = {
  auditoriaHallazgoId: h.auditoriaHallazgoId,
  auditoriaOperacionId: h.auditoriaOperacionId,
  aduana: op.aduana,
  referencia: op.referencia,
  numero: pedimentos.numero,
  claveDocumento: op.claveDocumento,
  regla: h.regla,
  clave: h.clave,
  severidad: h.severidad,
  partida: h.partida,
  campo: h.campo,
  valorPresente: h.valorPresente,
  valorEsperado: h.valorEsperado,
  estado: h.estado,
  tipoAutorizacion: h.tipoAutorizacion,
  observaciones: h.observaciones,
  responsableId: h.responsableId,
  responsableNombre: sql<string | null>`${responsable.fullName}`,
  fechaCompromiso: h.fechaCompromiso,
  vigente: h.vigente,
  ramId: h.ramId,
  createdAt: h.createdAt,
  rowVersion: h.rowVersion,
};
export type HallazgoRow = { [K in keyof typeof hallazgoColumns]: unknown };

export function toHallazgo(language: Language, row: HallazgoRow, today = new Date().toISOString().slice(0, 10)): Hallazgo {
  const r = row as Omit<Hallazgo, 'pedimento' | 'mensaje' | 'vencido' | 'createdAt'> & {
    numero: string;
    clave: string;
    createdAt: Date | string;
  };
  const { numero, clave, ...rest } = r;
  return {
    ...rest,
    pedimento: printedPedimento(numero),
    mensaje: translate(language, clave, { value: r.valorPresente ?? '', expected: r.valorEsperado ?? '', partida: r.partida ?? '' }),
    createdAt: isoInstant(r.createdAt),
    responsableNombre: r.responsableNombre ?? null,
    vencido: r.vigente && r.estado !== 'autorizar' && r.fechaCompromiso < today,
  };
}

export const hallazgoRows = (db: Database): ListSource => ({
  columns: hallazgoColumns,
  shape: 'audits:hallazgos',
  from: (selection) =>
    db
      .select(selection)
      .from(h)
      .innerJoin(op, eq(op.auditoriaOperacionId, h.auditoriaOperacionId))
      .innerJoin(pedimentos, eq(pedimentos.pedimentoId, op.pedimentoId))
      .leftJoin(responsable, eq(responsable.userId, h.responsableId))
      .$dynamic(),
});

const HALLAZGO_LIST: ListDefinition = {
  id: h.auditoriaHallazgoId,
  sorts: { fechaCompromiso: h.fechaCompromiso, auditoriaHallazgoId: h.auditoriaHallazgoId, createdAt: h.createdAt },
  defaultSort: { field: 'fechaCompromiso', direction: 'asc' },
};

/** The follow-up's findings: in force, in the caller's scope, by the filters. */
function hallazgoWhere(caller: Scoped, query: Omit<HallazgoListQuery, 'page' | 'pageSize'>): SQL | undefined {
  const conditions: (SQL | undefined)[] = [operacionScope(caller), eq(h.vigente, true)];
  const term = query.search?.trim();
  if (term) {
    const like = containsPattern(term);
    conditions.push(or(ilike(pedimentos.numero, containsPattern(term.replace(/\s+/g, ''))), ilike(op.referencia, like)));
  }
  if (query.clienteId) conditions.push(eq(op.clienteId, query.clienteId));
  if (query.aduana) conditions.push(eq(op.aduana, query.aduana));
  if (query.estado) conditions.push(eq(h.estado, query.estado));
  if (query.abiertos === 'true') conditions.push(ne(h.estado, 'autorizar'));
  if (query.severidad) conditions.push(eq(h.severidad, query.severidad));
  if (query.regla) conditions.push(eq(h.regla, query.regla));
  if (query.responsableId) conditions.push(eq(h.responsableId, query.responsableId));
  if (query.vencidos === 'true') conditions.push(and(ne(h.estado, 'autorizar'), sql`${h.fechaCompromiso} < current_date`));
  return and(...conditions);
}

export async function listHallazgos(db: Database, caller: Scoped, query: HallazgoListQuery, language: Language) {
  const page = await listPage<HallazgoRow>(
    db,
    HALLAZGO_LIST,
    hallazgoRows(db),
    { ...query, sort: parseSort(query.sort), search: undefined, where: hallazgoWhere(caller, query) },
    'auditoriaHallazgoId',
  );
  return { ...page, items: page.items.map((row) => toHallazgo(language, row)) };
}

export async function* streamHallazgos(
  db: Database,
  caller: Scoped,
  query: Omit<HallazgoListQuery, 'page' | 'pageSize'>,
  language: Language,
) {
  const request = { sort: parseSort(query.sort), where: hallazgoWhere(caller, query) };
  for await (const batch of listRows<HallazgoRow>(db, HALLAZGO_LIST, hallazgoRows(db), request, 'auditoriaHallazgoId'))
    yield batch.map((row) => toHallazgo(language, row));
}

const actor = alias(users, 'actor');
const eventoColumns = {
  auditoriaBitacoraEventoId: auditoriaBitacoraEventos.auditoriaBitacoraEventoId,
  auditoriaOperacionId: auditoriaBitacoraEventos.auditoriaOperacionId,
  auditoriaHallazgoId: auditoriaBitacoraEventos.auditoriaHallazgoId,
  grupoEventoId: auditoriaBitacoraEventos.grupoEventoId,
  tipo: auditoriaBitacoraEventos.tipo,
  comentario: auditoriaBitacoraEventos.comentario,
  usuarioNombre: actor.fullName,
  createdAt: auditoriaBitacoraEventos.createdAt,
};

function eventsOf(db: Database) {
  return db.select(eventoColumns).from(auditoriaBitacoraEventos).leftJoin(actor, eq(actor.userId, auditoriaBitacoraEventos.userId));
}
const toEvento = (e: Awaited<ReturnType<ReturnType<typeof eventsOf>['execute']>>[number]): Evento => ({
  ...e,
  tipo: e.tipo as Evento['tipo'],
  createdAt: e.createdAt.toISOString(),
});

/** An event with its operation, findings and history; 404 outside the caller's scope. */
export async function getEvento(db: Database, caller: Scoped, eventoId: number, language: Language): Promise<EventoDetail> {
  const [evento] = await eventsOf(db).where(eq(auditoriaBitacoraEventos.auditoriaBitacoraEventoId, eventoId));
  if (!evento) throw problems.notFound();
  const [operacion] = await operacionRows(db)
    .from(operacionColumns)
    .where(and(eq(op.auditoriaOperacionId, evento.auditoriaOperacionId), operacionScope(caller)));
  if (!operacion) throw problems.notFound();
  const [hallazgos, historial] = await Promise.all([
    hallazgoRows(db)
      .from(hallazgoColumns)
      .where(eq(h.auditoriaOperacionId, evento.auditoriaOperacionId))
      .orderBy(desc(h.vigente), asc(h.auditoriaHallazgoId)) as Promise<HallazgoRow[]>,
    eventsOf(db)
      .where(eq(auditoriaBitacoraEventos.auditoriaOperacionId, evento.auditoriaOperacionId))
      .orderBy(desc(auditoriaBitacoraEventos.auditoriaBitacoraEventoId)),
  ]);
  return {
    evento: toEvento(evento),
    operacion: toOperacion(operacion as OperacionRow),
    hallazgos: hallazgos.map((row) => toHallazgo(language, row)),
    historial: historial.map(toEvento),
  };
}

/** The KPI cards and the charts' figures, over the list's filters and scope. */
export async function getIndicadores(
  db: Database,
  caller: Scoped,
  query: Omit<OperacionListQuery, 'page' | 'pageSize'>,
): Promise<Indicadores> {
  const where = operacionWhere(caller, query);
  const base = operacionRows(db);
  const [ops] = await base
    .from({
      operaciones: sql<number>`count(*)::int`,
      sinHallazgos: sql<number>`(count(*) filter (where ${op.hallazgos} = 0))::int`,
      solicitudes: sql<number>`coalesce(sum(${op.solicitudes}), 0)::int`,
    })
    .where(where);
  const open = and(where, eq(h.vigente, true), ne(h.estado, 'autorizar'));
  const findings = (selection: Record<string, unknown>) =>
    db
      .select(selection as never)
      .from(h)
      .innerJoin(op, eq(op.auditoriaOperacionId, h.auditoriaOperacionId))
      .innerJoin(pedimentos, eq(pedimentos.pedimentoId, op.pedimentoId))
      .leftJoin(clientes, eq(clientes.id!, op.clienteId))
      .$dynamic();
  const severityRows = (await findings({ severidad: h.severidad, total: sql<number>`count(*)::int` })
    .where(open)
    .groupBy(h.severidad)) as { severidad: string; total: number }[];
  const ruleRows = (await findings({ regla: h.regla, total: sql<number>`count(*)::int` })
    .where(and(where, eq(h.vigente, true)))
    .groupBy(h.regla)
    .orderBy(desc(sql`count(*)`))) as { regla: string; total: number }[];
  const weekRows = (await findings({
    semana: sql<string>`to_char(date_trunc('week', ${op.fechaRegistro}), 'YYYY-MM-DD')`,
    total: sql<number>`count(*)::int`,
  })
    .where(and(where, eq(h.vigente, true), sql`${op.fechaRegistro} is not null`))
    .groupBy(sql`1`)
    .orderBy(sql`1`)) as { semana: string; total: number }[];
  const bySeverity = { error: 0, warning: 0, info: 0 };
  for (const row of severityRows) if (row.severidad in bySeverity) bySeverity[row.severidad as keyof typeof bySeverity] = row.total;
  const total = ops?.operaciones ?? 0;
  return {
    operaciones: total,
    abiertosPorSeveridad: bySeverity,
    autorizacionesEnEspera: ops?.solicitudes ?? 0,
    porcentajeSinHallazgos: total ? Math.round(((ops?.sinHallazgos ?? 0) * 1000) / total) / 10 : 0,
    porRegla: ruleRows,
    porSemana: weekRows,
  };
}
