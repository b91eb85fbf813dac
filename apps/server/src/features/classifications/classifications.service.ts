import { and, asc, desc, eq, gte, ilike, isNull, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { parseSort, type ListResponse } from '@portal/contract';
import {
  DATA_SHEET_TYPE,
  type ClasificacionDetail,
  type ClasificacionEstado,
  type ClasificacionListQuery,
  type ClasificacionSummary,
  type Duplicados,
  type clasificacionInputSchema,
  type clasificacionUpdateSchema,
} from '@portal/contract/features/classifications';
import type { z } from 'zod';
import {
  clasificacionAdjuntos,
  clasificacionSolicitudes as solicitudes,
  clientes,
  containsPattern,
  fraccionesNico,
  partes,
  proveedores,
  users,
  type Database,
  isoInstant,
  isoInstantOrNull,
} from '@portal/db';
import { isInScope, scopeCondition } from '../../platform/data-scope.ts';
import { listPage, listRows, type ListDefinition, type ListSource } from '../../platform/list/list-page.ts';
import { problems, ProblemError } from '../../platform/problem.ts';
import type { Caller } from '../../platform/route-access.ts';

type Executor = Pick<Database, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;
export type ClasificacionCaller = Pick<Caller, 'scope' | 'userId'>;

/** A requester sees the requests of their customers (and vendors); the scope is applied to every read. */
export const scopeOf = (caller: Pick<Caller, 'scope'>) =>
  scopeCondition(caller.scope, { clienteId: solicitudes.clienteId, proveedorId: solicitudes.proveedorId });

const solicitante = alias(users, 'solicitante');
const clasificador = alias(users, 'clasificador');

export const summaryColumns = {
  solicitudId: solicitudes.solicitudId,
  folio: solicitudes.folio,
  tipoSolicitud: solicitudes.tipoSolicitud,
  estado: solicitudes.estado,
  clienteId: solicitudes.clienteId,
  clienteNombre: sql<string | null>`${clientes.nombreCorto!}`,
  proveedorId: solicitudes.proveedorId,
  proveedorNombre: sql<string | null>`${proveedores.nombreCorto!}`,
  solicitanteId: solicitudes.solicitanteId,
  solicitanteNombre: solicitante.fullName,
  clasificadorId: solicitudes.clasificadorId,
  clasificadorNombre: clasificador.fullName,
  numeroParte: solicitudes.numeroParte,
  descripcion: solicitudes.descripcion,
  fraccion: solicitudes.fraccion,
  nico: solicitudes.nico,
  requiereFichaTecnica: solicitudes.requiereFichaTecnica,
  createdAt: solicitudes.createdAt,
  clasificadaAt: solicitudes.clasificadaAt,
};
type Row = { [K in keyof typeof summaryColumns]: unknown };

function toSummary(row: Row): ClasificacionSummary {
  const r = row as unknown as ClasificacionSummary;
  return {
    ...r,
    estado: r.estado as ClasificacionEstado,
    createdAt: isoInstant(row.createdAt),
    clasificadaAt: isoInstantOrNull(row.clasificadaAt),
  };
}

const withNames = <T>(query: T) =>
  (query as unknown as ReturnType<ReturnType<Database['select']>['from']>)
    .leftJoin(clientes, eq(clientes.id!, solicitudes.clienteId))
    .leftJoin(proveedores, eq(proveedores.id!, solicitudes.proveedorId))
    .leftJoin(solicitante, eq(solicitante.userId, solicitudes.solicitanteId))
    .leftJoin(clasificador, eq(clasificador.userId, solicitudes.clasificadorId));

const CLASIFICACION_LIST: ListDefinition = {
  id: solicitudes.solicitudId,
  sorts: {
    solicitudId: solicitudes.solicitudId,
    numeroParte: solicitudes.numeroParte,
    createdAt: solicitudes.createdAt,
    estado: solicitudes.estado,
  },
  defaultSort: { field: 'solicitudId', direction: 'desc' },
};

const rows = (db: Executor): ListSource => ({
  columns: summaryColumns,
  shape: 'classifications:list',
  from: (selection) => withNames(db.select(selection).from(solicitudes)).$dynamic(),
});

/** The next day, for an inclusive `hasta` date over timestamps. */
const dayAfter = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString();

function listWhere(caller: Pick<Caller, 'scope'>, query: Omit<ClasificacionListQuery, 'page' | 'pageSize'>): SQL | undefined {
  const conditions: (SQL | undefined)[] = [scopeOf(caller)];
  const term = query.search?.trim();
  if (term) {
    const like = containsPattern(term);
    conditions.push(or(ilike(solicitudes.folio, like), ilike(solicitudes.numeroParte, like)));
  }
  if (query.estado) conditions.push(eq(solicitudes.estado, query.estado));
  if (query.clienteId) conditions.push(eq(solicitudes.clienteId, query.clienteId));
  if (query.proveedorId) conditions.push(eq(solicitudes.proveedorId, query.proveedorId));
  if (query.clasificadorId) conditions.push(eq(solicitudes.clasificadorId, query.clasificadorId));
  if (query.solicitanteId) conditions.push(eq(solicitudes.solicitanteId, query.solicitanteId));
  if (query.desde) conditions.push(gte(solicitudes.createdAt, new Date(`${query.desde}T00:00:00Z`)));
  if (query.hasta) conditions.push(lt(solicitudes.createdAt, new Date(dayAfter(query.hasta))));
  return and(...conditions);
}

export async function listClasificaciones(
  db: Database,
  caller: Pick<Caller, 'scope'>,
  query: ClasificacionListQuery,
): Promise<ListResponse<ClasificacionSummary>> {
  const page = await listPage<Row>(
    db,
    CLASIFICACION_LIST,
    rows(db),
    { ...query, sort: parseSort(query.sort), search: undefined, where: listWhere(caller, query) },
    'solicitudId',
  );
  return { ...page, items: page.items.map(toSummary) };
}

export async function* streamClasificaciones(
  db: Database,
  caller: Pick<Caller, 'scope'>,
  query: Omit<ClasificacionListQuery, 'page' | 'pageSize'>,
) {
  const request = { sort: parseSort(query.sort), where: listWhere(caller, query) };
  for await (const batch of listRows<Row>(db, CLASIFICACION_LIST, rows(db), request, 'solicitudId')) yield batch.map(toSummary);
}

/** The request inside the caller's scope (locked for update when asked), or 404. */
export async function findInScope(db: Executor, caller: Pick<Caller, 'scope'>, solicitudId: number, forUpdate = false) {
  const query = db
    .select()
    .from(solicitudes)
    .where(and(eq(solicitudes.solicitudId, solicitudId), scopeOf(caller)));
  const [row] = forUpdate ? await query.for('update') : await query;
  if (!row) throw problems.notFound();
  return row;
}

export async function getClasificacion(db: Executor, caller: Pick<Caller, 'scope'>, solicitudId: number): Promise<ClasificacionDetail> {
  const [row] = await withNames(
    db
      .select({
        ...summaryColumns,
        detail: solicitudes,
        fraccionTexto: fraccionesNico.descripcion,
        tieneFichaTecnica: sql<boolean>`exists (select 1 from ${clasificacionAdjuntos} a where a.solicitud_id = ${solicitudes.solicitudId} and a.tipo = ${DATA_SHEET_TYPE})`,
      })
      .from(solicitudes),
  )
    .leftJoin(fraccionesNico, and(eq(fraccionesNico.fraccion, solicitudes.fraccion), eq(fraccionesNico.nico, solicitudes.nico)))
    .where(and(eq(solicitudes.solicitudId, solicitudId), scopeOf(caller)));
  if (!row) throw problems.notFound();
  const { detail, fraccionTexto, tieneFichaTecnica, ...summary } = row as Row & {
    detail: typeof solicitudes.$inferSelect;
    fraccionTexto: string | null;
    tieneFichaTecnica: boolean;
  };
  return {
    ...toSummary(summary),
    peso: detail.peso,
    unidadMedida: detail.unidadMedida,
    tipoOperacion: detail.tipoOperacion,
    claveDocumento: detail.claveDocumento,
    tipoMaterial: detail.tipoMaterial,
    immex: detail.immex,
    notasClasificador: detail.notasClasificador,
    fraccionTexto: fraccionTexto ?? null,
    parteId: detail.parteId,
    tieneFichaTecnica: Boolean(tieneFichaTecnica),
    rowVersion: detail.rowVersion,
  };
}

/** The customer's part with this number, and the earlier requests for it (case-insensitive). */
export async function findDuplicados(
  db: Executor,
  caller: Pick<Caller, 'scope'>,
  clienteId: number,
  numeroParte: string,
  excluir?: number,
): Promise<Duplicados> {
  if (!isInScope(caller.scope, { clienteId })) return { parte: null, solicitudes: [] };
  const number = numeroParte.trim().toLowerCase();
  const [parte] = await db
    .select({
      parteId: partes.id!,
      numeroParte: partes.numeroParte!,
      descripcion: partes.descripcion!,
      fraccion: partes.fraccion!,
      nico: partes.nico!,
    })
    .from(partes)
    .where(and(eq(partes.clienteId!, clienteId), sql`lower(${partes.numeroParte!}) = ${number}`))
    .limit(1);
  const earlier = await db
    .select({ solicitudId: solicitudes.solicitudId, folio: solicitudes.folio, estado: solicitudes.estado })
    .from(solicitudes)
    .where(
      and(
        eq(solicitudes.clienteId, clienteId),
        sql`lower(${solicitudes.numeroParte}) = ${number}`,
        excluir ? ne(solicitudes.solicitudId, excluir) : undefined,
        scopeOf(caller),
      ),
    )
    .orderBy(asc(solicitudes.solicitudId))
    .limit(20);
  return {
    parte: parte ? (parte as Duplicados['parte']) : null,
    solicitudes: earlier.map((s) => ({ ...s, estado: s.estado as ClasificacionEstado })),
  };
}

/** Refuses a duplicate part number unless the caller saw the warning (409 naming the part and requests). */
async function checkDuplicados(
  db: Executor,
  caller: ClasificacionCaller,
  input: { clienteId: number; numeroParte: string },
  except?: number,
) {
  const found = await findDuplicados(db, caller, input.clienteId, input.numeroParte, except);
  if (!found.parte && found.solicitudes.length === 0) return;
  throw new ProblemError({
    status: 409,
    detailKey: 'clasificaciones.duplicate',
    params: { numeroParte: input.numeroParte },
    code: 'duplicate',
    errors: { numeroParte: ['clasificaciones.duplicate'] },
    extensions: { duplicados: found },
  });
}

/** The customer and vendor must exist and be the caller's own. */
async function checkReferences(db: Executor, caller: ClasificacionCaller, input: { clienteId: number; proveedorId?: number | null }) {
  const errors: Record<string, string[]> = {};
  const [cliente] = await db.select({ id: clientes.id! }).from(clientes).where(eq(clientes.id!, input.clienteId));
  if (!cliente || !isInScope(caller.scope, { clienteId: input.clienteId })) errors.clienteId = ['validation.option'];
  if (input.proveedorId) {
    const [proveedor] = await db.select({ id: proveedores.id! }).from(proveedores).where(eq(proveedores.id!, input.proveedorId));
    if (!proveedor || !isInScope(caller.scope, { proveedorId: input.proveedorId })) errors.proveedorId = ['validation.option'];
  } else if (caller.scope.proveedores !== 'all') {
    // A vendor's user asks for its own vendor's parts: the request must name it to stay visible to them.
    errors.proveedorId = ['validation.required'];
  }
  if (Object.keys(errors).length > 0) throw problems.validation(errors);
}

type Input = z.output<typeof clasificacionInputSchema>;

function valuesOf(input: Input) {
  return {
    tipoSolicitud: input.tipoSolicitud,
    clienteId: input.clienteId,
    proveedorId: input.proveedorId ?? null,
    numeroParte: input.numeroParte,
    descripcion: input.descripcion,
    peso: input.peso ?? null,
    unidadMedida: input.unidadMedida ?? null,
    tipoOperacion: input.tipoOperacion ?? null,
    claveDocumento: input.claveDocumento ?? null,
    tipoMaterial: input.tipoMaterial ?? null,
    immex: input.immex,
    requiereFichaTecnica: input.requiereFichaTecnica,
  };
}

/** How long after a create its exact repeat by the same requester is taken for the retry of a lost answer. */
const CREATE_RETRY_MINUTES = 10;

/**
 * The caller's own request that this create repeats: every field the same, created in the last minutes, still
 * pending and untouched (row version 1). A user whose answer was lost (a cut connection, a killed server)
 * saves again; the request that went through is the answer, not a duplicate or a duplicate-part warning
 * naming it (decision 0162).
 */
async function repeatedCreate(tx: Executor, caller: ClasificacionCaller, input: Input): Promise<number | undefined> {
  const same = Object.entries(valuesOf(input)).map(([key, value]) => {
    const column = solicitudes[key as keyof ReturnType<typeof valuesOf>];
    return value === null ? isNull(column) : eq(column, value);
  });
  const [row] = await tx
    .select({ solicitudId: solicitudes.solicitudId })
    .from(solicitudes)
    .where(
      and(
        eq(solicitudes.solicitanteId, caller.userId),
        eq(solicitudes.estado, 'pendiente'),
        eq(solicitudes.rowVersion, 1),
        gte(solicitudes.createdAt, sql`now() - make_interval(mins => ${CREATE_RETRY_MINUTES})`),
        ...same,
      ),
    )
    .orderBy(desc(solicitudes.solicitudId))
    .limit(1);
  return row?.solicitudId;
}

/** A new request; `repeated` when it was the retry of one already created (answered with it, nothing written). */
export async function createClasificacion(
  db: Database,
  caller: ClasificacionCaller,
  input: Input,
): Promise<{ detail: ClasificacionDetail; repeated: boolean }> {
  await checkReferences(db, caller, input);
  return db.transaction(async (tx) => {
    // One create at a time per requester: a retry racing its original waits for it, then finds it.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('portal.clasificaciones.create'), ${caller.userId})`);
    const earlier = await repeatedCreate(tx, caller, input);
    if (earlier !== undefined) return { detail: await getClasificacion(tx, caller, earlier), repeated: true };
    if (!input.confirmarDuplicado) await checkDuplicados(tx, caller, input);
    const [row] = await tx
      .insert(solicitudes)
      .values({ ...valuesOf(input), solicitanteId: caller.userId })
      .returning({ solicitudId: solicitudes.solicitudId });
    return { detail: await getClasificacion(tx, caller, row!.solicitudId), repeated: false };
  });
}

export async function updateClasificacion(
  db: Database,
  caller: ClasificacionCaller,
  solicitudId: number,
  input: z.output<typeof clasificacionUpdateSchema>,
): Promise<ClasificacionDetail> {
  if (input.solicitudId !== undefined && input.solicitudId !== solicitudId)
    throw problems.validation({ solicitudId: ['validation.idMismatch'] });
  return db.transaction(async (tx) => {
    const current = await findInScope(tx, caller, solicitudId, true);
    if (current.rowVersion !== input.rowVersion) throw problems.staleVersion();
    if (current.estado !== 'pendiente') throw problems.conflict('clasificaciones.alreadyClassified', { folio: current.folio });
    await checkReferences(tx, caller, input);
    const numberChanged = current.numeroParte.toLowerCase() !== input.numeroParte.toLowerCase() || current.clienteId !== input.clienteId;
    if (numberChanged && !input.confirmarDuplicado) await checkDuplicados(tx, caller, input, solicitudId);
    await tx
      .update(solicitudes)
      .set({
        ...valuesOf(input),
        notasClasificador: input.notasClasificador ?? null,
        rowVersion: sql`${solicitudes.rowVersion} + 1`,
        updatedAt: sql`now()`,
      })
      .where(eq(solicitudes.solicitudId, solicitudId));
    return getClasificacion(tx, caller, solicitudId);
  });
}

/** The requesters and classifiers of the requests the caller sees, for the list's filters. */
export async function participantes(db: Database, caller: Pick<Caller, 'scope'>) {
  const of = async (column: typeof solicitudes.solicitanteId | typeof solicitudes.clasificadorId) =>
    (
      await db
        .selectDistinct({ value: users.userId, text: users.fullName })
        .from(solicitudes)
        .innerJoin(users, eq(users.userId, column))
        .where(scopeOf(caller))
        .orderBy(users.fullName, users.userId)
        .limit(200)
    ).map((row) => ({ value: row.value, text: row.text }));
  const [solicitantes, clasificadores] = await Promise.all([of(solicitudes.solicitanteId), of(solicitudes.clasificadorId)]);
  return { solicitantes, clasificadores };
}
