import { and, eq, sql } from 'drizzle-orm';
import { fraccionesNico, type Database } from '@portal/db';

/** Rows in force today: started and not ended (an empty end means still valid). */
export function inForce(table: { vigenciaDesde: unknown; vigenciaHasta: unknown }) {
  return sql`(${table.vigenciaDesde} is null or ${table.vigenciaDesde} <= current_date) and (${table.vigenciaHasta} is null or ${table.vigenciaHasta} >= current_date)`;
}

/**
 * Whether a tariff fraction (8 digits) and NICO (2 digits) exist together in the tariff in force, for the records
 * that store them (parts, classification requests). Wrong formats are simply false.
 */
export async function isValidFraccionNico(db: Database, fraccion: string, nico: string): Promise<boolean> {
  if (!/^\d{8}$/.test(fraccion) || !/^\d{2}$/.test(nico)) return false;
  const [row] = await db
    .select({ codigo: fraccionesNico.codigo })
    .from(fraccionesNico)
    .where(and(eq(fraccionesNico.codigo, `${fraccion}${nico}`), inForce(fraccionesNico)))
    .limit(1);
  return row !== undefined;
}
