import { index, integer, pgTable, serial, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { storedFiles } from './files.ts';
import { users } from './identity.ts';
import { pedimentos } from './pedimentos.ts';

/**
 * The documents delivered with a pedimento (transfers, docs/decisions/0067-transfers.md): the pedimento's PDF,
 * its COVE acknowledgement and the commercial invoice. A pedimento leaves the pending list when each
 * required kind has at least one document.
 */
export const pedimentoDocumentos = pgTable(
  'pedimento_documentos',
  {
    documentoId: serial('documento_id').primaryKey(),
    pedimentoId: integer('pedimento_id')
      .notNull()
      .references(() => pedimentos.pedimentoId, { onDelete: 'cascade' }),
    tipo: varchar('tipo', { length: 20 }).notNull(),
    fileId: uuid('file_id')
      .notNull()
      .references(() => storedFiles.fileId),
    createdBy: integer('created_by').references(() => users.userId),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (table) => [
    index('pedimento_documentos_pedimento_idx').on(table.pedimentoId, table.tipo),
    uniqueIndex('pedimento_documentos_file_unique').on(table.fileId),
  ],
);
