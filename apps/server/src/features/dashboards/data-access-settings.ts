import { eq, sql } from 'drizzle-orm';
import type { DataAccessSettings } from '@portal/contract/features/dashboards';
import { dataAccessSettings, type Database } from '@portal/db';

const ROW_ID = 1;

/** Until an administrator saves them: loopback only outside production, 5 s, 1,000 rows, no other host. */
export function defaultSettings(env: 'production' | 'development' | 'test'): DataAccessSettings {
  return { hostsPermitidos: [], permitirLoopback: env !== 'production', tiempoLimiteMs: 5000, maximoFilas: 1000 };
}

export async function readSettings(db: Database, env: 'production' | 'development' | 'test'): Promise<DataAccessSettings> {
  const [row] = await db.select().from(dataAccessSettings).where(eq(dataAccessSettings.id, ROW_ID));
  if (!row) return defaultSettings(env);
  return {
    hostsPermitidos: row.hostsPermitidos,
    permitirLoopback: row.permitirLoopback,
    tiempoLimiteMs: row.tiempoLimiteMs,
    maximoFilas: row.maximoFilas,
  };
}

export async function saveSettings(db: Database, input: DataAccessSettings): Promise<DataAccessSettings> {
  const values = { ...input, hostsPermitidos: [...new Set(input.hostsPermitidos.map((h) => h.toLowerCase()))] };
  await db
    .insert(dataAccessSettings)
    .values({ id: ROW_ID, ...values })
    .onConflictDoUpdate({ target: dataAccessSettings.id, set: { ...values, updatedAt: sql`now()` } });
  return values;
}
