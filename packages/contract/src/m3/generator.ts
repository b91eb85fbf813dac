import { withRfcCheckCharacter } from '../validators/rfc.ts';
import type { M3Pedimento, M3Record } from './model.ts';

/** A small seeded generator (mulberry32): the same seed gives the same pedimentos. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface GeneratorInput {
  random: () => number;
  patente: string;
  /** Customs office + section codes (3 characters) to pick from. */
  aduanasSeccion: string[];
  /** Fraction + NICO pairs in force to pick the items from. */
  fracciones: { fraccion: string; nico: string; descripcion: string }[];
  /** Importers: RFC (valid) and name. */
  importadores: { rfc: string; nombre: string }[];
  /** Validation year (4 digits): its last digit starts every number. */
  year: number;
  /** The first progressive number (6 digits) to use. */
  firstConsecutive: number;
}

const pad = (n: number, width: number) => String(n).padStart(width, '0');
const ddmmyyyy = (d: Date) => `${pad(d.getUTCDate(), 2)}${pad(d.getUTCMonth() + 1, 2)}${d.getUTCFullYear()}`;
const PAISES = ['USA', 'CHN', 'DEU', 'JPN', 'KOR', 'CAN', 'VNM'];
const UNITS = ['1', '6', '20'];
const INCOTERMS = ['FCA', 'EXW', 'DAP', 'CIF'];

/** A valid company RFC for generated data (the check character computed). */
export function sampleCompanyRfc(random: () => number): string {
  const letters = 'ABCDEFGHJKLMNPRSTUVWXYZ';
  const pick = () => letters[Math.floor(random() * letters.length)]!;
  const year = pad(10 + Math.floor(random() * 14), 2);
  const month = pad(1 + Math.floor(random() * 12), 2);
  const day = pad(1 + Math.floor(random() * 28), 2);
  return withRfcCheckCharacter(`${pick()}${pick()}${pick()}${year}${month}${day}${pick()}${Math.floor(random() * 10)}`);
}

/** ISO 6346 letter values: A = 10 onwards, skipping the multiples of 11 (11, 22, 33). */
const ISO6346_LETTERS = (() => {
  const values = new Map<string, number>();
  let value = 10;
  for (const letter of 'ABCDEFGHIJKLMNOPQRSTUVWXYZ') {
    if (value % 11 === 0) value += 1;
    values.set(letter, value);
    value += 1;
  }
  return values;
})();

/** A container number with its ISO 6346 check digit (owner code, U, six digits, check digit). */
export function containerNumber(owner: string, serial: number): string {
  const base = `${owner}U${pad(serial % 1_000_000, 6)}`;
  const sum = [...base].reduce((total, char, i) => total + (ISO6346_LETTERS.get(char) ?? Number(char)) * 2 ** i, 0);
  return `${base}${(sum % 11) % 10}`;
}

/**
 * Realistic import pedimentos (movement 1, key A1), consistent as the checks want them: item USD values add
 * up to the invoice, DTA is 8 per thousand of the customs value, each item's IVA is 16 % of its value plus its
 * DTA share. Records in the order real files use.
 */
export function generatePedimentos(input: GeneratorInput, count: number): M3Pedimento[] {
  const { random } = input;
  const pick = <T>(list: T[]) => list[Math.floor(random() * list.length)]!;
  const out: M3Pedimento[] = [];
  for (let i = 0; i < count; i += 1) {
    const numero = `${input.year % 10}${pad(input.firstConsecutive + i, 6)}`;
    const aduana = pick(input.aduanasSeccion);
    const importador = pick(input.importadores);
    const tipoCambio = (17 + random() * 3).toFixed(5);
    const paid = new Date(Date.UTC(input.year, Math.floor(random() * 10), 1 + Math.floor(random() * 27)));
    const entry = new Date(paid.getTime() - 86_400_000);
    const records: string[][] = [];
    records.push(['500', '1', input.patente, numero, aduana, '']);
    const itemCount = 1 + Math.floor(random() * 4);
    const items = Array.from({ length: itemCount }, (_, n) => {
      const fraccion = pick(input.fracciones);
      const usdCents = 10_000 + Math.floor(random() * 2_000_000);
      const valor = Math.round((usdCents / 100) * Number(tipoCambio));
      const cantidad = 1 + Math.floor(random() * 500);
      return { n: n + 1, fraccion, usdCents, valor, cantidad };
    });
    const totalUsd = items.reduce((s, it) => s + it.usdCents, 0);
    const totalValor = items.reduce((s, it) => s + it.valor, 0);
    const peso = (100 + random() * 9000).toFixed(3);
    const general = ['501', input.patente, numero, aduana, '1', 'A1', aduana, '', importador.rfc, '', tipoCambio];
    general.push('0', '0', '0', '0', '', peso, '7', '7', '7', '9', importador.nombre, 'AV. INDUSTRIAL', '', '100', '64000');
    general.push('MONTERREY', 'NL', 'MEX', '', '0', '0', '0', '0', '0');
    records.push(general);
    // Every other pedimento came by sea in a container, the rest by road: a master bill of lading (503) and its box (504).
    if (Number(numero) % 2 === 0) {
      records.push(['503', numero, `MAEU${numero}`, '1'], ['504', numero, containerNumber('MSC', Number(numero)), '1']);
    }
    const usd = (totalUsd / 100).toFixed(2);
    records.push([
      '505',
      numero,
      ddmmyyyy(entry),
      `COVE${pad(Math.floor(random() * 1e9), 9)}`,
      pick(INCOTERMS),
      'USD',
      usd,
      usd,
      'USA',
      'TX',
    ]);
    records.at(-1)!.push('95-1234567', 'SUPPLIER INC.', 'MAIN ST.', '', '100', '78040', 'LAREDO');
    records.push(['506', numero, '1', ddmmyyyy(entry)], ['506', numero, '2', ddmmyyyy(paid)]);
    const dta = Math.round((totalValor * 8) / 1000);
    records.push(['509', numero, '1', '8.00000', '7'], ['510', numero, '1', '0', String(dta)]);
    for (const it of items) {
      const unitPrice = (it.valor / it.cantidad).toFixed(5);
      const item = ['551', numero, it.fraccion.fraccion, String(it.n), it.fraccion.nico, it.fraccion.descripcion.slice(0, 250), unitPrice];
      item.push(
        String(it.valor),
        String(it.valor),
        (it.usdCents / 100).toFixed(2),
        `${it.cantidad}.000`,
        pick(UNITS),
        `${it.cantidad}.00000`,
      );
      item.push(pick(UNITS), '', '0', '1', '', '', '', pick(PAISES), 'USA', '', '', '', '');
      records.push(item);
      const iva = Math.round((it.valor * 1008 * 16) / 100_000);
      records.push(['556', numero, it.fraccion.fraccion, String(it.n), '3', '16.0000000000', '1']);
      records.push(['557', numero, it.fraccion.fraccion, String(it.n), '3', '0', String(iva)]);
    }
    records.push(['800', numero, '1', 'FIRMA', '00001000000500000001']);
    const list: M3Record[] = records.map((fields) => ({ line: 0, type: fields[0]!, fields }));
    out.push({ numero, patente: input.patente, aduanaSeccion: aduana, movimiento: '1', records: list });
  }
  return out;
}
