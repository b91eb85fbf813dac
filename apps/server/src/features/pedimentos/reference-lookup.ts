import { sql } from 'drizzle-orm';
import type { M3ReferenceLookup } from '@portal/contract/m3/index';
import { rowsOf, type Database } from '@portal/db';

/** Numeric codes appear zero-padded in the tables (`01`) and unpadded in M3 files (`1`): both match. */
function codes(rows: { code: string | null }[]): Set<string> {
  const set = new Set<string>();
  for (const { code } of rows) {
    if (!code) continue;
    set.add(code);
    if (/^\d+$/.test(code)) set.add(String(Number(code)));
  }
  return set;
}

async function column(db: Database, query: ReturnType<typeof sql>): Promise<Set<string>> {
  return codes(rowsOf<{ code: string | null }>(await db.execute(query)));
}

/**
 * The reference data the M3 content checks read, loaded once per import into sets (some 15,000 codes in
 * all; the tariff with its validity so a fraction is checked on the pedimento's payment date).
 */
const cache = new WeakMap<Database, { at: number; lookup: Promise<M3ReferenceLookup> }>();
/** Reference data changes only with a new release of it (loaded at start): a few minutes of reuse is safe. */
const CACHE_MS = 10 * 60 * 1000;

export function loadReferenceLookup(db: Database): Promise<M3ReferenceLookup> {
  const kept = cache.get(db);
  if (kept && Date.now() - kept.at < CACHE_MS) return kept.lookup;
  const lookup = readReferenceLookup(db);
  cache.set(db, { at: Date.now(), lookup });
  lookup.catch(() => cache.delete(db));
  return lookup;
}

async function readReferenceLookup(db: Database): Promise<M3ReferenceLookup> {
  const [aduanaSecciones, patentes, claves, medios, paises, monedas, unidades, identificadores] = await Promise.all([
    column(db, sql`select clave as code from aduana_secciones`),
    column(db, sql`select patente as code from patentes`),
    column(db, sql`select clave as code from claves_pedimento`),
    column(db, sql`select clave as code from medios_transporte`),
    column(db, sql`select clave as code from paises union select clave_saai_m3 from paises`),
    column(db, sql`select clave as code from monedas`),
    column(db, sql`select clave as code from unidades_medida`),
    column(db, sql`select distinct clave as code from identificadores`),
  ]);
  const tariff = new Map<string, { from: string | null; to: string | null }[]>();
  const rows = rowsOf<{ codigo: string; desde: string | null; hasta: string | null }>(
    await db.execute(sql`select codigo, vigencia_desde::text as desde, vigencia_hasta::text as hasta from fracciones_nico`),
  );
  for (const row of rows) tariff.set(row.codigo, [...(tariff.get(row.codigo) ?? []), { from: row.desde, to: row.hasta }]);
  const today = new Date().toISOString().slice(0, 10);
  return {
    aduanaSeccion: (c) => aduanaSecciones.has(c),
    patente: (c) => patentes.has(c),
    clavePedimento: (c) => claves.has(c),
    medioTransporte: (c) => medios.has(c),
    pais: (c) => paises.has(c),
    moneda: (c) => monedas.has(c),
    unidad: (c) => unidades.has(c),
    identificador: (c) => identificadores.has(c),
    fraccionNico: (fraccion, nico, date) => {
      const on = date ?? today;
      return (tariff.get(`${fraccion}${nico}`) ?? []).some((v) => (!v.from || v.from <= on) && (!v.to || v.to >= on));
    },
  };
}
