import { bigint, index, integer, pgTable, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { users } from './identity.ts';

/**
 * Every stored file (pictures, documents, evidence, attachments). Files are addressed by the opaque
 * `file_id` only; the storage key never comes from user input.
 */
export const storedFiles = pgTable(
  'stored_files',
  {
    fileId: uuid('file_id').primaryKey(),
    /** Where the bytes live in the configured storage (local disk or object storage). */
    storageKey: text('storage_key').notNull(),
    /** The name the uploader gave, kept for Content-Disposition only. */
    fileName: varchar('file_name', { length: 255 }).notNull(),
    /** Sniffed from the content, never taken from the request. */
    contentType: varchar('content_type', { length: 100 }).notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    sha256: varchar('sha256', { length: 64 }).notNull(),
    createdBy: integer('created_by').references(() => users.userId),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (table) => [index('stored_files_created_by_idx').on(table.createdBy)],
);
