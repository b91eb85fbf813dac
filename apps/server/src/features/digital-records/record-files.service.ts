import { Readable } from 'node:stream';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Language } from '@portal/contract';
import type { RecordFileOrigin, RecordFileType } from '@portal/contract/features/digital-records';
import { expedienteArchivos, m3Archivos, pedimentoDocumentos, pedimentos, previos, storedFiles, type Database } from '@portal/db';
import { isInScope, type DataScope } from '../../platform/data-scope.ts';
import type { FileService, StoredFileRow } from '../../platform/files.ts';

/**
 * What digital records take from other features, handed in by the app's composition (a feature never imports
 * another): the previo report is made by the warehouse when it is read, not stored.
 */
export interface RecordSources {
  previoReport: (previoId: string, language: Language) => Promise<Buffer>;
}

/** One file of a record, wherever it came from (docs/decisions/0131-record-uploads.md). */
export interface RecordFileEntry {
  pedimentoId: number;
  archivoId: string;
  origen: RecordFileOrigin;
  tipo: RecordFileType;
  fileName: string;
  contentType: string;
  sizeBytes: number | null;
  createdAt: Date;
  /** An upload's own metadata (empty values: the nomenclature's). */
  metadata: { metadato1: string; metadato2: string } | null;
  /** The stored file, or null for a previo report (made when read). */
  stored: StoredFileRow | null;
  previoId: string | null;
}

const ORIGIN_ORDER: Record<RecordFileOrigin, number> = { transferencia: 0, carga: 1, m3: 2, previo: 3 };

const storedEntry = (
  pedimentoId: number,
  archivoId: string,
  origen: RecordFileOrigin,
  tipo: string,
  file: StoredFileRow,
  createdAt: Date,
  metadata: RecordFileEntry['metadata'] = null,
): RecordFileEntry => ({
  pedimentoId,
  archivoId,
  origen,
  tipo: tipo as RecordFileType,
  fileName: file.fileName,
  contentType: file.contentType,
  sizeBytes: file.sizeBytes,
  createdAt: new Date(createdAt),
  metadata,
  stored: file,
  previoId: null,
});

/**
 * The files of records, each origin read from its own tables through @portal/db: the transfers' documents, the
 * uploads here, the M3 file each pedimento was imported from (when the caller may see all of it), and the report
 * of each concluded previo of it.
 * In a stable order: by pedimento, origin, type, then id.
 */
export async function recordFileEntries(
  db: Database,
  scope: DataScope,
  pedimentoIds: number[],
  tipos?: readonly RecordFileType[],
): Promise<RecordFileEntry[]> {
  if (pedimentoIds.length === 0) return [];
  const [documents, uploads, m3, previoRows] = await Promise.all([
    db
      .select({ document: pedimentoDocumentos, file: storedFiles })
      .from(pedimentoDocumentos)
      .innerJoin(storedFiles, eq(storedFiles.fileId, pedimentoDocumentos.fileId))
      .where(inArray(pedimentoDocumentos.pedimentoId, pedimentoIds)),
    db
      .select({ upload: expedienteArchivos, file: storedFiles })
      .from(expedienteArchivos)
      .innerJoin(storedFiles, eq(storedFiles.fileId, expedienteArchivos.fileId))
      .where(inArray(expedienteArchivos.pedimentoId, pedimentoIds)),
    db
      .select({ pedimentoId: pedimentos.pedimentoId, archivo: m3Archivos, file: storedFiles })
      .from(pedimentos)
      .innerJoin(m3Archivos, eq(m3Archivos.archivoId, pedimentos.archivoId))
      .innerJoin(storedFiles, eq(storedFiles.fileId, m3Archivos.fileId))
      .where(inArray(pedimentos.pedimentoId, pedimentoIds)),
    db
      .select({ previoId: previos.previoId, folio: previos.folio, pedimentoId: previos.pedimentoId, concluidoAt: previos.concluidoAt })
      .from(previos)
      .where(and(inArray(previos.pedimentoId, pedimentoIds), eq(previos.estado, 'concluido')))
      .orderBy(asc(previos.folio)),
  ]);
  const entries: RecordFileEntry[] = [
    ...documents.map(({ document: d, file }) =>
      storedEntry(d.pedimentoId, `d${d.documentoId}`, 'transferencia', d.tipo, file, d.createdAt),
    ),
    ...uploads.map(({ upload: u, file }) =>
      storedEntry(u.pedimentoId, `u${u.archivoId}`, 'carga', u.tipo, file, u.createdAt, { metadato1: u.metadato1, metadato2: u.metadato2 }),
    ),
    ...(await wholeM3InScope(db, scope, m3)).map(({ pedimentoId, archivo, file }) =>
      storedEntry(pedimentoId, `m${archivo.archivoId}`, 'm3', 'm3', file, archivo.createdAt),
    ),
    ...previoRows.map((p): RecordFileEntry => ({
      pedimentoId: p.pedimentoId!,
      archivoId: `p${p.previoId}`,
      origen: 'previo',
      tipo: 'previo',
      fileName: `previo-${p.folio}.pdf`,
      contentType: 'application/pdf',
      sizeBytes: null,
      createdAt: new Date(p.concluidoAt ?? 0),
      metadata: null,
      stored: null,
      previoId: p.previoId,
    })),
  ];
  const wanted = tipos && tipos.length > 0 ? new Set<string>(tipos) : null;
  return entries
    .filter((e) => !wanted || wanted.has(e.tipo))
    .sort(
      (a, b) =>
        a.pedimentoId - b.pedimentoId ||
        ORIGIN_ORDER[a.origen] - ORIGIN_ORDER[b.origen] ||
        a.tipo.localeCompare(b.tipo) ||
        a.archivoId.localeCompare(b.archivoId, 'en', { numeric: true }),
    );
}

/**
 * An M3 file carries every pedimento of its transmission, often of several customers: it is part of a record only
 * for a caller who may see every pedimento in it (a client never gets another customer's data inside it).
 */
async function wholeM3InScope<T extends { archivo: { archivoId: number } }>(db: Database, scope: DataScope, rows: T[]): Promise<T[]> {
  if (rows.length === 0 || (scope.clientes === 'all' && scope.aduanas === 'all' && scope.patentes === 'all')) return rows;
  const carried = await db
    .select({ archivoId: pedimentos.archivoId, clienteId: pedimentos.clienteId, aduana: pedimentos.aduana, patente: pedimentos.patente })
    .from(pedimentos)
    .where(inArray(pedimentos.archivoId, [...new Set(rows.map((r) => r.archivo.archivoId))]));
  const outside = new Set(carried.filter((p) => !isInScope(scope, p)).map((p) => p.archivoId));
  return rows.filter((r) => !outside.has(r.archivo.archivoId));
}

/** The bytes of one file: the stored file, or the previo report made now. */
export async function openRecordFile(
  files: FileService,
  sources: RecordSources,
  entry: RecordFileEntry,
  language: Language,
): Promise<Readable> {
  if (entry.stored) return files.open(entry.stored);
  return Readable.from([await sources.previoReport(entry.previoId!, language)]);
}
