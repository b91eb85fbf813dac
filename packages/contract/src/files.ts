import { z } from 'zod';

/** Largest download the portal hands out (spec point 9); bigger ones are refused with a warning. */
export const DOWNLOAD_LIMIT_BYTES = 2 * 1024 ** 3;

export const FILE_TYPES = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  pdf: 'application/pdf',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  xls: 'application/vnd.ms-excel',
  /** Plain text (ASCII or Latin-1): the SAAI M3 validation files. */
  text: 'text/plain',
} as const;

export type FileTypeName = keyof typeof FILE_TYPES;

export interface FilePolicy {
  /** The kinds accepted, checked by content (magic bytes) in the browser and again on the server. */
  types: readonly FileTypeName[];
  maxBytes: number;
}

/** What each kind of upload accepts (spec points 5 and 9, api-conventions "Files"). */
export const FILE_POLICIES = {
  picture: { types: ['jpeg', 'gif', 'png'], maxBytes: 800 * 1024 },
  document: { types: ['pdf', 'jpeg', 'png', 'gif'], maxBytes: 20 * 1024 * 1024 },
  evidence: { types: ['pdf', 'jpeg', 'png', 'gif'], maxBytes: 20 * 1024 * 1024 },
  spreadsheet: { types: ['xlsx', 'xls'], maxBytes: 20 * 1024 * 1024 },
  m3: { types: ['text'], maxBytes: 50 * 1024 * 1024 },
  /** A pedimento's documents for its customer (transfers): PDFs only. */
  pedimentoDocument: { types: ['pdf'], maxBytes: 20 * 1024 * 1024 },
} as const satisfies Record<string, FilePolicy>;

export type FilePolicyName = keyof typeof FILE_POLICIES;

/** The `accept` attribute of a picker for a policy (a hint only: the content decides). */
export function acceptAttribute(policy: FilePolicy): string {
  return policy.types.map((type) => FILE_TYPES[type]).join(',');
}

const startsWith = (bytes: Uint8Array, prefix: readonly number[], offset = 0) => prefix.every((b, i) => bytes[offset + i] === b);

/**
 * Recognises the accepted kinds from their first bytes, for the browser's check before sending.
 * The server checks again with a full detector; xlsx is a zip here (the server looks inside).
 */
export function sniffFileType(bytes: Uint8Array): FileTypeName | undefined {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, [0x47, 0x49, 0x46, 0x38])) return 'gif';
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'pdf';
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) return 'xlsx';
  if (startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return 'xls';
  if (bytes.length > 0 && looksLikeText(bytes)) return 'text';
  return undefined;
}

/**
 * Plain text has no magic bytes: it is text when its first bytes hold no NUL and no control character other
 * than tab and line breaks (ASCII or Latin-1; a binary file fails within its first bytes).
 */
export function looksLikeText(bytes: Uint8Array): boolean {
  for (const b of bytes) {
    if (b === 0x09 || b === 0x0a || b === 0x0d) continue;
    if (b < 0x20 || b === 0x7f) return false;
  }
  return true;
}

/** What an upload answers: the opaque id to refer to the file by, and what the server found it to be. */
export const storedFileSchema = z.object({
  fileId: z.uuid(),
  fileName: z.string(),
  contentType: z.string(),
  sizeBytes: z.number().int(),
});
export type StoredFileInfo = z.infer<typeof storedFileSchema>;

/** Files a record keeps, sent as their ids or as the stored files its GET gave (their ids are kept): at most `max`. */
export const fileRefsSchema = (max: number) =>
  z
    .array(
      z.union([
        z.uuid(),
        z
          .object({ fileId: z.uuid() })
          .loose()
          .transform((file) => file.fileId),
      ]),
    )
    .max(max);
