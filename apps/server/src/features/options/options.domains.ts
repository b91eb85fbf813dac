import { and, eq, isNotNull, isNull, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { normalizeSearchText, translate, type Resource } from '@portal/contract';
import {
  FIXED_OPTION_DOMAINS,
  fixedOptionTextKey,
  nicosQuerySchema,
  OPTIONS_LIMIT,
  type FixedOptionDomain,
  type Option,
} from '@portal/contract/features/options';
import {
  aduanaSecciones,
  aduanas,
  clavesPedimento,
  containsPattern,
  fraccionesNico,
  incoterms,
  mediosTransporte,
  monedas,
  normalizedSql,
  paises,
  patentes,
  regimenes,
  unidadesMedida,
  users,
  type Database,
} from '@portal/db';
import { registerOptionsDomain, type OptionsDomain } from '../../platform/options.ts';
import { inForce } from '../../platform/reference-data.ts';

const nothing = sql`true`;

/** `<normalised text> like %term%`, or no condition without a term. */
function matches(normalized: SQLWrapper, term: string | undefined): SQL {
  return term ? sql`${normalized} like ${containsPattern(normalizeSearchText(term))}` : nothing;
}

/** Ordered like the answer (by normalised text, byte order) so that the first `limit` rows are the right ones on any collation. */
const orderByText = (text: SQLWrapper) => sql`${normalizedSql(text)} collate "C", ${text} collate "C"`;

interface TableDomain {
  from: PgTable;
  value: SQLWrapper;
  text: SQL;
  /** The normalised text searched (a generated column where the table has one). */
  searchText?: SQLWrapper;
  where?: SQL;
  limit?: number;
  resource?: Resource | readonly Resource[];
}

/** A domain over one reference table: search its text, answer value and text. */
function tableDomain(spec: TableDomain): OptionsDomain {
  const run = async (db: Database, condition: SQL, limit: number | undefined): Promise<Option[]> => {
    const query = db
      .select({ value: sql<string>`${spec.value}`, text: sql<string>`${spec.text}` })
      .from(spec.from)
      .where(and(condition, spec.where ?? nothing))
      .orderBy(orderByText(spec.text));
    return limit ? query.limit(limit) : query;
  };
  return {
    ...(spec.resource ? { resource: spec.resource } : {}),
    ...(spec.limit ? { limit: spec.limit } : {}),
    search: (db, _caller, term, limit) => run(db, matches(spec.searchText ?? normalizedSql(spec.text), term), limit),
    text: async (db, _caller, value) => (await run(db, sql`${spec.value}::text = ${value}`, 1))[0] ?? null,
  };
}

const codeAndName = (code: SQLWrapper, name: SQLWrapper) => sql`${code} || ' - ' || ${name}`;

/** Fractions (8 digits) of the tariff in force; the text lists the descriptions of its NICOs. */
function fraccionesDomain(): OptionsDomain {
  const text = sql<string>`${fraccionesNico.fraccion} || ' - ' || left(string_agg(${fraccionesNico.descripcion}, '; ' order by ${fraccionesNico.nico}), 250)`;
  const run = (db: Database, condition: SQL, limit: number) =>
    db
      .select({ value: fraccionesNico.fraccion, text })
      .from(fraccionesNico)
      .where(and(condition, inForce(fraccionesNico)))
      .groupBy(fraccionesNico.fraccion)
      .orderBy(fraccionesNico.fraccion)
      .limit(limit);
  return {
    limit: OPTIONS_LIMIT,
    search: (db, _caller, term, limit) => {
      // Digits (and the dots of the printed form 0101.21.01) search by code prefix; anything else by text.
      const digits = term?.replace(/[.\s]/g, '');
      const condition =
        digits && /^\d+$/.test(digits) ? sql`${fraccionesNico.codigo} like ${`${digits}%`}` : matches(fraccionesNico.searchText, term);
      return run(db, condition, limit ?? OPTIONS_LIMIT);
    },
    text: async (db, _caller, value) => (await run(db, eq(fraccionesNico.fraccion, value.replace(/\./g, '')), 1))[0] ?? null,
  };
}

/** The NICOs of one fraction: `/api/Opciones/Nicos?fraccionArancelariaId=01012101`. */
function nicosDomain(): OptionsDomain {
  return {
    query: nicosQuerySchema,
    search: (db, _caller, term, _limit, context) =>
      db
        .select({ value: fraccionesNico.nico, text: sql<string>`${fraccionesNico.nico} || ' - ' || ${fraccionesNico.descripcion}` })
        .from(fraccionesNico)
        .where(
          and(
            eq(fraccionesNico.fraccion, String(context.query.fraccionArancelariaId)),
            inForce(fraccionesNico),
            matches(fraccionesNico.searchText, term),
          ),
        )
        .orderBy(fraccionesNico.nico),
  };
}

/** Pedimento keys of one group of Anexo 22 apéndice 2 (1 definitive regime, 2 virtual operations, 3 temporary, ...). */
function documentoClavesDomain(): OptionsDomain {
  const text = codeAndName(clavesPedimento.clave, clavesPedimento.descripcion);
  return {
    id: true,
    search: (db, _caller, term, _limit, context) => {
      const grupo = Number(context.id);
      if (!Number.isInteger(grupo) || grupo < 1 || grupo > 32_767) return Promise.resolve([]);
      return db
        .select({ value: clavesPedimento.clave, text: sql<string>`${text}` })
        .from(clavesPedimento)
        .where(and(eq(clavesPedimento.grupoId, grupo), matches(normalizedSql(text), term)))
        .orderBy(orderByText(text));
    },
  };
}

function fixedDomain(domain: FixedOptionDomain): OptionsDomain {
  const options = (language: Parameters<typeof translate>[0]) =>
    FIXED_OPTION_DOMAINS[domain].map((o) => ({ value: o.value, text: translate(language, fixedOptionTextKey(domain, o.key)) }));
  return {
    search: async (_db, _caller, term, _limit, context) => {
      const needle = term ? normalizeSearchText(term) : '';
      return options(context.language).filter((o) => normalizeSearchText(o.text).includes(needle));
    },
    text: async (_db, _caller, value, context) => options(context.language).find((o) => String(o.value) === value) ?? null,
  };
}

/**
 * Screens that pick users: user administration, help desk (assignees, category users, guards), bulletins,
 * dashboards and security profiles. User names are personal data, so a caller needs one of them.
 */
export const USER_OPTIONS_RESOURCES: readonly Resource[] = [
  'Usuarios',
  'MesaAyuda',
  'Categories',
  'Users',
  'Incidencias',
  'Boletines',
  'Tableros',
  'Seguridad',
];

/** The built-in domains: reference data, small fixed domains and users. Catalogue-backed ones are registered by the catalogues. */
export function registerBuiltInOptionDomains(): void {
  registerOptionsDomain(
    'Aduanas',
    tableDomain({
      from: aduanas,
      value: aduanas.clave,
      text: codeAndName(aduanas.clave, aduanas.nombre),
      searchText: aduanas.searchText,
      where: inForce(aduanas),
    }),
  );
  registerOptionsDomain(
    'AduanaSecciones',
    tableDomain({
      from: aduanaSecciones,
      value: aduanaSecciones.clave,
      text: codeAndName(aduanaSecciones.clave, aduanaSecciones.denominacion),
      where: isNotNull(aduanaSecciones.clave),
    }),
  );
  registerOptionsDomain(
    'Patentes',
    tableDomain({
      from: patentes,
      value: patentes.patente,
      text: sql`${patentes.patente}`,
      where: inForce(patentes),
      limit: OPTIONS_LIMIT,
    }),
  );
  registerOptionsDomain('Fracciones', fraccionesDomain());
  registerOptionsDomain('Nicos', nicosDomain());
  registerOptionsDomain(
    'UnidadesMedida',
    tableDomain({
      from: unidadesMedida,
      value: unidadesMedida.clave,
      text: sql`${unidadesMedida.descripcion}`,
      where: inForce(unidadesMedida),
    }),
  );
  registerOptionsDomain(
    'UnidadesMedida/Internacional',
    tableDomain({
      from: unidadesMedida,
      value: unidadesMedida.claveInternacional,
      text: codeAndName(unidadesMedida.claveInternacional, unidadesMedida.descripcion),
      where: and(isNotNull(unidadesMedida.claveInternacional), inForce(unidadesMedida)),
    }),
  );
  registerOptionsDomain(
    'DocumentoClavesUnicos',
    tableDomain({
      from: clavesPedimento,
      value: clavesPedimento.clave,
      text: codeAndName(clavesPedimento.clave, clavesPedimento.descripcion),
    }),
  );
  registerOptionsDomain('DocumentoClaves', documentoClavesDomain());
  registerOptionsDomain(
    'Paises',
    tableDomain({ from: paises, value: paises.clave, text: sql`${paises.nombre}`, searchText: paises.searchText }),
  );
  registerOptionsDomain(
    'Monedas',
    tableDomain({ from: monedas, value: monedas.clave, text: codeAndName(monedas.clave, monedas.nombre), where: inForce(monedas) }),
  );
  registerOptionsDomain(
    'Incoterms',
    tableDomain({
      from: incoterms,
      value: incoterms.clave,
      text: codeAndName(incoterms.clave, incoterms.descripcion),
      where: inForce(incoterms),
    }),
  );
  registerOptionsDomain(
    'MediosTransporte',
    tableDomain({
      from: mediosTransporte,
      value: mediosTransporte.clave,
      text: codeAndName(mediosTransporte.clave, mediosTransporte.descripcion),
    }),
  );
  registerOptionsDomain(
    'Regimenes',
    tableDomain({ from: regimenes, value: regimenes.clave, text: codeAndName(regimenes.clave, regimenes.descripcion) }),
  );
  for (const domain of Object.keys(FIXED_OPTION_DOMAINS) as FixedOptionDomain[]) registerOptionsDomain(domain, fixedDomain(domain));
  registerOptionsDomain(
    'Usuarios',
    tableDomain({
      from: users,
      value: users.userName,
      text: sql`${users.fullName} || ' (' || ${users.userName} || ')'`,
      where: and(eq(users.status, 'active'), isNull(users.deletedAt)),
      limit: OPTIONS_LIMIT,
      resource: USER_OPTIONS_RESOURCES,
    }),
  );
}
