import { readFileSync, readdirSync } from 'node:fs';
import { hasTranslation } from '../i18n.ts';
import { describe, expect, it } from 'vitest';
import {
  checkPedimentoContent,
  decodeLines,
  containerNumber,
  generatePedimentos,
  parseM3,
  sampleCompanyRfc,
  seededRandom,
  textLines,
  writeM3,
  type M3File,
  type M3ReferenceLookup,
} from './index.ts';

const NAME = 'm3210001.076';
const CLEAN = readFileSync(new URL('./fixtures/m3210001.076', import.meta.url), 'latin1');

const lookup: M3ReferenceLookup = {
  aduanaSeccion: (c) => ['240', '470'].includes(c),
  patente: (c) => c === '3210',
  clavePedimento: (c) => c === 'A1',
  medioTransporte: (c) => ['4', '7'].includes(c),
  pais: (c) => ['USA', 'CHN', 'MEX', 'DEU', 'JPN', 'KOR', 'CAN', 'VNM'].includes(c),
  moneda: (c) => c === 'USD',
  unidad: (c) => ['1', '6', '20'].includes(c),
  identificador: (c) => ['ED', 'ES'].includes(c),
  fraccionNico: (f, n) => ['84713001.99', '85444299.99'].includes(`${f}.${n}`),
};

const parse = (text: string, name = NAME) => parseM3(textLines(text), name);
const keys = (file: M3File) => file.findings.map((f) => f.key);
/** The clean file with line `n` (1-based) replaced, removed (null) or preceded by `insert`. */
function edit(n: number, replacement: string | null, insert?: string): string {
  const lines = textLines(CLEAN);
  if (insert !== undefined) lines.splice(n - 1, 0, insert);
  else if (replacement === null) lines.splice(n - 1, 1);
  else lines[n - 1] = replacement;
  return `${lines.join('\n')}\n`;
}
const content = (file: M3File) => file.pedimentoList.flatMap((p) => checkPedimentoContent(p, lookup, file.fileName));

describe('reading an M3 file', () => {
  it('reads a clean file of two pedimentos without findings, in LF and in CRLF', async () => {
    for (const text of [CLEAN, CLEAN.replaceAll('\n', '\r\n')]) {
      const file = await parse(text);
      expect(file.findings).toEqual([]);
      expect(file).toMatchObject({ pedimentos: 2, records: 21, errors: 0, warnings: 0 });
      expect(file.pedimentoList.map((p) => [p.numero, p.aduanaSeccion, p.records.length])).toEqual([
        ['6000123', '240', 11],
        ['6000124', '470', 10],
      ]);
      expect(content(file)).toEqual([]);
    }
  });

  it('reads a byte stream split anywhere, CRLF across chunks, Latin-1 kept as it is', async () => {
    const bytes = Buffer.from(CLEAN.replaceAll('\n', '\r\n').replace('KARAT', 'KARÁT'), 'latin1');
    async function* chunks() {
      for (let i = 0; i < bytes.length; i += 7) yield bytes.subarray(i, i + 7);
    }
    const file = await parseM3(decodeLines(chunks()), NAME);
    expect(file.findings).toEqual([]);
    expect(file.pedimentoList[0]!.records[2]!.fields[11]).toBe('KARÁT USA INC');
  });

  it.each([
    ['the file name', CLEAN, 'factura.txt', 'm3.findings.fileName'],
    ['the patent of the name against 500.3', CLEAN, 'm9999001.076', 'm3.findings.patentName'],
    ['a first record that is not a 500', edit(1, null, '506|6000123|1|19032026|'), NAME, 'm3.findings.firstNot500'],
    ['a missing 801', edit(22, null), NAME, 'm3.findings.missing801'],
    ['801.2 against the name', edit(22, '801|m3210002.076|2|21|011|'), NAME, 'm3.findings.trailerName'],
    ['801.3 pedimentos', edit(22, '801|m3210001.076|3|21|011|'), NAME, 'm3.findings.trailerPedimentos'],
    ['801.4 records without the 801', edit(22, '801|m3210001.076|2|22|011|'), NAME, 'm3.findings.trailerRecords'],
    ['a record after the 801', `${CLEAN}506|6000124|1|19032026|\n`, NAME, 'm3.findings.afterTrailer'],
    ['a pedimento number that is not its 500.4', edit(4, '506|6000999|1|19032026|'), NAME, 'm3.findings.pedimentoNumber'],
    ['the field count of a record', edit(4, '506|6000123|1|'), NAME, 'm3.findings.fieldCount'],
    ['a partida child without its 551', edit(10, '557|6000123|84713001|2|3|0|2822|'), NAME, 'm3.findings.orphanChild'],
    ['a 556 without its 557', edit(10, null), NAME, 'm3.findings.rateWithoutContribution'],
    ['a 509 without its 510', edit(7, null), NAME, 'm3.findings.rateWithoutContribution'],
    ['a body in an elimination', edit(1, '500|2|3210|6000123|240|ABCD1234|'), NAME, 'm3.findings.bodyNotAllowed'],
    ['two 501 in a movement 1', edit(3, null, textLines(CLEAN)[1]), NAME, 'm3.findings.one501'],
    ['a pedimento without its 800', edit(11, null), NAME, 'm3.findings.missing800'],
    ['a date that does not exist', edit(4, '506|6000123|1|31022026|'), NAME, 'm3.findings.date'],
    ['an unknown record type (a vendor 999)', edit(11, null, '999|3210|6000123|240||||'), NAME, 'm3.findings.unknownRecord'],
    ['a blank line', edit(12, null, ''), NAME, 'm3.findings.blankLine'],
  ])('finds %s', async (_what, text, name, key) => {
    const file = await parse(text, name);
    expect(keys(file)).toContain(key);
    const found = file.findings.find((f) => f.key === key)!;
    expect(found.severity).toBe('error');
    expect(found.fileName).toBe(name);
  });

  it('says where: line, record, field, value present and expected', async () => {
    const file = await parse(edit(4, '506|6000999|1|19032026|'));
    expect(file.findings).toEqual([
      expect.objectContaining({ line: 4, record: '506', field: 2, value: '6000999', expected: '6000123', pedimento: '6000123' }),
    ]);
  });

  it.each([
    ['an unknown customs office and section', 1, '500|1|3210|6000123|990||', 'm3.findings.unknown.aduanaSeccion', 'error'],
    ['a NICO that does not exist', 8, textLines(CLEAN)[7]!.replace('|1|99|', '|1|00|'), 'm3.findings.fraccionNico', 'error'],
    ['an RFC whose check character is wrong', 2, textLines(CLEAN)[1]!.replace('ALA131011IC8', 'ALA131011IC9'), 'm3.findings.rfc', 'error'],
    ['a CURP whose check digit is wrong', 13, textLines(CLEAN)[12]!.replace('HCLMYR07', 'HCLMYR08'), 'm3.findings.curp', 'error'],
    ['a currency that does not exist', 3, textLines(CLEAN)[2]!.replace('|USD|', '|XXX|'), 'm3.findings.unknown.moneda', 'error'],
    [
      'item USD values that do not add up to the invoice',
      3,
      textLines(CLEAN)[2]!.replace('|1000.00|1000.00|', '|1010.00|1010.00|'),
      'm3.findings.usdSum',
      'warning',
    ],
    ['a DTA off by more than a peso', 7, '510|6000123|1|0|150|', 'm3.findings.dta', 'warning'],
    ['an IVA off by more than a peso', 10, '557|6000123|84713001|1|3|0|2900|', 'm3.findings.iva', 'warning'],
    ['a number whose first digit is not the year’s', 1, '500|1|3210|5000123|240||', 'm3.findings.yearDigit', 'warning'],
  ])('checks the content: %s', async (_what, line, replacement, key, severity) => {
    let text = edit(line, replacement);
    if (key === 'm3.findings.yearDigit') text = text.replaceAll('|6000123|', '|5000123|');
    const file = await parse(text);
    const findings = content(file);
    expect(findings.map((f) => f.key)).toContain(key);
    expect(findings.find((f) => f.key === key)!.severity).toBe(severity);
  });
});

describe('writing an M3 file', () => {
  it('writes back a parsed file record for record, with its 801', async () => {
    const file = await parse(CLEAN);
    expect(writeM3({ fileName: NAME, pedimentos: file.pedimentoList, prevalidador: '011' })).toBe(CLEAN);
  });

  it('round-trips generated pedimentos: parse(write(x)) has the same records and no findings (property over 25 seeds)', async () => {
    for (let seed = 1; seed <= 25; seed += 1) {
      const random = seededRandom(seed);
      const pedimentos = generatePedimentos(
        {
          random,
          patente: '3210',
          aduanasSeccion: ['240', '470'],
          fracciones: [
            { fraccion: '84713001', nico: '99', descripcion: 'COMPUTADORA PORTATIL' },
            { fraccion: '85444299', nico: '99', descripcion: 'CABLE ELECTRICO' },
          ],
          importadores: [{ rfc: sampleCompanyRfc(random), nombre: 'IMPORTADORA DEL NORTE SA DE CV' }],
          year: 2026,
          firstConsecutive: seed * 10,
        },
        1 + (seed % 4),
      );
      const text = writeM3({ fileName: NAME, pedimentos });
      const file = await parse(text);
      expect(file.findings, `seed ${seed}`).toEqual([]);
      expect(file.pedimentoList.map((p) => p.records.map((r) => r.fields))).toEqual(pedimentos.map((p) => p.records.map((r) => r.fields)));
      expect(content(file), `seed ${seed}`).toEqual([]);
    }
  });
});

describe('finding messages', () => {
  it('exist in both languages for every key the library raises', () => {
    const source = readdirSync(new URL('.', import.meta.url))
      .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
      .map((f) => readFileSync(new URL(`./${f}`, import.meta.url), 'utf8'))
      .join('\n');
    const found = [...source.matchAll(/'(m3\.findings\.[a-zA-Z.]+)'/g)].map((m) => m[1]!);
    const lookups = ['aduanaSeccion', 'patente', 'clavePedimento', 'medioTransporte', 'pais', 'moneda', 'unidad', 'identificador'];
    const all = [
      ...found,
      ...lookups.map((k) => `m3.findings.unknown.${k}`),
      ...['format', 'unknownAduana', 'unknownPatente', 'yearDigit'].map((k) => `pedimento.number.${k}`),
    ];
    expect(found.length).toBeGreaterThan(20);
    for (const key of all) {
      expect(hasTranslation('es-MX', key), key).toBe(true);
      expect(hasTranslation('en-US', key), key).toBe(true);
    }
  });
});

describe('generated containers', () => {
  it('carry the ISO 6346 check digit', () => {
    // The standard's own example: CSQU305438, check digit 3.
    expect(containerNumber('CSQ', 305438)).toBe('CSQU3054383');
    expect(containerNumber('MSC', 6000124)).toMatch(/^MSCU000124\d$/);
  });
});
