import { createHash, randomUUID } from 'node:crypto';
import { Readable, Transform, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { fileTypeFromBuffer } from 'file-type';
import { eq } from 'drizzle-orm';
import { DOWNLOAD_LIMIT_BYTES, FILE_TYPES, looksLikeText, type FilePolicy, type StoredFileInfo } from '@portal/contract';
import { storedFiles, type Database } from '@portal/db';
import { ProblemError } from './problem.ts';
import { storageKeyFor, type FileStorage } from './storage.ts';

/** Enough of the head of a file for the detector to tell xlsx from any other zip. */
const SNIFF_BYTES = 256 * 1024;

export interface UploadInput {
  stream: Readable;
  fileName: string;
}

export type StoredFileRow = typeof storedFiles.$inferSelect;

/** Counts, hashes and keeps the head of a stream while it flows to storage; stops it past the limit. */
class UploadMeter extends Transform {
  size = 0;
  readonly hash = createHash('sha256');
  private readonly headChunks: Buffer[] = [];
  private headSize = 0;

  constructor(private readonly maxBytes: number) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.size += chunk.length;
    if (this.size > this.maxBytes) {
      callback(tooLarge(this.maxBytes));
      return;
    }
    this.hash.update(chunk);
    if (this.headSize < SNIFF_BYTES) {
      this.headChunks.push(chunk);
      this.headSize += chunk.length;
    }
    callback(null, chunk);
  }

  head(): Buffer {
    return Buffer.concat(this.headChunks).subarray(0, SNIFF_BYTES);
  }
}

function tooLarge(maxBytes: number): ProblemError {
  return new ProblemError({ status: 413, detailKey: 'files.tooLarge', params: { size: formatSize(maxBytes) }, code: 'fileTooLarge' });
}

export function formatSize(bytes: number): string {
  if (bytes >= 1024 ** 3) return `${Math.round((bytes / 1024 ** 3) * 10) / 10} GB`;
  if (bytes >= 1024 ** 2) return `${Math.round((bytes / 1024 ** 2) * 10) / 10} MB`;
  return `${Math.round(bytes / 1024)} kB`;
}

/** A file name safe to keep and to echo in a header: no path, no control characters, bounded. */
export function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  // Control characters, and bidirectional overrides and isolates that make `invoice‮fdp.exe` read as a PDF.
  // eslint-disable-next-line no-control-regex
  const cleaned = base.replace(/[\u0000-\u001f\u007f"<>\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '').trim();
  return (cleaned || 'file').slice(0, 255);
}

const CFB_MIME = 'application/x-cfb';

/** Stored files: bytes in the storage, metadata in `stored_files`, addressed by an opaque id. */
export class FileService {
  constructor(
    private readonly db: Database,
    readonly storage: FileStorage,
  ) {}

  /** Whether a stored compound file (already within its policy's size) holds an Excel `Workbook` (or BIFF5 `Book`) stream. */
  private async isXlsWorkbook(storageKey: string): Promise<boolean> {
    const chunks: Buffer[] = [];
    for await (const chunk of await this.storage.read(storageKey)) chunks.push(chunk as Buffer);
    try {
      const { CFB } = await import('@e965/xlsx');
      const container = CFB.read(Buffer.concat(chunks), { type: 'buffer' });
      return Boolean(CFB.find(container, 'Workbook') ?? CFB.find(container, 'Book'));
    } catch {
      return false;
    }
  }

  /** Streams an upload to storage, checking size while it flows and the type by content at the end. */
  async save(input: UploadInput, policy: FilePolicy, createdBy: number | null): Promise<StoredFileRow> {
    const fileId = randomUUID();
    const storageKey = storageKeyFor(fileId);
    const meter = new UploadMeter(policy.maxBytes);
    // Busboy stops a file at the app-wide limit with 'limit'; the meter stops it at the policy's.
    input.stream.on('limit', () => meter.destroy(tooLarge(policy.maxBytes)));
    try {
      await Promise.all([pipeline(input.stream, meter), this.storage.write(storageKey, meter)]);
    } catch (err) {
      await this.storage.remove(storageKey);
      throw err;
    }
    if (meter.size === 0) {
      await this.storage.remove(storageKey);
      throw new ProblemError({ status: 400, detailKey: 'files.empty', code: 'fileEmpty' });
    }
    const head = meter.head();
    const allowed = policy.types.map((type) => FILE_TYPES[type] as string);
    // Plain text has no signature: it is recognised by what it lacks (NUL and control bytes), where a policy takes it.
    let detected =
      (await fileTypeFromBuffer(head)) ??
      (allowed.includes(FILE_TYPES.text) && looksLikeText(head) ? { mime: FILE_TYPES.text as string } : undefined);
    // An OLE compound file may be an Excel 97-2003 workbook, a Word document, an Outlook message...: it is an .xls
    // only when its directory holds a workbook stream.
    if (detected?.mime === CFB_MIME && allowed.includes(FILE_TYPES.xls) && (await this.isXlsWorkbook(storageKey))) {
      detected = { mime: FILE_TYPES.xls };
    }
    if (!detected || !allowed.includes(detected.mime)) {
      await this.storage.remove(storageKey);
      throw new ProblemError({
        status: 415,
        detailKey: 'files.wrongType',
        params: { types: policy.types.join(', ').toUpperCase() },
        code: 'fileWrongType',
      });
    }
    const [row] = await this.db
      .insert(storedFiles)
      .values({
        fileId,
        storageKey,
        fileName: cleanFileName(input.fileName),
        contentType: detected.mime,
        sizeBytes: meter.size,
        sha256: meter.hash.digest('hex'),
        createdBy,
      })
      .returning();
    return row!;
  }

  /** Stores bytes the server made itself (a resized picture, an export). */
  async saveGenerated(bytes: Buffer, fileName: string, contentType: string, createdBy: number | null): Promise<StoredFileRow> {
    const fileId = randomUUID();
    const storageKey = storageKeyFor(fileId);
    await this.storage.write(storageKey, Readable.from([bytes]));
    const [row] = await this.db
      .insert(storedFiles)
      .values({
        fileId,
        storageKey,
        fileName: cleanFileName(fileName),
        contentType,
        sizeBytes: bytes.length,
        sha256: createHash('sha256').update(bytes).digest('hex'),
        createdBy,
      })
      .returning();
    return row!;
  }

  async find(fileId: string): Promise<StoredFileRow | undefined> {
    if (!/^[0-9a-f-]{36}$/i.test(fileId)) return undefined;
    const [row] = await this.db.select().from(storedFiles).where(eq(storedFiles.fileId, fileId));
    return row;
  }

  async open(file: StoredFileRow): Promise<Readable> {
    return this.storage.read(file.storageKey);
  }

  async remove(fileId: string): Promise<void> {
    const file = await this.find(fileId);
    if (!file) return;
    await this.db.delete(storedFiles).where(eq(storedFiles.fileId, fileId));
    await this.storage.remove(file.storageKey);
  }
}

export function toFileInfo(row: StoredFileRow): StoredFileInfo {
  return { fileId: row.fileId, fileName: row.fileName, contentType: row.contentType, sizeBytes: row.sizeBytes };
}

/** Multipart parsing for the whole app: one file per request, bounded by the overall upload limit. */
export async function registerMultipart(app: FastifyInstance, uploadLimitBytes: number): Promise<void> {
  await app.register(multipart, { limits: { fileSize: uploadLimitBytes, files: 1, fields: 20, parts: 21, fieldSize: 64 * 1024 } });
}

/**
 * Reads the one file of a multipart request and stores it under `policy`. Other form fields come
 * back as text. A request without a file is a 400 that names the field.
 */
export async function receiveUpload(
  request: FastifyRequest,
  files: FileService,
  policy: FilePolicy,
  createdBy: number | null,
  fieldName = 'file',
  /** A rule the file's name must follow (an M3 file's `mPPPPNNN.DDD`), checked before any byte is stored. */
  nameRule?: { pattern: RegExp; messageKey: string },
): Promise<{ file: StoredFileRow; fields: Record<string, string> }> {
  if (!request.isMultipart()) {
    throw new ProblemError({ status: 415, detailKey: 'files.multipartRequired', code: 'multipartRequired' });
  }
  const part = await request.file();
  if (!part || part.fieldname !== fieldName) {
    part?.file.resume();
    throw new ProblemError({ status: 400, detailKey: 'problem.validation', errors: { [fieldName]: ['files.required'] } });
  }
  if (nameRule && !nameRule.pattern.test(part.filename)) {
    part.file.resume();
    throw new ProblemError({
      status: 400,
      detailKey: nameRule.messageKey,
      code: 'validation',
      errors: { [fieldName]: [nameRule.messageKey] },
    });
  }
  const file = await files.save({ stream: part.file, fileName: part.filename }, policy, createdBy);
  const fields: Record<string, string> = {};
  for (const [name, value] of Object.entries(part.fields)) {
    const entry = Array.isArray(value) ? value[0] : value;
    if (entry && entry.type === 'field' && typeof entry.value === 'string') fields[name] = entry.value;
  }
  return { file, fields };
}

/** `Content-Disposition` with an ASCII fallback and the real name in RFC 5987 form. */
export function contentDisposition(fileName: string, inline = false): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${inline ? 'inline' : 'attachment'}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/** Streams a stored file; never builds a path from user input, refuses downloads over 2 GB. */
export async function sendStoredFile(reply: FastifyReply, files: FileService, file: StoredFileRow, inline = false): Promise<FastifyReply> {
  if (file.sizeBytes > DOWNLOAD_LIMIT_BYTES) {
    throw new ProblemError({ status: 413, detailKey: 'files.downloadTooLarge', code: 'downloadTooLarge' });
  }
  const stream = await files.open(file);
  return reply
    .header('content-type', file.contentType)
    .header('content-length', String(file.sizeBytes))
    .header('content-disposition', contentDisposition(file.fileName, inline))
    .header('cache-control', 'private, max-age=0, must-revalidate')
    .send(stream);
}
