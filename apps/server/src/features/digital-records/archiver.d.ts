// archiver 8 ships no types; only what the zip builder uses.
declare module 'archiver' {
  import type { Readable, Transform } from 'node:stream';
  export interface ZipEntryData {
    name: string;
    date?: Date;
    /** Stored as is (already-compressed PDFs and images). */
    store?: boolean;
  }
  export class ZipArchive extends Transform {
    constructor(options?: { store?: boolean; zlib?: { level?: number }; forceZip64?: boolean });
    append(source: Readable | Buffer | string, data: ZipEntryData): this;
    finalize(): Promise<void>;
    abort(): this;
    pointer(): number;
  }
}
