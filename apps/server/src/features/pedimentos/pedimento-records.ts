import { asc, eq, getTableColumns } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import {
  pedimentoCandados,
  pedimentoContribuciones,
  pedimentoFacturas,
  pedimentoFechas,
  pedimentoPartidas,
  pedimentoContenedores,
  pedimentoDescargos,
  pedimentoDestinatarios,
  pedimentoDiferencias,
  pedimentoGuias,
  pedimentoIdentificadores,
  pedimentoObservaciones,
  pedimentoPermisos,
  pedimentoRectificaciones,
  pedimentoTransportes,
  type Database,
} from '@portal/db';
import type { OtherRows } from './pedimento-rows.ts';

/** The table of each of the less central records (502-504, 507/554, 511/558, 512, 516, 520, 553, 701, 702). */
export const OTHER_TABLES = {
  transportes: pedimentoTransportes,
  guias: pedimentoGuias,
  contenedores: pedimentoContenedores,
  identificadores: pedimentoIdentificadores,
  observaciones: pedimentoObservaciones,
  descargos: pedimentoDescargos,
  candados: pedimentoCandados,
  destinatarios: pedimentoDestinatarios,
  permisos: pedimentoPermisos,
  rectificaciones: pedimentoRectificaciones,
  diferencias: pedimentoDiferencias,
} as const satisfies Record<keyof OtherRows, PgTable>;

type Key = keyof typeof OTHER_TABLES;
const entries = Object.entries(OTHER_TABLES) as [Key, (typeof OTHER_TABLES)[Key]][];

/** Removes every row a pedimento's M3 records declare (before they are read again), never its documents. */
export async function clearDeclaredRows(db: Database, pedimentoId: number): Promise<void> {
  const declared = [pedimentoFacturas, pedimentoFechas, pedimentoPartidas, pedimentoContribuciones, ...Object.values(OTHER_TABLES)];
  for (const table of declared) {
    const columns = getTableColumns(table) as Record<string, AnyPgColumn>;
    await db.delete(table).where(eq(columns.pedimentoId!, pedimentoId));
  }
}

/** Writes a pedimento's other records (inside the import's transaction). */
export async function storeOtherRows(db: Database, pedimentoId: number, rows: OtherRows): Promise<void> {
  for (const [key, table] of entries) {
    if (rows[key].length) await db.insert(table).values(rows[key].map((row) => ({ ...row, pedimentoId })) as never);
  }
}

/** Reads them back in their order, without their ids (what the pedimento page and its API show). */
export async function readOtherRows(db: Database, pedimentoId: number): Promise<Record<Key, Record<string, unknown>[]>> {
  const read = await Promise.all(
    entries.map(async ([key, table]) => {
      const columns = getTableColumns(table) as Record<string, AnyPgColumn>;
      const [primaryKey] = Object.keys(columns);
      const rows = (await db.select().from(table).where(eq(columns.pedimentoId!, pedimentoId)).orderBy(asc(columns.orden!))) as Record<
        string,
        unknown
      >[];
      return [key, rows.map(({ [primaryKey!]: _id, pedimentoId: _p, orden: _o, ...rest }) => rest)] as const;
    }),
  );
  return Object.fromEntries(read) as Record<Key, Record<string, unknown>[]>;
}
