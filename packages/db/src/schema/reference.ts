import { date, index, integer, jsonb, pgTable, smallint, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

/**
 * Reference data of Mexican foreign trade (SAT catalogues and Anexo 22 appendices), loaded by the seed into every
 * database from packages/db/reference-data. Codes are the official ones and serve as keys; `searchText` is the
 * accent- and case-insensitive text the options endpoints search. Only the reference-data loader writes these tables.
 */

const vigencia = () => ({
  vigenciaDesde: date('vigencia_desde', { mode: 'string' }),
  /** Null while still valid. */
  vigenciaHasta: date('vigencia_hasta', { mode: 'string' }),
});

/** `normalizeSearchText` of the row's code and text, written by the loader (cheaper than a generated column in PGlite). */
const searchColumn = () => text('search_text').notNull();

/** Which data version is loaded, so a start with the same files does nothing. */
export const referenceDataVersions = pgTable('reference_data_versions', {
  dataset: varchar('dataset', { length: 40 }).primaryKey(),
  version: varchar('version', { length: 64 }).notNull(),
  loadedAt: timestamp('loaded_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
});

/** Tariff fraction (8 digits) + NICO (2 digits); `codigo` is both together (10 digits). */
export const fraccionesNico = pgTable(
  'fracciones_nico',
  {
    codigo: varchar('codigo', { length: 10 }).primaryKey(),
    fraccion: varchar('fraccion', { length: 8 }).notNull(),
    nico: varchar('nico', { length: 2 }).notNull(),
    descripcion: text('descripcion').notNull(),
    ...vigencia(),
    /** UMT: the unit of the tariff (customs unit code). */
    unidadMedida: varchar('unidad_medida', { length: 2 }).notNull(),
    searchText: searchColumn(),
  },
  (t) => [uniqueIndex('fracciones_nico_fraccion_nico_uq').on(t.fraccion, t.nico)],
);

/** Customs offices (2-digit code). */
export const aduanas = pgTable('aduanas', {
  clave: varchar('clave', { length: 2 }).primaryKey(),
  nombre: text('nombre').notNull(),
  ...vigencia(),
  searchText: searchColumn(),
});

/** Customs office + section pairs (Anexo 22 apéndice 1); `clave` is the 3-character code, null where the source lacks the digit. */
export const aduanaSecciones = pgTable(
  'aduana_secciones',
  {
    aduanaSeccionId: integer('aduana_seccion_id').primaryKey(),
    clave: varchar('clave', { length: 3 }).unique(),
    aduana: varchar('aduana', { length: 2 })
      .notNull()
      .references(() => aduanas.clave),
    seccion: varchar('seccion', { length: 1 }),
    denominacion: text('denominacion').notNull(),
  },
  (t) => [index('aduana_secciones_aduana_idx').on(t.aduana)],
);

/** Customs broker patents (4 digits). */
export const patentes = pgTable('patentes', {
  patente: varchar('patente', { length: 4 }).primaryKey(),
  ...vigencia(),
});

/** Countries (ISO 3166 alpha-3) with the SAAI keys of Anexo 22 apéndice 4 where it lists the country. */
export const paises = pgTable('paises', {
  clave: varchar('clave', { length: 3 }).primaryKey(),
  nombre: text('nombre').notNull(),
  claveSaaiM3: varchar('clave_saai_m3', { length: 3 }),
  claveSaaiFiii: varchar('clave_saai_fiii', { length: 3 }),
  agrupaciones: text('agrupaciones'),
  searchText: searchColumn(),
});

/** Currencies (ISO 4217). */
export const monedas = pgTable('monedas', {
  clave: varchar('clave', { length: 3 }).primaryKey(),
  nombre: text('nombre').notNull(),
  decimales: smallint('decimales').notNull(),
  ...vigencia(),
});

export const incoterms = pgTable('incoterms', {
  clave: varchar('clave', { length: 3 }).primaryKey(),
  descripcion: text('descripcion').notNull(),
  ...vigencia(),
});

/** Customs units of measure (UMC/UMT) and their UN/ECE Recommendation 20 code where there is one. */
export const unidadesMedida = pgTable('unidades_medida', {
  clave: varchar('clave', { length: 2 }).primaryKey(),
  descripcion: text('descripcion').notNull(),
  claveInternacional: varchar('clave_internacional', { length: 3 }).unique(),
  ...vigencia(),
});

/** Pedimento keys (Anexo 22 apéndice 2) with their group in the appendix and their cases of use. */
export const clavesPedimento = pgTable('claves_pedimento', {
  clave: varchar('clave', { length: 2 }).primaryKey(),
  descripcion: text('descripcion').notNull(),
  grupoId: smallint('grupo_id').notNull(),
  grupo: text('grupo').notNull(),
  subgrupo: text('subgrupo'),
  supuestos: jsonb('supuestos').$type<string[]>().notNull(),
});

/** Customs regimes (Anexo 22 apéndice 16). */
export const regimenes = pgTable('regimenes', {
  clave: varchar('clave', { length: 3 }).primaryKey(),
  descripcion: text('descripcion').notNull(),
});

/** Means of transport (Anexo 22 apéndice 3). */
export const mediosTransporte = pgTable('medios_transporte', {
  clave: varchar('clave', { length: 2 }).primaryKey(),
  descripcion: text('descripcion').notNull(),
});

/** Identifiers (Anexo 22 apéndice 8); a key can have several rows (one per case), hence the row id. */
export const identificadores = pgTable(
  'identificadores',
  {
    identificadorId: integer('identificador_id').primaryKey(),
    clave: varchar('clave', { length: 2 }).notNull(),
    descripcion: text('descripcion').notNull(),
    /** G: pedimento level, P: line level. */
    nivel: varchar('nivel', { length: 1 }),
    supuestos: text('supuestos'),
    complemento1: text('complemento1'),
    complemento2: text('complemento2'),
    complemento3: text('complemento3'),
  },
  (t) => [index('identificadores_clave_idx').on(t.clave)],
);
