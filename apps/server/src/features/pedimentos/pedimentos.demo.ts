import { asc, count, sql } from 'drizzle-orm';
import { generatePedimentos, seededRandom, writeM3 } from '@portal/contract/m3/index';
import { clientes, m3Archivos, rowsOf } from '@portal/db';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../platform/deps.ts';
import { importM3 } from './m3-import.service.ts';

const DEMO_FILES = 3;
const PEDIMENTOS_PER_FILE = 12;

/**
 * Demo pedimentos, made the way real ones arrive: operations generated for the demo customers (their RFCs,
 * fractions + NICO in force, customs offices 24 and 47, patent 3210) are written as M3 files and imported
 * through the same import as an upload, so every fresh start exercises the importer. Once per database.
 */
export async function seedDemoPedimentos(deps: AppDeps, log: Pick<FastifyBaseLogger, 'info' | 'error'>): Promise<void> {
  const [existing] = await deps.db.select({ n: count() }).from(m3Archivos);
  if ((existing?.n ?? 0) > 0) return;
  const customers = await deps.db
    .select({ rfc: clientes.rfc!, nombre: clientes.razonSocial! })
    .from(clientes)
    .orderBy(asc(clientes.id!))
    .limit(6);
  if (customers.length === 0) return;
  const fracciones = rowsOf<{ fraccion: string; nico: string; descripcion: string }>(
    await deps.db.execute(sql`
      select fraccion, nico, left(descripcion, 120) as descripcion from fracciones_nico
       where vigencia_hasta is null and fraccion in ('84713001', '85444299', '39173291', '73181599', '84821001', '85176299', '40169399', '90262099')
       order by codigo`),
  );
  if (fracciones.length === 0) return;
  const year = new Date().getUTCFullYear();
  const random = seededRandom(2026);
  const admin = rowsOf<{ user_id: number }>(
    await deps.db.execute(sql`select user_id from users order by (user_name = 'admin') desc, user_id limit 1`),
  )[0];
  for (let i = 0; i < DEMO_FILES; i += 1) {
    const pedimentos = generatePedimentos(
      {
        random,
        patente: '3210',
        aduanasSeccion: ['240', '470'],
        fracciones,
        importadores: customers.map((c) => ({ rfc: String(c.rfc).toUpperCase(), nombre: String(c.nombre).slice(0, 120) })),
        year,
        firstConsecutive: 100 + i * PEDIMENTOS_PER_FILE,
      },
      PEDIMENTOS_PER_FILE,
    );
    const fileName = `m3210${String(i + 1).padStart(3, '0')}.${String(10 + i * 7).padStart(3, '0')}`;
    const text = writeM3({ fileName, pedimentos, prevalidador: '011' });
    const file = await deps.files.saveGenerated(Buffer.from(text, 'latin1'), fileName, 'text/plain', admin?.user_id ?? null);
    try {
      await importM3(deps, admin?.user_id ?? 0, file, fileName, { soloValidos: true, language: 'es-MX' });
    } catch (err) {
      log.error({ err, fileName }, 'demo M3 file not imported');
    }
  }
  log.info(`demo pedimentos imported from ${DEMO_FILES} M3 files`);
}
