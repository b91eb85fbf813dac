import { and, asc, eq, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { parseSort, translate, type Language, type ListResponse } from '@portal/contract';
import type { ParteSync, ParteSyncListQuery } from '@portal/contract/features/classifications';
import { clientes, parteSincronizaciones as syncs, partes, sysexpertPartes, isoInstantOrNull, type Database } from '@portal/db';
import type { AppDeps } from '../../platform/deps.ts';
import { scopeCondition } from '../../platform/data-scope.ts';
import { listPage, type ListDefinition, type ListSource } from '../../platform/list/list-page.ts';
import { problems } from '../../platform/problem.ts';
import type { Caller } from '../../platform/route-access.ts';

const JOB = 'partes-sincronizacion';
const BATCH = 200;
const MAX_BACKOFF_MINUTES = 60;

export interface PartToPush {
  parteId: number;
  claveSysExpert: string | null;
  numeroParte: string;
  fraccion: string;
  nico: string;
  descripcion: string;
  unidadMedida: string | null;
  tipoOperacion: string | null;
}
export class SyncRefused extends Error {
  constructor(
    readonly key: string,
    readonly params: Record<string, string | number> = {},
  ) {
    super(key);
  }
}

/** Where parts go: the customer's system. The demo adapter keeps a local table in SysExpert's shape. */
export interface PartSyncAdapter {
  push(db: Database, part: PartToPush): Promise<void>;
}

/** SysExpert identifies the customer by its key and refuses a part without a unit or with a long description. */
export const demoAdapter: PartSyncAdapter = {
  async push(db, part) {
    if (!part.claveSysExpert) throw new SyncRefused('partSync.noCustomerKey');
    if (!part.unidadMedida) throw new SyncRefused('partSync.noUnit', { numeroParte: part.numeroParte });
    if (part.descripcion.length > 250) throw new SyncRefused('partSync.descriptionTooLong', { max: 250 });
    const row = {
      claveCliente: part.claveSysExpert,
      numeroParte: part.numeroParte,
      fraccion: part.fraccion,
      nico: part.nico,
      descripcion: part.descripcion,
      unidadMedida: part.unidadMedida,
      tipoImpoExpo: part.tipoOperacion === '2' ? '2' : '1',
    };
    await db
      .insert(sysexpertPartes)
      .values(row)
      .onConflictDoUpdate({ target: [sysexpertPartes.claveCliente, sysexpertPartes.numeroParte], set: { ...row, recibidoAt: sql`now()` } });
  },
};

const state = partes.estadoSincronizacion!;
/** New (pendiente), changed since the last push, or failed and due again. */
const due = (now: Date): SQL =>
  or(
    eq(state, 'pendiente'),
    and(eq(state, 'sincronizado'), or(isNull(syncs.sincronizadoAt), sql`${partes.updatedAt!} > ${syncs.sincronizadoAt}`)),
    and(eq(state, 'error'), or(isNull(syncs.proximoIntentoAt), lte(syncs.proximoIntentoAt, now))),
  )!;

/** Minutes before the next attempt after `attempts` failures: 1, 2, 4, ... up to an hour. */
export const backoffMinutes = (attempts: number) => Math.min(2 ** Math.max(0, attempts - 1), MAX_BACKOFF_MINUTES);

async function pushOne(
  db: Database,
  adapter: PartSyncAdapter,
  part: PartToPush & { intentos: number | null },
  now: Date,
): Promise<boolean> {
  try {
    await adapter.push(db, part);
    await db.update(partes).set({ estadoSincronizacion: 'sincronizado' }).where(eq(partes.id!, part.parteId));
    const done = { intentos: 0, error: null, proximoIntentoAt: null, sincronizadoAt: sql`greatest(now(), ${partes.updatedAt!})` };
    await db
      .insert(syncs)
      .values({ parteId: part.parteId, ...done, sincronizadoAt: sql`now()` })
      .onConflictDoUpdate({ target: syncs.parteId, set: { ...done, sincronizadoAt: sql`now()` } });
    return true;
  } catch (err) {
    const error = err instanceof SyncRefused ? { key: err.key, params: err.params } : { key: 'partSync.unreachable', params: {} };
    const intentos = (part.intentos ?? 0) + 1;
    const next = new Date(now.getTime() + backoffMinutes(intentos) * 60_000);
    await db.update(partes).set({ estadoSincronizacion: 'error' }).where(eq(partes.id!, part.parteId));
    await db
      .insert(syncs)
      .values({ parteId: part.parteId, intentos, error, proximoIntentoAt: next })
      .onConflictDoUpdate({ target: syncs.parteId, set: { intentos, error, proximoIntentoAt: next } });
    return false;
  }
}

const pushColumns = {
  parteId: partes.id!,
  claveSysExpert: clientes.claveSysExpert!,
  numeroParte: partes.numeroParte!,
  fraccion: partes.fraccion!,
  nico: partes.nico!,
  descripcion: partes.descripcion!,
  unidadMedida: partes.unidadMedida!,
  tipoOperacion: partes.tipoOperacion!,
  intentos: syncs.intentos,
};

/** One pass of the job: pushes the parts that are due, at most a batch; answers how many went and how many failed. */
export async function syncParts(db: Database, adapter: PartSyncAdapter = demoAdapter, now = new Date(), only?: number) {
  const rows = (await db
    .select(pushColumns)
    .from(partes)
    .innerJoin(clientes, eq(clientes.id!, partes.clienteId!))
    .leftJoin(syncs, eq(syncs.parteId, partes.id!))
    .where(only ? eq(partes.id!, only) : due(now))
    .orderBy(asc(partes.id!))
    .limit(BATCH)) as unknown as (PartToPush & { intentos: number | null })[];
  let ok = 0;
  for (const row of rows) if (await pushOne(db, adapter, row, now)) ok += 1;
  return { sincronizadas: ok, errores: rows.length - ok };
}

export async function startPartSync(deps: AppDeps, log: Pick<FastifyBaseLogger, 'error'>): Promise<void> {
  await deps.jobs.work(JOB, async () => {
    await syncParts(deps.db);
  });
  if (deps.config.env !== 'test')
    deps.jobs.schedule(JOB, '* * * * *').catch((err: unknown) => log.error({ err }, 'part sync not scheduled'));
}

const scopeOf = (caller: Pick<Caller, 'scope'>) => scopeCondition(caller.scope, { clienteId: partes.clienteId! });
const listColumns = {
  parteId: partes.id!,
  numeroParte: partes.numeroParte!,
  clienteNombre: clientes.nombreCorto!,
  estado: state,
  intentos: syncs.intentos,
  error: syncs.error,
  proximoIntentoAt: syncs.proximoIntentoAt,
  sincronizadoAt: syncs.sincronizadoAt,
};
type Row = { [K in keyof typeof listColumns]: unknown };
const LIST: ListDefinition = { id: partes.id!, sorts: { parteId: partes.id! }, defaultSort: { field: 'parteId', direction: 'desc' } };

/** The parts in scope with their sync state and, on error, the message in the caller's language. */
export async function listSync(
  db: Database,
  caller: Pick<Caller, 'scope'>,
  query: ParteSyncListQuery,
  language: Language,
): Promise<ListResponse<ParteSync>> {
  const source: ListSource = {
    columns: listColumns,
    shape: 'classifications:part-sync',
    from: (selection) =>
      db
        .select(selection)
        .from(partes)
        .innerJoin(clientes, eq(clientes.id!, partes.clienteId!))
        .leftJoin(syncs, eq(syncs.parteId, partes.id!))
        .$dynamic(),
  };
  const term = query.search?.trim();
  const where = and(
    scopeOf(caller),
    query.estado ? eq(state, query.estado) : undefined,
    term ? sql`${partes.numeroParte!} ilike ${`%${term.replace(/[\\%_]/g, '')}%`}` : undefined,
  );
  const page = await listPage<Row>(db, LIST, source, { ...query, sort: parseSort(query.sort), search: undefined, where }, 'parteId');
  return {
    ...page,
    items: page.items.map((r) => {
      const error = r.error as { key: string; params?: Record<string, string | number> } | null;
      return {
        parteId: r.parteId as number,
        numeroParte: String(r.numeroParte),
        clienteNombre: (r.clienteNombre as string | null) ?? null,
        estado: r.estado as ParteSync['estado'],
        intentos: (r.intentos as number | null) ?? 0,
        error: error ? translate(language, error.key, error.params) : null,
        proximoIntentoAt: isoInstantOrNull(r.proximoIntentoAt),
        sincronizadoAt: isoInstantOrNull(r.sincronizadoAt),
      };
    }),
  };
}

/** Tries one part now (a writer's retry), whatever its backoff. */
export async function retryPart(db: Database, caller: Pick<Caller, 'scope'>, parteId: number) {
  const [row] = await db
    .select({ id: partes.id! })
    .from(partes)
    .where(and(eq(partes.id!, parteId), scopeOf(caller)));
  if (!row) throw problems.notFound();
  return syncParts(db, demoAdapter, new Date(), parteId);
}
