import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createTestDatabase, type TestDatabase } from '@portal/db/testing';
import { aduanaSecciones, aduanas, fraccionesNico, patentes, referenceDataVersions, REFERENCE_DATASET, type Database } from '@portal/db';
import { loadConfig } from './config.ts';
import { prepareDatabase } from './database.ts';
import { seedReferenceData } from './seed.ts';
import { isValidFraccionNico } from './reference-data.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

async function counts(db: Database) {
  const n = async (table: Parameters<Database['$count']>[0]) => db.$count(table);
  return {
    fracciones: await n(fraccionesNico),
    aduanas: await n(aduanas),
    secciones: await n(aduanaSecciones),
    patentes: await n(patentes),
  };
}

const EXPECTED = { fracciones: 11_519, aduanas: 50, secciones: 128, patentes: 3_413 };

describe('reference data seed', () => {
  it('loads exactly the SAT and Anexo 22 rows into an empty database, then skips while the version is the same', async () => {
    const db = database.db;
    await db.execute(
      sql`truncate fracciones_nico, aduana_secciones, aduanas, patentes, paises, monedas, incoterms, unidades_medida, claves_pedimento, regimenes, medios_transporte, identificadores, reference_data_versions`,
    );
    expect(await counts(db)).toEqual({ fracciones: 0, aduanas: 0, secciones: 0, patentes: 0 });
    const first = await seedReferenceData(db);
    expect(first.loaded).toBe(true);
    expect(await counts(db)).toEqual(EXPECTED);
    const again = await seedReferenceData(db);
    expect(again).toMatchObject({ loaded: false, version: first.version });
    expect(again.milliseconds).toBeLessThan(1000);
    console.warn(
      `reference data: full load ${Math.round(first.milliseconds)} ms, start with the same version ${again.milliseconds.toFixed(1)} ms`,
    );
  });

  it('repairs changed and missing rows and drops stale ones when the version differs', async () => {
    const db = database.db;
    await db.update(fraccionesNico).set({ descripcion: 'cambiada' }).where(eq(fraccionesNico.codigo, '0101210100'));
    await db.delete(patentes).where(eq(patentes.patente, '3210'));
    await db.insert(patentes).values({ patente: '9998', vigenciaDesde: '2020-01-01' });
    await db.update(referenceDataVersions).set({ version: 'old' }).where(eq(referenceDataVersions.dataset, REFERENCE_DATASET));
    expect((await seedReferenceData(db)).loaded).toBe(true);
    expect(await counts(db)).toEqual(EXPECTED);
    const [row] = await db.select().from(fraccionesNico).where(eq(fraccionesNico.codigo, '0101210100'));
    expect(row).toMatchObject({
      fraccion: '01012101',
      nico: '00',
      descripcion: 'Reproductores de raza pura',
      unidadMedida: '07',
      vigenciaHasta: null,
    });
    expect(await db.$count(patentes, eq(patentes.patente, '9998'))).toBe(0);
    expect(await db.$count(patentes, eq(patentes.patente, '3210'))).toBe(1);
  });

  it('keeps the 3-character office + section codes and no invented code where the source lacks one', async () => {
    const db = database.db;
    const [nuevoLaredo] = await db.select().from(aduanaSecciones).where(eq(aduanaSecciones.clave, '240'));
    expect(nuevoLaredo).toMatchObject({ aduana: '24', seccion: '0' });
    expect(await db.$count(aduanaSecciones, sql`${aduanaSecciones.clave} is null`)).toBe(10);
  });
});

describe('isValidFraccionNico', () => {
  it('accepts a fraction and NICO of the tariff in force and refuses unknown, expired or malformed ones', async () => {
    const db = database.db;
    expect(await isValidFraccionNico(db, '01012101', '00')).toBe(true);
    expect(await isValidFraccionNico(db, '01051103', '91')).toBe(true);
    expect(await isValidFraccionNico(db, '01012101', '01')).toBe(false);
    expect(await isValidFraccionNico(db, '99999999', '00')).toBe(false);
    // Ended on 2024-03-22, replaced by NICOs 01 and 99.
    expect(await isValidFraccionNico(db, '09012199', '00')).toBe(false);
    expect(await isValidFraccionNico(db, '09012199', '01')).toBe(true);
    expect(await isValidFraccionNico(db, '0101210', '00')).toBe(false);
    expect(await isValidFraccionNico(db, "01012101' or '1'='1", '00')).toBe(false);
  });
});

describe('start-up seeding', () => {
  it('loads the reference data into every new database, demo or not', async () => {
    const log = { info: () => undefined, warn: () => undefined, error: () => undefined };
    const config = loadConfig({ NODE_ENV: 'test' }, { seedDemo: false, dataDir: 'memory://', databaseUrl: undefined });
    const handle = await prepareDatabase(config, log);
    try {
      expect(await counts(handle.db)).toEqual(EXPECTED);
    } finally {
      await handle.close();
    }
    // A whole new database: every migration, then the reference data (tens of thousands of rows); a loaded CI
    // machine has taken over the default 30 s.
  }, 120_000);
});
