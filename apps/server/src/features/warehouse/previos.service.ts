import { and, eq, gte, ilike, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import { parseSort } from '@portal/contract';
import {
  checkTransportId,
  type previoInputSchema,
  type PrevioDetail,
  type PrevioListQuery,
  type PrevioSummary,
} from '@portal/contract/features/previos';
import { clientes, containsPattern, pedimentos, previoFotos, previoLineas, previos, recintos, type Database, isoInstant } from '@portal/db';
import type { z } from 'zod';
import { isInScope } from '../../platform/data-scope.ts';
import { listPage, listRows, type ListDefinition, type ListSource } from '../../platform/list/list-page.ts';
import { problems, ProblemError } from '../../platform/problem.ts';
import type { Caller } from '../../platform/route-access.ts';
import { claimablePhotos, findPrevio, previoScope, readPrevioDetail } from './previo-rows.ts';

type PrevioBody = z.output<typeof previoInputSchema>;

const lineCount = sql<number>`(select count(*)::int from ${previoLineas} where ${previoLineas.previoId} = ${previos.previoId})`;

const summaryColumns = {
  previoId: previos.previoId,
  folio: previos.folio,
  clienteId: previos.clienteId,
  clienteNombre: sql<string | null>`${clientes.nombreCorto!}`,
  recintoNombre: sql<string | null>`${recintos.nombre!}`,
  fechaPrevio: previos.fechaPrevio,
  guiaMaster: previos.guiaMaster,
  guiaHouse: previos.guiaHouse,
  numeroContenedor: previos.numeroContenedor,
  estado: previos.estado,
  lineas: lineCount,
  createdAt: previos.createdAt,
};
type Row = { [K in keyof typeof summaryColumns]: unknown };

const PREVIO_LIST: ListDefinition = {
  id: previos.previoId,
  sorts: { fechaPrevio: previos.fechaPrevio, createdAt: previos.createdAt, estado: previos.estado, previoId: previos.previoId },
  defaultSort: { field: 'createdAt', direction: 'desc' },
};

const previoRows = (db: Database): ListSource => ({
  columns: summaryColumns,
  shape: 'warehouse:previos',
  from: (selection) =>
    db
      .select(selection)
      .from(previos)
      .leftJoin(clientes, eq(clientes.id!, previos.clienteId))
      .leftJoin(recintos, eq(recintos.id!, previos.recintoId))
      .$dynamic(),
});

function toSummary(row: Row): PrevioSummary {
  const r = row as Omit<PrevioSummary, 'createdAt'> & { createdAt: Date };
  return { ...r, lineas: Number(r.lineas), createdAt: isoInstant(r.createdAt) };
}

function previoWhere(caller: Pick<Caller, 'scope'>, query: Omit<PrevioListQuery, 'page' | 'pageSize'>): SQL | undefined {
  const conditions: (SQL | undefined)[] = [previoScope(caller)];
  const term = query.search?.trim();
  if (term) {
    const like = containsPattern(term);
    const folio = /^\d{1,9}$/.test(term) ? eq(previos.folio, Number(term)) : undefined;
    conditions.push(
      or(
        folio,
        ilike(previos.guiaMaster, like),
        ilike(previos.guiaHouse, like),
        ilike(previos.numeroContenedor, like),
        ilike(previos.procesador, like),
        ilike(previos.observacionesGenerales, like),
      ),
    );
  }
  if (query.clienteId) conditions.push(eq(previos.clienteId, query.clienteId));
  if (query.recintoId) conditions.push(eq(previos.recintoId, query.recintoId));
  if (query.estado) conditions.push(eq(previos.estado, query.estado));
  if (query.fechaDesde) conditions.push(gte(previos.fechaPrevio, query.fechaDesde));
  if (query.fechaHasta) conditions.push(lte(previos.fechaPrevio, query.fechaHasta));
  if (query.guia) {
    const guide = containsPattern(query.guia);
    conditions.push(or(ilike(previos.guiaMaster, guide), ilike(previos.guiaHouse, guide)));
  }
  if (query.contenedor) conditions.push(ilike(previos.numeroContenedor, containsPattern(query.contenedor.toUpperCase())));
  return and(...conditions);
}

export async function listPrevios(db: Database, caller: Pick<Caller, 'scope'>, query: PrevioListQuery) {
  const page = await listPage<Row>(
    db,
    PREVIO_LIST,
    previoRows(db),
    { ...query, sort: parseSort(query.sort), search: undefined, where: previoWhere(caller, query) },
    'previoId',
  );
  return { ...page, items: page.items.map(toSummary) };
}

export async function* streamPrevios(db: Database, caller: Pick<Caller, 'scope'>, query: Omit<PrevioListQuery, 'page' | 'pageSize'>) {
  const request = { sort: parseSort(query.sort), where: previoWhere(caller, query) };
  for await (const batch of listRows<Row>(db, PREVIO_LIST, previoRows(db), request, 'previoId')) yield batch.map(toSummary);
}

const canWrite = (caller: Caller) => caller.ability.can('write', 'Previos');

export async function getPrevio(db: Database, caller: Caller, previoId: string): Promise<PrevioDetail> {
  return readPrevioDetail(db, await findPrevio(db, caller, previoId), canWrite(caller));
}

/** Checks what the body refers to: a customer in scope, an existing pedimento of that customer, claimable photos. */
async function checkReferences(db: Database, caller: Caller, previoId: string | null, body: PrevioBody) {
  if (!isInScope(caller.scope, { clienteId: body.clienteId, proveedorId: body.proveedorId ?? undefined })) {
    throw problems.validation({ clienteId: ['previos.outOfScope'] });
  }
  if (body.pedimentoId !== null) {
    const [found] = await db
      .select({ clienteId: pedimentos.clienteId })
      .from(pedimentos)
      .where(eq(pedimentos.pedimentoId, body.pedimentoId));
    if (!found || (found.clienteId !== null && found.clienteId !== body.clienteId))
      throw problems.validation({ pedimentoId: ['validation.invalidValue'] });
  }
  const wanted = [...body.lineas.flatMap((l) => l.fotos), body.fotoGuiaId, body.fotoDanioId].filter((f): f is string => !!f);
  const usable = await claimablePhotos(db, caller.userId, previoId, [...new Set(wanted)]);
  const usableIds = new Set(usable.map((f) => f.fotoId));
  const errors: Record<string, string[]> = {};
  body.lineas.forEach((line, i) => {
    if (line.fotos.some((f) => !usableIds.has(f))) errors[`lineas.${i}.fotos`] = ['previos.foreignPhoto'];
  });
  if (body.fotoGuiaId && !usableIds.has(body.fotoGuiaId)) errors.fotoGuiaId = ['previos.foreignPhoto'];
  if (body.fotoDanioId && !usableIds.has(body.fotoDanioId)) errors.fotoDanioId = ['previos.foreignPhoto'];
  if (Object.keys(errors).length > 0) throw problems.validation(errors);
}

/** The previo's own columns from a body (guides and containers stored normalized). */
function columnsOf(body: PrevioBody) {
  const { lineas: _l, previoId: _p, rowVersion: _r, ...rest } = body;
  const ident = (value: string | null) => (value ? checkTransportId(value).normalized : null);
  return {
    ...rest,
    guiaMaster: ident(body.guiaMaster),
    guiaHouse: ident(body.guiaHouse),
    numeroContenedor: ident(body.numeroContenedor),
  };
}

/** Replaces the previo's lines and points its photos at them (inside the caller's transaction). */
async function writeLines(tx: Database, previoId: string, body: PrevioBody) {
  await tx.update(previoFotos).set({ lineaId: null }).where(eq(previoFotos.previoId, previoId));
  await tx.delete(previoLineas).where(eq(previoLineas.previoId, previoId));
  const kept = new Set<string>();
  for (const [i, line] of body.lineas.entries()) {
    const { fotos, lineaId: _id, ...values } = line;
    const [created] = await tx
      .insert(previoLineas)
      .values({ ...values, previoId, orden: i })
      .returning({ lineaId: previoLineas.lineaId });
    for (const [orden, fotoId] of fotos.entries()) {
      kept.add(fotoId);
      await tx
        .update(previoFotos)
        .set({ previoId, lineaId: created!.lineaId, orden, tipo: 'mercancia' })
        .where(eq(previoFotos.fotoId, fotoId));
    }
  }
  for (const [fotoId, tipo] of [
    [body.fotoGuiaId, 'guia'],
    [body.fotoDanioId, 'danio'],
  ] as const) {
    if (!fotoId) continue;
    kept.add(fotoId);
    await tx.update(previoFotos).set({ previoId, lineaId: null, tipo }).where(eq(previoFotos.fotoId, fotoId));
  }
  // Photos taken off the previo go back to their uploader's unclaimed ones (the file cleanup may drop them).
  const attached = await tx.select({ fotoId: previoFotos.fotoId }).from(previoFotos).where(eq(previoFotos.previoId, previoId));
  const dropped = attached.map((f) => f.fotoId).filter((f) => !kept.has(f));
  if (dropped.length > 0) await tx.update(previoFotos).set({ previoId: null, lineaId: null }).where(inArray(previoFotos.fotoId, dropped));
}

export async function createPrevio(db: Database, caller: Caller, body: PrevioBody): Promise<PrevioDetail> {
  await checkReferences(db, caller, null, body);
  const previoId = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(previos)
      .values({ ...columnsOf(body), createdBy: caller.userId })
      .returning({ previoId: previos.previoId });
    await writeLines(tx as unknown as Database, row!.previoId, body);
    return row!.previoId;
  });
  return getPrevio(db, caller, previoId);
}

export async function updatePrevio(db: Database, caller: Caller, previoId: string, body: PrevioBody): Promise<PrevioDetail> {
  if (body.previoId !== undefined && body.previoId !== previoId) throw problems.validation({ previoId: ['validation.idMismatch'] });
  const current = await findPrevio(db, caller, previoId);
  if (current.estado === 'concluido') throw new ProblemError({ status: 409, detailKey: 'previos.locked', code: 'previoLocked' });
  if (body.rowVersion !== undefined && body.rowVersion !== current.rowVersion) throw problems.staleVersion();
  await checkReferences(db, caller, previoId, body);
  await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(previos)
      .set({ ...columnsOf(body), rowVersion: sql`${previos.rowVersion} + 1`, updatedAt: sql`now()` })
      .where(and(eq(previos.previoId, previoId), eq(previos.rowVersion, current.rowVersion), eq(previos.estado, 'abierto')))
      .returning({ previoId: previos.previoId });
    if (!updated) throw problems.staleVersion();
    await writeLines(tx as unknown as Database, previoId, body);
  });
  return getPrevio(db, caller, previoId);
}
