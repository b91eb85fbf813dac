import { createHash, randomUUID } from 'node:crypto';
import { Readable, Transform, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { ZipArchive } from 'archiver';
import { DOWNLOAD_LIMIT_BYTES, type Language } from '@portal/contract';
import { renderNomenclature, type NomenclatureMetadata, type NomenclatureValues } from '@portal/contract/features/digital-records';
import type { storedFiles } from '@portal/db';
import type { FileService } from '../../platform/files.ts';
import { storageKeyFor } from '../../platform/storage.ts';
import { entryMetadata } from './nomenclatures.service.ts';
import { openRecordFile, type RecordFileEntry, type RecordSources } from './record-files.service.ts';

/** The fields of a record the nomenclature's tokens take. */
export interface NamedRecord {
  numero: string;
  patente: string;
  aduana: string;
  rfc: string | null;
  fechaPago: string | null;
  clave: string | null;
  tipoOperacion: string | null;
  referencia: string | null;
}

export interface ZipEntry {
  record: NamedRecord;
  file: RecordFileEntry;
}

export class ZipTooLargeError extends Error {}

const EXTENSIONS: Record<string, string> = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
  'application/xml': 'xml',
  'text/xml': 'xml',
  'text/plain': 'txt',
};

/** Already compressed: stored, not deflated again (the zip then runs close to a plain read). */
const isCompressed = (contentType: string) =>
  /^(application\/pdf|image\/|application\/zip|application\/vnd\.openxmlformats)/.test(contentType);

function extensionOf(file: Pick<RecordFileEntry, 'contentType' | 'fileName'>): string {
  return EXTENSIONS[file.contentType] ?? /\.([A-Za-z0-9]{1,5})$/.exec(file.fileName)?.[1]?.toLowerCase() ?? 'bin';
}

/** The token values of one file of a record. */
export function tokenValues(record: NamedRecord, metadata: { metadato1: string; metadato2: string }): NomenclatureValues {
  const [year, month, dayOfMonth] = (record.fechaPago ?? '').split('-');
  return {
    PedNumeroPedimento: record.numero.slice(-7),
    PedPatente: record.patente,
    PedAduanaClave: record.aduana,
    PedClienteRFC: record.rfc,
    PedFechaPago: record.fechaPago ? `${year}${month}${dayOfMonth}` : '',
    PedAnio: year ?? '',
    PedClave: record.clave,
    PedTipoOperacion: record.tipoOperacion,
    Referencia: record.referencia,
    TipoDocumento: metadata.metadato1,
    Metadato2: metadata.metadato2,
  };
}

/**
 * The names of the entries, in order: the root template renders each file's path (its last segment names the
 * file when the template holds {TipoDocumento}; otherwise the type names it inside the rendered folder);
 * a name already used gets -2, -3...
 */
export function entryNames(entries: ZipEntry[], nomenclature: { raiz: string; metadatos: NomenclatureMetadata[] }): string[] {
  const used = new Set<string>();
  return entries.map(({ record, file }) => {
    const metadata = entryMetadata(nomenclature, file);
    const values = tokenValues(record, metadata);
    const segments = renderNomenclature(nomenclature.raiz, values);
    if (!nomenclature.raiz.includes('{TipoDocumento}')) segments.push(...renderNomenclature('{TipoDocumento}', values));
    const base = (segments.length > 0 ? segments : ['archivo']).join('/');
    const extension = extensionOf(file);
    let name = `${base}.${extension}`;
    for (let n = 2; used.has(name.toLowerCase()); n += 1) name = `${base}-${n}.${extension}`;
    used.add(name.toLowerCase());
    return name;
  });
}

/** Counts and hashes the zip as it flows to storage; stops it past the limit. */
class ZipMeter extends Transform {
  size = 0;
  readonly hash = createHash('sha256');
  constructor(private readonly limit: number) {
    super();
  }
  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.size += chunk.length;
    if (this.size > this.limit) return callback(new ZipTooLargeError());
    this.hash.update(chunk);
    callback(null, chunk);
  }
}

/** What the zip reads its files through: the file store and the other features' sources. */
export interface ZipReader {
  files: FileService;
  sources: RecordSources;
  language: Language;
}

/** A file opened only when the archive reaches it, so a zip of thousands holds one file open at a time. */
function lazyStream(reader: ZipReader, file: RecordFileEntry): Readable {
  return Readable.from(
    (async function* () {
      let read = 0;
      for await (const chunk of await openRecordFile(reader.files, reader.sources, file, reader.language)) {
        read += (chunk as Buffer).length;
        yield chunk as Buffer;
      }
      // A file cut short (bytes gone mid-read, a stopping process) must never make a zip that looks whole.
      if (file.sizeBytes !== null && read < file.sizeBytes) throw new Error(`${file.archivoId}: ${read} of ${file.sizeBytes} bytes read`);
    })(),
  );
}

/** The entries as one zip stream, each file read only when its turn comes. */
export function zipStream(reader: ZipReader, entries: ZipEntry[], names: string[]): ZipArchive {
  const archive = new ZipArchive({ zlib: { level: 6 } });
  entries.forEach((entry, i) => {
    const source = lazyStream(reader, entry.file);
    // A file that cannot be read breaks the whole zip (archiver does not pass its sources' errors on).
    source.once('error', (err) => archive.destroy(err));
    archive.append(source, {
      name: names[i]!,
      date: new Date(entry.file.createdAt),
      store: isCompressed(entry.file.contentType),
    });
  });
  return archive;
}

/**
 * Streams the entries as one zip straight into the file store (never whole in memory); answers the row of its
 * stored file, for the caller to write with the request's new state. Bytes land under their key only when
 * complete; past `limit` it throws ZipTooLargeError and nothing is kept.
 */
export async function buildZip(
  reader: ZipReader,
  entries: ZipEntry[],
  names: string[],
  zipName: string,
  createdBy: number,
  limit = DOWNLOAD_LIMIT_BYTES,
): Promise<typeof storedFiles.$inferInsert> {
  const fileId = randomUUID();
  const storageKey = storageKeyFor(fileId);
  const { files } = reader;
  const archive = zipStream(reader, entries, names);
  const meter = new ZipMeter(limit);
  const flowing = pipeline(archive, meter);
  const writing = files.storage.write(storageKey, meter);
  const finalizing = archive.finalize();
  // Settled through Promise.all below; a destroyed archive may also reject it later.
  finalizing.catch(() => undefined);
  try {
    await Promise.all([finalizing, flowing, writing]);
  } catch (err) {
    archive.abort();
    await files.storage.remove(storageKey);
    throw err;
  }
  return {
    fileId,
    storageKey,
    fileName: zipName,
    contentType: 'application/zip',
    sizeBytes: meter.size,
    sha256: meter.hash.digest('hex'),
    createdBy,
  };
}
