import type { PGlite, Transaction } from '@electric-sql/pglite';
import pg from 'pg';
import mysql from 'mysql2/promise';
import type { QueryColumn } from '@portal/contract/features/dashboards';
import type { Database } from '@portal/db';
import { problems } from '../../platform/problem.ts';
import { mariadbColumnType, pgColumnType, type BuiltQuery } from './query-builder.ts';

/** Where a query object's SQL runs: a checked address and its credentials, or the portal's own database. */
export interface ExternalTarget {
  tipo: 'postgresql' | 'mariadb';
  address: string;
  port: number;
  database: string;
  user: string;
  password: string;
}
export type Target = ExternalTarget | { tipo: 'portal'; db: Database };

export interface Limits {
  timeoutMs: number;
}

export interface RawResult {
  columns: QueryColumn[];
  rows: Record<string, unknown>[];
}

/** The role the portal's own database is read as (migration 0015): SELECT on the `tableros` views only. */
export const PORTAL_READER = 'portal_tableros';
const CONNECT_TIMEOUT_MS = 5000;

/**
 * Refuses a PostgreSQL role that could write: superuser or role-making powers, server file roles, any
 * table it owns or may change, and (for the portal's reader) a way back to the session's role.
 */
const PG_WRITE_CHECK = `
select r.rolsuper or r.rolcreaterole or r.rolcreatedb or r.rolbypassrls
    or pg_has_role(current_user, 'pg_read_server_files', 'MEMBER')
    or pg_has_role(current_user, 'pg_write_server_files', 'MEMBER')
    or pg_has_role(current_user, 'pg_execute_server_program', 'MEMBER')
    or exists (
      select 1 from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where c.relkind in ('r', 'p', 'v', 'm', 'f')
        and n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg_toast%'
        and (pg_has_role(c.relowner, 'USAGE') or has_table_privilege(c.oid, 'INSERT, UPDATE, DELETE, TRUNCATE'))
    ) as "canWrite",
  has_function_privilege('pg_catalog.set_config(text, text, boolean)', 'EXECUTE') as "canSetRole"
from pg_roles r where r.rolname = current_user`;

interface PgLike {
  query(text: string, params?: unknown[]): Promise<{ rows: Record<string, unknown>[]; fields: { name: string; dataTypeID: number }[] }>;
}

async function guardPg(client: PgLike, isPortal: boolean): Promise<void> {
  const { rows } = await client.query(PG_WRITE_CHECK);
  const row = rows[0] as { canWrite: boolean; canSetRole: boolean } | undefined;
  if (!row || row.canWrite) throw problems.unprocessable('dashboards.connection.writableRole');
  if (isPortal && row.canSetRole) throw problems.unprocessable('dashboards.connection.readerNotPrepared');
}

const toResult = (result: Awaited<ReturnType<PgLike['query']>>): RawResult => ({
  columns: result.fields.map((f) => ({ nombre: f.name, tipo: pgColumnType(f.dataTypeID) })),
  rows: result.rows,
});

/** One SELECT on a node-postgres client, in a read-only transaction that is always rolled back. */
async function runOnPgClient(client: pg.ClientBase, query: BuiltQuery | null, limits: Limits, asReader: boolean): Promise<RawResult> {
  await client.query('BEGIN READ ONLY');
  try {
    await client.query(`SET LOCAL statement_timeout = ${Math.trunc(limits.timeoutMs)}`);
    await client.query(`SET LOCAL lock_timeout = ${Math.trunc(limits.timeoutMs)}`);
    if (asReader) await client.query(`SET LOCAL ROLE ${PORTAL_READER}`);
    const ask: PgLike = {
      // Extended protocol always (bound parameters; several statements are refused by the server).
      query: (text, params) =>
        client.query({ text, values: params ?? [], queryMode: 'extended' } as pg.QueryConfig) as unknown as ReturnType<PgLike['query']>,
    };
    await guardPg(ask, asReader);
    if (!query) return { columns: [], rows: [] };
    return toResult(await ask.query(query.text, query.params));
  } finally {
    await client.query('ROLLBACK').catch(() => undefined);
  }
}

async function runPostgres(target: ExternalTarget, query: BuiltQuery | null, limits: Limits) {
  const client = new pg.Client({
    host: target.address,
    port: target.port,
    database: target.database,
    user: target.user,
    password: target.password,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    // A backstop should the server's own timeout not answer.
    query_timeout: limits.timeoutMs + 5000,
    application_name: 'portal-tableros',
  });
  client.on('error', () => undefined);
  await client.connect();
  try {
    return await runOnPgClient(client, query, limits, false);
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function runPortal(db: Database, query: BuiltQuery | null, limits: Limits): Promise<RawResult> {
  const client = (db as unknown as { $client: pg.Pool | PGlite }).$client;
  if (client instanceof pg.Pool) {
    const connection = await client.connect();
    try {
      return await runOnPgClient(connection, query, limits, true);
    } finally {
      connection.release();
    }
  }
  // Embedded PGlite: its queries are extended-protocol; it has no statement timeout (the reader may not sleep).
  return client.transaction(async (tx: Transaction) => {
    await tx.query('SET TRANSACTION READ ONLY');
    await tx.query(`SET LOCAL ROLE ${PORTAL_READER}`);
    const ask: PgLike = { query: (text, params) => tx.query(text, params) as ReturnType<PgLike['query']> };
    await guardPg(ask, true);
    if (!query) return { columns: [], rows: [] };
    return toResult(await ask.query(query.text, query.params));
  });
}

/** MariaDB/MySQL grants that only read: USAGE, SELECT, SHOW VIEW; anything else (FILE, INSERT, ALL, roles) is refused. */
export function grantsOnlyRead(grants: string[]): boolean {
  return grants.every((grant) => {
    const match = /^GRANT (.+?) ON /i.exec(grant);
    if (!match || /WITH GRANT OPTION/i.test(grant)) return false;
    return match[1]!.split(',').every((p) => ['USAGE', 'SELECT', 'SHOW VIEW'].includes(p.trim().toUpperCase()));
  });
}

async function runMariadb(target: ExternalTarget, query: BuiltQuery | null, limits: Limits): Promise<RawResult> {
  const connection = await mysql.createConnection({
    host: target.address,
    port: target.port,
    database: target.database,
    user: target.user,
    password: target.password,
    connectTimeout: CONNECT_TIMEOUT_MS,
    multipleStatements: false,
    dateStrings: true,
    supportBigNumbers: true,
    bigNumberStrings: true,
  });
  connection.on('error', () => undefined);
  try {
    const [grants] = await connection.query<mysql.RowDataPacket[]>('SHOW GRANTS FOR CURRENT_USER()');
    if (!grantsOnlyRead(grants.map((row) => String(Object.values(row)[0]))))
      throw problems.unprocessable('dashboards.connection.writableRole');
    const [[version]] = await connection.query<mysql.RowDataPacket[]>('SELECT VERSION() AS v');
    const seconds = (limits.timeoutMs / 1000).toFixed(3);
    await connection.query(
      /mariadb/i.test(String(version?.v))
        ? `SET SESSION max_statement_time = ${seconds}`
        : `SET SESSION max_execution_time = ${Math.trunc(limits.timeoutMs)}`,
    );
    await connection.query('START TRANSACTION READ ONLY');
    if (!query) return { columns: [], rows: [] };
    // A prepared statement: bound parameters, one statement only.
    const [rows, fields] = await connection.execute<mysql.RowDataPacket[]>(query.text, query.params);
    return {
      columns: fields.map((f) => ({ nombre: f.name, tipo: mariadbColumnType(f.columnType ?? f.type) })),
      rows: rows.map((row) => ({ ...row })),
    };
  } finally {
    await connection.query('ROLLBACK').catch(() => undefined);
    await connection.end().catch(() => undefined);
  }
}

/** Runs one built SELECT (or, with null, only connects and checks the role) on the target. */
export async function runOnTarget(target: Target, query: BuiltQuery | null, limits: Limits): Promise<RawResult> {
  if (target.tipo === 'portal') return runPortal(target.db, query, limits);
  if (target.tipo === 'postgresql') return runPostgres(target, query, limits);
  return runMariadb(target, query, limits);
}

/** What the driver's error means for the person testing or running it (a translation key; no SQL leaks beyond the message). */
export function describeFailure(err: unknown): { key: string; detail: string } {
  const e = err as { code?: string | number; errno?: number; message?: string };
  const code = String(e.code ?? '');
  const detail = String(e.message ?? '').slice(0, 300);
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return { key: 'dashboards.connection.dnsFailed', detail };
  if (code === 'ECONNREFUSED') return { key: 'dashboards.connection.refused', detail };
  if (code === 'ETIMEDOUT' || (/timeout/i.test(detail) && /connect/i.test(detail))) return { key: 'dashboards.connection.timeout', detail };
  if (code === '28P01' || code === '28000' || code === 'ER_ACCESS_DENIED_ERROR') return { key: 'dashboards.connection.authFailed', detail };
  if (code === '3D000' || code === 'ER_BAD_DB_ERROR') return { key: 'dashboards.connection.noDatabase', detail };
  if (code === '57014' || code === 'ER_STATEMENT_TIMEOUT' || e.errno === 1969 || /query read timeout/i.test(detail))
    return { key: 'dashboards.query.timeout', detail };
  if (code === '42601' && /multiple commands/i.test(detail)) return { key: 'dashboards.query.severalStatements', detail };
  if (code === '25006' || e.errno === 1792) return { key: 'dashboards.query.readOnly', detail };
  if (code === '42501' || e.errno === 1142 || e.errno === 1045) return { key: 'dashboards.query.permissionDenied', detail };
  return { key: 'dashboards.query.failed', detail };
}
