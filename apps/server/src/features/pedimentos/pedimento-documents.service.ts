import { and, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { type ListResponse, parseSort } from '@portal/contract';
import {
  PEDIMENTO_DOCUMENT_TYPES,
  type PedimentoDocument,
  type PedimentoDocumentType,
  type PendingListQuery,
  type PendingPedimento,
} from '@portal/contract/features/transfers';
import { clientes, pedimentoDocumentos, pedimentos, storedFiles, users, type Database } from '@portal/db';
import type { Caller } from '../../platform/route-access.ts';
import { listPage, type ListDefinition, type ListSource } from '../../platform/list/list-page.ts';
import { problems } from '../../platform/problem.ts';
import { findInScope, scopeOf, summaryColumns, toSummary, type Row } from './pedimentos.service.ts';

const hasDocument = (tipo: PedimentoDocumentType) =>
  sql`exists (select 1 from pedimento_documentos d where d.pedimento_id = ${pedimentos.pedimentoId} and d.tipo = ${tipo})`;

/** The required kinds a pedimento still lacks, in their order, computed in the same query. */
const missing = sql<PedimentoDocumentType[]>`array_remove(array[${sql.join(
  PEDIMENTO_DOCUMENT_TYPES.map((tipo) => sql`case when ${hasDocument(tipo)} then null else ${tipo}::text end`),
  sql`, `,
)}], null)`;

const PENDING_LIST: ListDefinition = {
  id: pedimentos.pedimentoId,
  sorts: { pedimentoId: pedimentos.pedimentoId, numero: pedimentos.numero, fechaPago: pedimentos.fechaPago },
  defaultSort: { field: 'fechaPago', direction: 'asc' },
};

const pendingRows = (db: Database): ListSource => ({
  columns: { ...summaryColumns, faltantes: missing.as('faltantes') },
  shape: 'pedimentos:pending-documents',
  from: (selection) => db.select(selection).from(pedimentos).leftJoin(clientes, eq(clientes.id!, pedimentos.clienteId)).$dynamic(),
});

/** Pedimentos within the caller's scope that lack a required document, oldest payment first. */
export async function listPending(
  db: Database,
  caller: Pick<Caller, 'scope'>,
  query: PendingListQuery,
): Promise<ListResponse<PendingPedimento>> {
  const conditions: (SQL | undefined)[] = [
    scopeOf(caller),
    sql`not (${sql.join(PEDIMENTO_DOCUMENT_TYPES.map(hasDocument), sql` and `)})`,
    query.clienteId ? eq(pedimentos.clienteId, query.clienteId) : undefined,
    query.aduana ? eq(pedimentos.aduana, query.aduana) : undefined,
  ];
  const term = query.search?.replace(/\s+/g, '');
  if (term)
    conditions.push(
      sql`(${pedimentos.numero} like ${`%${term.replace(/[\\%_]/g, '')}%`} or ${pedimentos.referencia} ilike ${`%${query.search!.trim().replace(/[\\%_]/g, '')}%`})`,
    );
  const page = await listPage<Row & { faltantes: unknown }>(
    db,
    PENDING_LIST,
    pendingRows(db),
    { ...query, sort: parseSort(query.sort), search: undefined, where: and(...conditions) },
    'pedimentoId',
  );
  return { ...page, items: page.items.map((row) => ({ ...toSummary(row), faltantes: (row.faltantes as PedimentoDocumentType[]) ?? [] })) };
}

const uploader = alias(users, 'doc_uploader');

/** A pedimento's documents, each with its file, newest first. */
export async function listDocuments(db: Database, caller: Pick<Caller, 'scope'>, pedimentoId: number): Promise<PedimentoDocument[]> {
  await findInScope(db, caller, pedimentoId);
  const rows = await db
    .select({ document: pedimentoDocumentos, file: storedFiles, createdByName: uploader.fullName })
    .from(pedimentoDocumentos)
    .innerJoin(storedFiles, eq(storedFiles.fileId, pedimentoDocumentos.fileId))
    .leftJoin(uploader, eq(uploader.userId, pedimentoDocumentos.createdBy))
    .where(eq(pedimentoDocumentos.pedimentoId, pedimentoId))
    .orderBy(sql`${pedimentoDocumentos.documentoId} desc`);
  return rows.map(({ document, file, createdByName }) => ({
    documentoId: document.documentoId,
    pedimentoId: document.pedimentoId,
    tipo: document.tipo as PedimentoDocumentType,
    file: { fileId: file.fileId, fileName: file.fileName, contentType: file.contentType, sizeBytes: file.sizeBytes },
    createdAt: new Date(document.createdAt).toISOString(),
    createdByName: createdByName ?? null,
  }));
}

export async function addDocument(
  db: Database,
  caller: Pick<Caller, 'scope' | 'userId'>,
  pedimentoId: number,
  tipo: PedimentoDocumentType,
  fileId: string,
): Promise<PedimentoDocument> {
  const [row] = await db.insert(pedimentoDocumentos).values({ pedimentoId, tipo, fileId, createdBy: caller.userId }).returning();
  const documents = await listDocuments(db, caller, pedimentoId);
  return documents.find((document) => document.documentoId === row!.documentoId)!;
}

/** One document of a pedimento within the caller's scope, or 404. */
export async function findDocument(db: Database, caller: Pick<Caller, 'scope'>, pedimentoId: number, documentoId: number) {
  await findInScope(db, caller, pedimentoId);
  const [row] = await db
    .select({ document: pedimentoDocumentos, file: storedFiles })
    .from(pedimentoDocumentos)
    .innerJoin(storedFiles, eq(storedFiles.fileId, pedimentoDocumentos.fileId))
    .where(and(eq(pedimentoDocumentos.pedimentoId, pedimentoId), eq(pedimentoDocumentos.documentoId, documentoId)));
  if (!row) throw problems.notFound();
  return row;
}

export async function removeDocument(db: Database, documentoId: number): Promise<void> {
  await db.delete(pedimentoDocumentos).where(eq(pedimentoDocumentos.documentoId, documentoId));
}
