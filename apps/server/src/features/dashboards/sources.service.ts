import { and, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import { parseSort, translate, type Language } from '@portal/contract';
import type {
  ConnectionString,
  ConnectionStringInput,
  ConnectionTestResult,
  QueryColumn,
  QueryObject,
  QueryObjectInput,
  QueryResult,
} from '@portal/contract/features/dashboards';
import { cadenasConexion, containsPattern, filtrosCondicion, objetosConsulta, tableroElementos, type Database } from '@portal/db';
import { SecretBox } from '../../catalogues/catalogue-secrets.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { listPage, type ListDefinition } from '../../platform/list/list-page.ts';
import { ProblemError, problems } from '../../platform/problem.ts';
import { checkHost, parseServer } from './host-policy.ts';
import { readSettings } from './data-access-settings.ts';
import { buildSelect, looksLikeSelect, type Condition, type Dialect, type QuerySource } from './query-builder.ts';
import { describeFailure, runOnTarget, type RawResult, type Target } from './sql-sources.ts';

type ConnectionRow = typeof cadenasConexion.$inferSelect;
type QueryObjectRow = typeof objetosConsulta.$inferSelect;

export const toConnectionString = (row: ConnectionRow): ConnectionString => ({
  cadenaConexionId: row.cadenaConexionId,
  tipo: row.tipo as ConnectionString['tipo'],
  servidor: row.servidor,
  baseDatos: row.baseDatos,
  usuario: row.usuario,
  passwordGuardado: row.passwordSellado !== null,
  descripcion: row.descripcion,
  sistema: row.sistema,
  rowVersion: row.rowVersion,
  updatedAt: row.updatedAt.toISOString(),
});

const boxOf = (deps: AppDeps) => new SecretBox(deps.config.secretsKey);

export async function getConnectionRow(db: Database, id: number): Promise<ConnectionRow> {
  const [row] = await db.select().from(cadenasConexion).where(eq(cadenasConexion.cadenaConexionId, id));
  if (!row) throw problems.notFound();
  return row;
}

const CONNECTION_LIST: ListDefinition = {
  id: cadenasConexion.cadenaConexionId,
  sorts: { cadenaConexionId: cadenasConexion.cadenaConexionId, descripcion: cadenasConexion.descripcion },
  defaultSort: { field: 'cadenaConexionId', direction: 'desc' },
};

export async function listConnectionStrings(
  db: Database,
  query: { search?: string | undefined; tipo?: string | undefined; sort?: string | undefined; page: number; pageSize: number },
) {
  const term = query.search?.trim();
  const where = and(
    term
      ? or(ilike(cadenasConexion.descripcion, containsPattern(term)), ilike(cadenasConexion.servidor, containsPattern(term)))
      : undefined,
    query.tipo ? eq(cadenasConexion.tipo, query.tipo) : undefined,
  );
  const page = await listPage<ConnectionRow>(
    db,
    CONNECTION_LIST,
    {
      columns: { ...cadenasConexion },
      shape: 'dashboards:connections',
      from: (selection: SelectedFields) => db.select(selection).from(cadenasConexion).$dynamic(),
    } as never,
    { ...query, sort: parseSort(query.sort), search: undefined, where },
    'cadenaConexionId',
  );
  return { ...page, items: page.items.map(toConnectionString) };
}

function connectionValues(deps: AppDeps, input: ConnectionStringInput) {
  const { password, ...rest } = input;
  const portal = input.tipo === 'portal';
  const values: Partial<typeof cadenasConexion.$inferInsert> = {
    ...rest,
    ...(portal ? { servidor: '', baseDatos: '', usuario: '' } : {}),
  };
  if (portal || password === null) values.passwordSellado = null;
  else if (typeof password === 'string') values.passwordSellado = boxOf(deps).seal(password);
  return values;
}

export async function createConnectionString(deps: AppDeps, input: ConnectionStringInput): Promise<ConnectionString> {
  const [row] = await deps.db
    .insert(cadenasConexion)
    .values(connectionValues(deps, input) as typeof cadenasConexion.$inferInsert)
    .returning();
  return toConnectionString(row!);
}

export async function updateConnectionString(
  deps: AppDeps,
  id: number,
  input: ConnectionStringInput & { cadenaConexionId: number; rowVersion: number },
): Promise<ConnectionString> {
  if (input.cadenaConexionId !== id) throw problems.validation({ cadenaConexionId: ['validation.idMismatch'] });
  const { cadenaConexionId: _id, rowVersion, ...rest } = input;
  await getConnectionRow(deps.db, id);
  const [row] = await deps.db
    .update(cadenasConexion)
    .set({ ...connectionValues(deps, rest), rowVersion: sql`${cadenasConexion.rowVersion} + 1`, updatedAt: sql`now()` })
    .where(and(eq(cadenasConexion.cadenaConexionId, id), eq(cadenasConexion.rowVersion, rowVersion)))
    .returning();
  if (!row) throw problems.staleVersion();
  return toConnectionString(row);
}

export async function deleteConnectionString(db: Database, id: number): Promise<void> {
  await getConnectionRow(db, id);
  const [used] = await db
    .select({ id: objetosConsulta.objetoConsultaId })
    .from(objetosConsulta)
    .where(eq(objetosConsulta.cadenaConexionId, id))
    .limit(1);
  if (used) throw problems.conflict('dashboards.inUse.connection');
  await db.delete(cadenasConexion).where(eq(cadenasConexion.cadenaConexionId, id));
}

/** The checked target of a connection string: the host must pass the allow-list, the password is opened here only. */
export async function targetOf(deps: AppDeps, row: ConnectionRow): Promise<Target> {
  if (row.tipo === 'portal') return { tipo: 'portal', db: deps.db };
  const settings = await readSettings(deps.db, deps.config.env);
  const endpoint = parseServer(row.servidor, row.tipo === 'mariadb' ? 3306 : 5432);
  const address = await checkHost(settings, endpoint);
  const password = row.passwordSellado ? boxOf(deps).open(row.passwordSellado) : '';
  return { tipo: row.tipo as 'postgresql' | 'mariadb', address, port: endpoint.port, database: row.baseDatos, user: row.usuario, password };
}

/** Connects, checks the role only reads and says what failed (in the caller's language) when it does not. */
export async function testConnection(deps: AppDeps, id: number, language: Language): Promise<ConnectionTestResult> {
  const row = await getConnectionRow(deps.db, id);
  const settings = await readSettings(deps.db, deps.config.env);
  try {
    await runOnTarget(await targetOf(deps, row), null, { timeoutMs: settings.tiempoLimiteMs });
    return { ok: true, mensaje: translate(language, 'dashboards.connection.ok'), version: null };
  } catch (err) {
    if (err instanceof ProblemError) {
      return {
        ok: false,
        mensaje: translate(language, err.init.detailKey ?? 'dashboards.query.failed', err.init.params ?? {}),
        version: null,
      };
    }
    const failure = describeFailure(err);
    const text = translate(language, failure.key, { detail: failure.detail });
    return { ok: false, mensaje: failure.key === 'dashboards.query.failed' ? text : `${text} (${failure.detail})`, version: null };
  }
}

// ---------- query objects ----------

const dialectOf = (tipo: string): Dialect => (tipo === 'mariadb' ? 'mariadb' : 'postgresql');

export async function getQueryObjectRow(db: Database, id: number): Promise<QueryObjectRow & { cadena: ConnectionRow }> {
  const [row] = await db
    .select({ qo: objetosConsulta, cadena: cadenasConexion })
    .from(objetosConsulta)
    .innerJoin(cadenasConexion, eq(cadenasConexion.cadenaConexionId, objetosConsulta.cadenaConexionId))
    .where(eq(objetosConsulta.objetoConsultaId, id));
  if (!row) throw problems.notFound();
  return { ...row.qo, cadena: row.cadena };
}

const toQueryObject = (row: QueryObjectRow, cadena: string): QueryObject => ({
  objetoConsultaId: row.objetoConsultaId,
  cadenaConexionId: row.cadenaConexionId,
  cadenaConexion: cadena,
  tipo: row.tipo as QueryObject['tipo'],
  esquema: row.esquema,
  nombreObjeto: row.nombreObjeto,
  sql: row.sql,
  descripcion: row.descripcion,
  columnas: row.columnas,
  rowVersion: row.rowVersion,
  updatedAt: row.updatedAt.toISOString(),
});

export async function getQueryObject(db: Database, id: number): Promise<QueryObject> {
  const row = await getQueryObjectRow(db, id);
  return toQueryObject(row, row.cadena.descripcion);
}

const QUERY_LIST: ListDefinition = {
  id: objetosConsulta.objetoConsultaId,
  sorts: { objetoConsultaId: objetosConsulta.objetoConsultaId, descripcion: objetosConsulta.descripcion },
  defaultSort: { field: 'objetoConsultaId', direction: 'desc' },
};

export async function listQueryObjects(
  db: Database,
  query: { search?: string | undefined; cadenaConexionId?: number | undefined; sort?: string | undefined; page: number; pageSize: number },
) {
  const term = query.search?.trim();
  const where: SQL | undefined = and(
    term
      ? or(ilike(objetosConsulta.descripcion, containsPattern(term)), ilike(objetosConsulta.nombreObjeto, containsPattern(term)))
      : undefined,
    query.cadenaConexionId ? eq(objetosConsulta.cadenaConexionId, query.cadenaConexionId) : undefined,
  );
  const columns = { ...objetosConsulta, cadena: cadenasConexion.descripcion };
  const page = await listPage<QueryObjectRow & { cadena: string }>(
    db,
    QUERY_LIST,
    {
      columns,
      shape: 'dashboards:query-objects',
      from: (selection: SelectedFields) =>
        db
          .select(selection)
          .from(objetosConsulta)
          .innerJoin(cadenasConexion, eq(cadenasConexion.cadenaConexionId, objetosConsulta.cadenaConexionId))
          .$dynamic(),
    } as never,
    { ...query, sort: parseSort(query.sort), search: undefined, where },
    'objetoConsultaId',
  );
  return { ...page, items: page.items.map((row) => toQueryObject(row, row.cadena)) };
}

/** Runs the object's SELECT with conditions, capped and timed; driver failures become 422 with what failed. */
export async function runQueryObject(
  deps: AppDeps,
  row: QueryObjectRow & { cadena: ConnectionRow },
  conditions: Condition[],
  cap?: number,
): Promise<QueryResult> {
  if (row.tipo === 'consulta' && !looksLikeSelect(row.sql)) throw problems.unprocessable('dashboards.query.onlySelect');
  const settings = await readSettings(deps.db, deps.config.env);
  const limit = Math.min(cap ?? settings.maximoFilas, settings.maximoFilas);
  const built = buildSelect(dialectOf(row.cadena.tipo), row as QuerySource, conditions, limit + 1);
  const target = await targetOf(deps, row.cadena);
  const started = Date.now();
  let result: RawResult;
  try {
    result = await runOnTarget(target, built, { timeoutMs: settings.tiempoLimiteMs });
  } catch (err) {
    if (err instanceof ProblemError) throw err;
    const failure = describeFailure(err);
    throw problems.unprocessable(failure.key, { detail: failure.detail });
  }
  return {
    columnas: result.columns,
    filas: result.rows.slice(0, limit),
    truncado: result.rows.length > limit,
    milisegundos: Date.now() - started,
  };
}

async function readColumns(deps: AppDeps, row: QueryObjectRow & { cadena: ConnectionRow }): Promise<QueryColumn[]> {
  return (await runQueryObject(deps, row, [], 0)).columnas;
}

/** Saves the object after reading its columns from the source (a query that does not run is not saved). */
export async function saveQueryObject(
  deps: AppDeps,
  input: QueryObjectInput & { objetoConsultaId?: number; rowVersion?: number },
  id?: number,
): Promise<QueryObject> {
  if (id !== undefined && input.objetoConsultaId !== id) throw problems.validation({ objetoConsultaId: ['validation.idMismatch'] });
  const cadena = await getConnectionRow(deps.db, input.cadenaConexionId).catch(() => {
    throw problems.validation({ cadenaConexionId: ['validation.invalidValue'] });
  });
  const values = {
    cadenaConexionId: input.cadenaConexionId,
    tipo: input.tipo,
    esquema: input.esquema,
    nombreObjeto: input.tipo === 'consulta' ? '' : input.nombreObjeto,
    sql: input.tipo === 'consulta' ? input.sql : '',
    descripcion: input.descripcion,
  };
  const columnas = await readColumns(deps, {
    ...values,
    columnas: [],
    objetoConsultaId: id ?? 0,
    rowVersion: 0,
    createdAt: new Date(),
    updatedAt: new Date(),
    cadena,
  });
  if (id === undefined) {
    const [row] = await deps.db
      .insert(objetosConsulta)
      .values({ ...values, columnas })
      .returning();
    return toQueryObject(row!, cadena.descripcion);
  }
  await getQueryObjectRow(deps.db, id);
  const [row] = await deps.db
    .update(objetosConsulta)
    .set({ ...values, columnas, rowVersion: sql`${objetosConsulta.rowVersion} + 1`, updatedAt: sql`now()` })
    .where(and(eq(objetosConsulta.objetoConsultaId, id), eq(objetosConsulta.rowVersion, input.rowVersion ?? -1)))
    .returning();
  if (!row) throw problems.staleVersion();
  return toQueryObject(row, cadena.descripcion);
}

export async function deleteQueryObject(db: Database, id: number): Promise<void> {
  await getQueryObjectRow(db, id);
  const [element] = await db
    .select({ id: tableroElementos.elementoId })
    .from(tableroElementos)
    .where(eq(tableroElementos.objetoConsultaId, id))
    .limit(1);
  const [filter] = await db
    .select({ id: filtrosCondicion.filtroCondicionId })
    .from(filtrosCondicion)
    .where(eq(filtrosCondicion.objetoConsultaId, id))
    .limit(1);
  if (element || filter) throw problems.conflict('dashboards.inUse.queryObject');
  await db.delete(objetosConsulta).where(eq(objetosConsulta.objetoConsultaId, id));
}
