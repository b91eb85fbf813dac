// Conversion of the SAT and Anexo 22 catalogues (../shared/data) into the compact data files the seed loads
// (packages/db/reference-data). Node built-ins only, so that it runs in a fresh clone without a build.
import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';

/** Parses RFC 4180 CSV (quoted fields, doubled quotes, CRLF or LF) into rows of strings. */
export function parseCsv(text) {
  const rows = [];
  let row = [];
  let field = '';
  let quoted = false;
  const input = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  for (let i = 0; i < input.length; i += 1) {
    const c = input[i];
    if (quoted) {
      if (c === '"' && input[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"' && field === '') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && input[i + 1] === '\n') i += 1;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += c;
  }
  if (quoted) throw new Error('CSV ends inside a quoted field');
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}

/** CSV with a header row → objects keyed by the header; checks the expected columns are there. */
export function csvRecords(text, expectedColumns) {
  const [header, ...rows] = parseCsv(text);
  if (!header) throw new Error('CSV without a header row');
  for (const column of expectedColumns) if (!header.includes(column)) throw new Error(`CSV lacks column "${column}"`);
  return rows
    .filter((r) => r.length > 1 || r[0] !== '')
    .map((r, index) => {
      if (r.length !== header.length) throw new Error(`CSV row ${index + 2} has ${r.length} fields, expected ${header.length}`);
      return Object.fromEntries(header.map((h, i) => [h, r[i]]));
    });
}

const clean = (value) =>
  String(value ?? '')
    .replace(/\s+/g, ' ')
    .trim();
const orNull = (value) => (clean(value) === '' ? null : clean(value));
const byKey = (a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0);

function expectCode(value, pattern, what) {
  const v = clean(value);
  if (!pattern.test(v)) throw new Error(`${what}: unexpected code "${v}"`);
  return v;
}

/**
 * Customs units of measure (Anexo 22 apéndice 7) and their UN/ECE Recommendation 20 codes, the international
 * unit codes of foreign invoices and CFDI (c_ClaveUnidad). Units with no one-to-one code are left out.
 */
export const INTERNATIONAL_UNIT_CODES = {
  '01': 'KGM',
  '02': 'GRM',
  '03': 'MTR',
  '04': 'MTK',
  '05': 'MTQ',
  '06': 'H87',
  '07': 'HEA',
  '08': 'LTR',
  '09': 'PR',
  10: 'KWT',
  11: 'MIL',
  12: 'SET',
  13: 'KWH',
  14: 'TNE',
  15: 'BLL',
  18: 'CEN',
  19: 'DZN',
  20: 'XBX',
  21: 'XBO',
  22: 'CTM',
  99: 'E48',
};

/** fraccion (10 digits = 8-digit fraction + 2-digit NICO), texto, vigencia_desde, vigencia_hasta, unidad. */
export function convertFracciones(csvText) {
  return csvRecords(csvText, ['fraccion', 'texto', 'vigencia_desde', 'vigencia_hasta', 'unidad'])
    .map((r) => [
      expectCode(r.fraccion, /^\d{10}$/, 'fracción'),
      clean(r.texto),
      clean(r.vigencia_desde),
      orNull(r.vigencia_hasta),
      expectCode(r.unidad, /^\d{2}$/, 'unidad'),
    ])
    .sort(byKey);
}

export function convertAduanas(csvText) {
  return csvRecords(csvText, ['id', 'texto', 'vigencia_desde', 'vigencia_hasta'])
    .map((r) => [expectCode(r.id, /^\d{2}$/, 'aduana'), clean(r.texto), clean(r.vigencia_desde), orNull(r.vigencia_hasta)])
    .sort(byKey);
}

/**
 * Office + section pairs in the appendix's order, numbered from 1. The 3-character code is office + section digit;
 * about ten source rows carry the section's name instead of its digit: they keep that name, and no code (null)
 * rather than an invented one.
 */
export function convertAduanaSecciones(json) {
  const rows = json['Aduana_Sección'];
  if (!Array.isArray(rows)) throw new Error('apéndice 1: no "Aduana_Sección" list');
  return rows.map((r, index) => {
    const aduana = expectCode(r['Aduana'], /^\d{2}$/, 'apéndice 1 aduana');
    const seccion = clean(r['Sección']);
    const denominacion = clean(r['Denominación']);
    if (/^\d$/.test(seccion)) return [index + 1, `${aduana}${seccion}`, aduana, seccion, denominacion];
    const name = seccion === denominacion ? denominacion : `${seccion}, ${denominacion}`;
    return [index + 1, null, aduana, null, name];
  });
}

export function convertPatentes(csvText) {
  return csvRecords(csvText, ['id', 'vigencia_desde', 'vigencia_hasta'])
    .map((r) => [expectCode(r.id, /^\d{4}$/, 'patente'), clean(r.vigencia_desde), orNull(r.vigencia_hasta)])
    .sort(byKey);
}

/** SAT countries (ISO alpha-3) with the SAAI keys of Anexo 22 apéndice 4 where the M3 key is the same code. */
export function convertPaises(csvText, apendice4) {
  const saai = new Map();
  for (const r of apendice4['Claves de países'] ?? []) saai.set(clean(r['Clave SAAI M3']), clean(r['Clave SAAI FIII']));
  return csvRecords(csvText, ['id', 'texto'])
    .map((r) => {
      const clave = expectCode(r.id, /^[A-Z]{3}$/, 'país');
      return [clave, clean(r.texto), saai.has(clave) ? clave : null, saai.get(clave) || null, orNull(r.agrupaciones)];
    })
    .sort(byKey);
}

export function convertMonedas(csvText) {
  return csvRecords(csvText, ['id', 'texto', 'decimales', 'porcentaje_variacion', 'vigencia_desde', 'vigencia_hasta'])
    .map((r) => [
      expectCode(r.id, /^[A-Z0-9]{3}$/, 'moneda'),
      clean(r.texto),
      Number(expectCode(r.decimales, /^\d$/, 'decimales')),
      clean(r.vigencia_desde),
      orNull(r.vigencia_hasta),
    ])
    .sort(byKey);
}

export function convertIncoterms(csvText) {
  return csvRecords(csvText, ['id', 'texto', 'vigencia_desde', 'vigencia_hasta'])
    .map((r) => [expectCode(r.id, /^[A-Z]{3}$/, 'incoterm'), clean(r.texto), clean(r.vigencia_desde), orNull(r.vigencia_hasta)])
    .sort(byKey);
}

/** SAT customs units (UMC/UMT) with the readable name of apéndice 7 and the international code. */
export function convertUnidadesMedida(csvText, apendice7) {
  const names = new Map();
  for (const r of apendice7['Unidades_de_medida'] ?? []) names.set(String(r['Clave']).padStart(2, '0'), clean(r['Descripción']));
  return csvRecords(csvText, ['id', 'texto', 'vigencia_desde', 'vigencia_hasta'])
    .map((r) => {
      const clave = expectCode(r.id, /^\d{2}$/, 'unidad de medida');
      const sat = clean(r.texto);
      const name = names.get(clave) ?? sat.charAt(0) + sat.slice(1).toLowerCase();
      return [clave, name, INTERNATIONAL_UNIT_CODES[clave] ?? null, clean(r.vigencia_desde), orNull(r.vigencia_hasta)];
    })
    .sort(byKey);
}

const groupName = (key) => clean(key.replace(/_/g, ' '));

function casesOf(value) {
  if (value === undefined || value === null) return [];
  if (typeof value === 'string') return [clean(value)];
  if (Array.isArray(value)) return value.flatMap((v) => casesOf(v));
  if (typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) => casesOf(v).map((text) => (/^[IVX]+$/.test(k) ? `${k}. ${text}` : text)));
  return [];
}

/**
 * Pedimento keys of apéndice 2 with their group (the appendix's headings: definitive regime, virtual operations,
 * temporary, IMMEX, bonded warehouse, ...) numbered in the appendix's order, and their cases of use.
 */
export function convertClavesPedimento(json) {
  const groups = json['Claves_de_Pedimento'];
  if (!groups || typeof groups !== 'object') throw new Error('apéndice 2: no "Claves_de_Pedimento"');
  const rows = [];
  const seen = new Set();
  Object.entries(groups).forEach(([groupKey, group], index) => {
    const visit = (node, subgroup) => {
      for (const [key, value] of Object.entries(node)) {
        if (value && typeof value === 'object' && 'Clave' in value) {
          const clave = expectCode(value['Clave'], /^[A-Z0-9]{2}$/, 'clave de pedimento');
          if (seen.has(clave)) throw new Error(`apéndice 2: key ${clave} appears twice`);
          seen.add(clave);
          const cases = casesOf(value['Supuestos_de_aplicación'] ?? value['Detalles']);
          rows.push([clave, clean(value['Descripción']), index + 1, groupName(groupKey), subgroup, cases]);
        } else if (value && typeof value === 'object') visit(value, groupName(key));
      }
    };
    visit(group, null);
  });
  return rows.sort(byKey);
}

export function convertRegimenes(json) {
  const list = json['Regímenes']?.['Regímenes'];
  if (!Array.isArray(list)) throw new Error('apéndice 16: no "Regímenes" list');
  return list.map((r) => [expectCode(r['Clave'], /^[A-Z]{3}$/, 'régimen'), clean(r['Descripción'])]).sort(byKey);
}

export function convertMediosTransporte(json) {
  const list = json['Medios_de_transporte'];
  if (!Array.isArray(list)) throw new Error('apéndice 3: no "Medios_de_transporte" list');
  return list
    .map((r) => [expectCode(String(r['clave']).padStart(2, '0'), /^\d{2}$/, 'medio de transporte'), clean(r['descripcion'])])
    .sort(byKey);
}

const IDENTIFIER_KEY = /^([A-Z0-9]{2})\s*[-–]\s*(.*)$/;

/**
 * Identifiers of apéndice 8, in the appendix's order (a key may appear more than once, one row per use).
 * A row whose key cell does not start with a key continues the previous row's name (a line break in the source).
 */
export function convertIdentificadores(json) {
  const list = json['Identificadores'];
  if (!Array.isArray(list)) throw new Error('apéndice 8: no "Identificadores" list');
  const rows = [];
  for (const r of list) {
    const match = IDENTIFIER_KEY.exec(clean(r['Clave']));
    if (!match) {
      const previous = rows.at(-1);
      if (!previous) throw new Error(`apéndice 8: row without key "${r['Clave']}"`);
      previous[2] = clean(`${previous[2]} ${clean(r['Clave'])}`);
      continue;
    }
    const nivel = /^[GP]$/.test(clean(r['Nivel'])) ? clean(r['Nivel']) : null;
    rows.push([
      rows.length + 1,
      match[1],
      clean(match[2]),
      nivel,
      orNull(r['Supuestos de Aplicación']),
      orNull(r['Complemento 1']),
      orNull(r['Complemento 2']),
      orNull(r['Complemento 3']),
    ]);
  }
  return rows;
}

/** Column names of each converted table, in row order (the seed maps rows to columns with them). */
export const TABLE_COLUMNS = {
  aduanas: ['clave', 'nombre', 'vigenciaDesde', 'vigenciaHasta'],
  aduanaSecciones: ['aduanaSeccionId', 'clave', 'aduana', 'seccion', 'denominacion'],
  patentes: ['patente', 'vigenciaDesde', 'vigenciaHasta'],
  paises: ['clave', 'nombre', 'claveSaaiM3', 'claveSaaiFiii', 'agrupaciones'],
  monedas: ['clave', 'nombre', 'decimales', 'vigenciaDesde', 'vigenciaHasta'],
  incoterms: ['clave', 'descripcion', 'vigenciaDesde', 'vigenciaHasta'],
  unidadesMedida: ['clave', 'descripcion', 'claveInternacional', 'vigenciaDesde', 'vigenciaHasta'],
  clavesPedimento: ['clave', 'descripcion', 'grupoId', 'grupo', 'subgrupo', 'supuestos'],
  regimenes: ['clave', 'descripcion'],
  mediosTransporte: ['clave', 'descripcion'],
  identificadores: ['identificadorId', 'clave', 'descripcion', 'nivel', 'supuestos', 'complemento1', 'complemento2', 'complemento3'],
  fraccionesNico: ['codigo', 'descripcion', 'vigenciaDesde', 'vigenciaHasta', 'unidadMedida'],
};

/** JSON with one row per line: small, deterministic and readable in a diff. */
export function tableJson(columns, rows) {
  return `{"columns":${JSON.stringify(columns)},"rows":[\n${rows.map((r) => JSON.stringify(r)).join(',\n')}\n]}\n`;
}

/**
 * Converts every source file. `read(path)` returns a file of the data folder as text. Returns the output files
 * (name → bytes) with a manifest whose version is a hash of all the others, so the seed reloads only on change.
 */
export function convertAll(read) {
  const json = (path) => JSON.parse(read(path));
  const tables = {
    aduanas: convertAduanas(read('sat/aduanas.csv')),
    aduanaSecciones: convertAduanaSecciones(json('anexo22/apendice-1-aduanas-secciones.json')),
    patentes: convertPatentes(read('sat/patentes.csv')),
    paises: convertPaises(read('sat/paises.csv'), json('anexo22/apendice-4-paises.json')),
    monedas: convertMonedas(read('sat/monedas.csv')),
    incoterms: convertIncoterms(read('sat/incoterms.csv')),
    unidadesMedida: convertUnidadesMedida(read('sat/unidades-medida-aduana.csv'), json('anexo22/apendice-7-unidades-medida.json')),
    clavesPedimento: convertClavesPedimento(json('anexo22/apendice-2-claves-pedimento.json')),
    regimenes: convertRegimenes(json('anexo22/apendice-16-regimenes.json')),
    mediosTransporte: convertMediosTransporte(json('anexo22/apendice-3-medios-transporte.json')),
    identificadores: convertIdentificadores(json('anexo22/apendice-8-identificadores.json')),
    fraccionesNico: convertFracciones(read('sat/fracciones-nico.csv')),
  };
  const files = {};
  for (const [name, rows] of Object.entries(tables)) {
    const text = tableJson(TABLE_COLUMNS[name], rows);
    // The big table is gzipped (zlib writes no timestamp, so the bytes are stable).
    if (name === 'fraccionesNico') files[`${name}.json.gz`] = gzipSync(Buffer.from(text, 'utf8'), { level: 9 });
    else files[`${name}.json`] = Buffer.from(text, 'utf8');
  }
  const hash = createHash('sha256');
  for (const name of Object.keys(files).sort()) hash.update(name).update(files[name]);
  const manifest = {
    version: hash.digest('hex').slice(0, 16),
    source: 'shared/data: SAT catalogues (phpcfdi/resources-sat-catalogs, 2026-08-06) and Anexo 22 appendices 1, 2, 3, 4, 7, 8, 16',
    counts: Object.fromEntries(Object.entries(tables).map(([name, rows]) => [name, rows.length])),
    files: Object.keys(files).sort(),
  };
  files['manifest.json'] = Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`, 'utf8');
  return { files, manifest };
}
