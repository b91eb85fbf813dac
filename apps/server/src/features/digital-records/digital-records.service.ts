import { and, asc, eq, getTableColumns, gte, ilike, lte, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { formatPedimentoNumber, parsePedimentoNumber, parseSort } from '@portal/contract';
import { pedimentoSummarySchema } from '@portal/contract/features/pedimentos';
import { type RecordDetail, type RecordListQuery, type RecordSummary } from '@portal/contract/features/digital-records';
import { clientes, containsPattern, pedimentos, type Database } from '@portal/db';
import { scopeCondition } from '../../platform/data-scope.ts';
import { listPage, listRows, type ListDefinition, type ListSource } from '../../platform/list/list-page.ts';
import { problems } from '../../platform/problem.ts';
import type { Caller } from '../../platform/route-access.ts';
import { entryMetadata, nomenclatureForCustomer, readSettings } from './nomenclatures.service.ts';
import { recordFileEntries } from './record-files.service.ts';

type Scoped = Pick<Caller, 'scope'>;

/** A digital record is visible where its pedimento is: the caller's customers, customs offices and patents. */
export const recordScope = (caller: Scoped) =>
  scopeCondition(caller.scope, { clienteId: pedimentos.clienteId, aduana: pedimentos.aduana, patente: pedimentos.patente });

/**
 * The record's own files (record-files.service.ts): transfers' documents, uploads, concluded previos; not the M3
 * file, which is shown only to callers who may see every pedimento it carries.
 */
const fileCount = sql<number>`(
  (select count(*)::int from pedimento_documentos d where d.pedimento_id = ${pedimentos.pedimentoId})
  + (select count(*)::int from expediente_archivos u where u.pedimento_id = ${pedimentos.pedimentoId})
  + (select count(*)::int from previos p where p.pedimento_id = ${pedimentos.pedimentoId} and p.estado = 'concluido'))`;

const pedimentoColumns = getTableColumns(pedimentos);
/** The summary's fields that are the pedimento's own columns, named once by the shared summary schema. */
const pedimentoFields = Object.keys(pedimentoSummarySchema.shape).filter(
  (key): key is keyof typeof pedimentoColumns => key in pedimentoColumns,
);

export const recordColumns = {
  ...(Object.fromEntries(pedimentoFields.map((key) => [key, pedimentoColumns[key]])) as Record<string, AnyColumn>),
  clienteNombre: sql<string | null>`${clientes.nombreCorto!}`,
  archivos: fileCount.as('archivos'),
};
type Row = Record<string, unknown>;

function toSummary(row: Row): RecordSummary {
  const r = row as unknown as Omit<RecordSummary, 'numeroImpreso'>;
  const parsed = parsePedimentoNumber(r.numero);
  return {
    ...r,
    numeroImpreso: parsed ? formatPedimentoNumber(parsed) : r.numero,
    valorAduana: Number(r.valorAduana),
    clienteNombre: r.clienteNombre ?? null,
    archivos: Number(r.archivos),
  };
}

const RECORD_LIST: ListDefinition = {
  id: pedimentos.pedimentoId,
  sorts: { pedimentoId: pedimentos.pedimentoId, numero: pedimentos.numero, fechaPago: pedimentos.fechaPago },
  defaultSort: { field: 'pedimentoId', direction: 'desc' },
};

const recordRows = (db: Database): ListSource => ({
  columns: recordColumns,
  shape: 'digital-records:list',
  from: (selection) => db.select(selection).from(pedimentos).leftJoin(clientes, eq(clientes.id!, pedimentos.clienteId)).$dynamic(),
});

export type RecordFilters = Omit<RecordListQuery, 'page' | 'pageSize' | 'sort' | 'after' | 'before' | 'last'>;

/** The query screen's filters, its search and the caller's scope as one condition. */
export function recordWhere(caller: Scoped, query: RecordFilters): SQL | undefined {
  const conditions: (SQL | undefined)[] = [recordScope(caller)];
  const term = query.search?.trim();
  if (term) {
    const like = containsPattern(term);
    conditions.push(
      sql`(${pedimentos.numero} like ${containsPattern(term.replace(/\s+/g, ''))} or ${pedimentos.referencia} ilike ${like} or ${pedimentos.nombre} ilike ${like})`,
    );
  }
  const digits = query.pedimento?.replace(/\s+/g, '');
  if (digits) conditions.push(sql`${pedimentos.numero} like ${`%${digits}%`}`);
  if (query.referencia?.trim()) conditions.push(ilike(pedimentos.referencia, containsPattern(query.referencia.trim())));
  if (query.aduana) conditions.push(eq(pedimentos.aduana, query.aduana));
  if (query.patente) conditions.push(eq(pedimentos.patente, query.patente));
  if (query.clienteId) conditions.push(eq(pedimentos.clienteId, query.clienteId));
  if (query.clave) conditions.push(eq(pedimentos.clave, query.clave));
  if (query.tipoOperacion) conditions.push(eq(pedimentos.tipoOperacion, query.tipoOperacion));
  if (query.fechaPagoDesde) conditions.push(gte(pedimentos.fechaPago, query.fechaPagoDesde));
  if (query.fechaPagoHasta) conditions.push(lte(pedimentos.fechaPago, query.fechaPagoHasta));
  return and(...conditions);
}

export async function listRecords(db: Database, caller: Scoped, query: RecordListQuery) {
  const page = await listPage<Row>(
    db,
    RECORD_LIST,
    recordRows(db),
    { ...query, sort: parseSort(query.sort), search: undefined, where: recordWhere(caller, query) },
    'pedimentoId',
  );
  return { ...page, items: page.items.map(toSummary) };
}

export async function* streamRecords(db: Database, caller: Scoped, query: RecordFilters & { sort?: string | undefined }) {
  const request = { sort: parseSort(query.sort), where: recordWhere(caller, query) };
  for await (const batch of listRows<Row>(db, RECORD_LIST, recordRows(db), request, 'pedimentoId')) yield batch.map(toSummary);
}

async function findRecord(db: Database, caller: Scoped, pedimentoId: number) {
  const [row] = await db
    .select({ ...recordColumns, claveSysExpert: clientes.claveSysExpert! })
    .from(pedimentos)
    .leftJoin(clientes, eq(clientes.id!, pedimentos.clienteId))
    .where(and(eq(pedimentos.pedimentoId, pedimentoId), recordScope(caller)));
  // Outside the caller's scope it does not exist for them.
  if (!row) throw problems.notFound();
  return row as unknown as Omit<RecordSummary, 'numeroImpreso'> & { claveSysExpert: string | null };
}

export async function getRecord(db: Database, caller: Scoped, pedimentoId: number): Promise<RecordDetail> {
  const { claveSysExpert, ...row } = await findRecord(db, caller, pedimentoId);
  const [files, nomenclature, settings] = await Promise.all([
    recordFileEntries(db, caller.scope, [pedimentoId]),
    nomenclatureForCustomer(db, claveSysExpert),
    readSettings(db),
  ]);
  const present = new Set<string>(files.map((f) => f.tipo));
  return {
    ...toSummary(row),
    archivosDetalle: files.map((f) => ({
      archivoId: f.archivoId,
      origen: f.origen,
      tipo: f.tipo,
      fileName: f.fileName,
      contentType: f.contentType,
      sizeBytes: f.sizeBytes,
      createdAt: f.createdAt.toISOString(),
      ...entryMetadata(nomenclature, f),
    })),
    faltantes: settings.tiposRequeridos.filter((tipo) => !present.has(tipo)),
  };
}

/** One file of a record within the caller's scope, or 404. */
export async function findRecordFile(db: Database, caller: Scoped, pedimentoId: number, archivoId: string) {
  const record = await findRecord(db, caller, pedimentoId);
  const entry = (await recordFileEntries(db, caller.scope, [pedimentoId])).find((f) => f.archivoId === archivoId);
  if (!entry) throw problems.notFound();
  return { record, entry };
}

/** The record and the chosen files of it (every id must be one of its files). */
export async function recordSelection(db: Database, caller: Scoped, pedimentoId: number, archivoIds: string[]) {
  const record = await findRecord(db, caller, pedimentoId);
  const files = (await recordFileEntries(db, caller.scope, [pedimentoId])).filter((f) => archivoIds.includes(f.archivoId));
  if (files.length !== new Set(archivoIds).size) throw problems.notFound();
  return { record, files };
}

/** The record in the caller's scope (404 outside it), for an upload into it. */
export const recordInScope = findRecord;

/** The customers in the caller's scope, by short name. */
export async function customerOptions(db: Database, caller: Scoped) {
  const rows = await db
    .select({ value: clientes.id!, text: clientes.nombreCorto! })
    .from(clientes)
    .where(scopeCondition(caller.scope, { clienteId: clientes.id! }))
    .orderBy(asc(clientes.nombreCorto!));
  return rows.map((r) => ({ value: Number(r.value), text: String(r.text) }));
}
