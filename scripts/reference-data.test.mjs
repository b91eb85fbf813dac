import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { root } from './lib.mjs';
import {
  convertAduanaSecciones,
  convertAll,
  convertClavesPedimento,
  convertFracciones,
  convertIdentificadores,
  convertPaises,
  convertUnidadesMedida,
  csvRecords,
  parseCsv,
} from './reference-data.mjs';

describe('CSV parsing', () => {
  it('handles quotes, doubled quotes, commas and line breaks inside fields, CRLF and a BOM', () => {
    const text = '\ufeffid,texto\r\n01,"ACAPULCO, GUERRERO."\r\n02,"dice ""hola""\nen dos líneas"\n03,\n';
    expect(parseCsv(text)).toEqual([
      ['id', 'texto'],
      ['01', 'ACAPULCO, GUERRERO.'],
      ['02', 'dice "hola"\nen dos líneas'],
      ['03', ''],
    ]);
  });

  it('refuses a missing column, a short row and an unterminated quote', () => {
    expect(() => csvRecords('id,texto\n01,a\n', ['id', 'vigencia_desde'])).toThrow(/vigencia_desde/);
    expect(() => csvRecords('id,texto\n01\n02,b\n', ['id'])).toThrow(/row 2/);
    expect(csvRecords('id,texto\n01,a\n\n02,b\n', ['id'])).toHaveLength(2); // blank lines are skipped
    expect(() => csvRecords('id,texto,x\n01,b\n', ['id'])).toThrow(/fields/);
    expect(() => parseCsv('id\n"open')).toThrow(/quoted/);
  });
});

describe('converters', () => {
  it('fractions: 10-digit codes sorted, empty end of validity as null, bad codes refused', () => {
    const rows = convertFracciones(
      'fraccion,texto,vigencia_desde,vigencia_hasta,unidad\n0101299999,Los demás,2024-01-18,,06\n0101210100,"Reproductores  de raza pura",2024-01-18,2024-03-22,07\n',
    );
    expect(rows).toEqual([
      ['0101210100', 'Reproductores de raza pura', '2024-01-18', '2024-03-22', '07'],
      ['0101299999', 'Los demás', '2024-01-18', null, '06'],
    ]);
    expect(() => convertFracciones('fraccion,texto,vigencia_desde,vigencia_hasta,unidad\n01012101,x,2024-01-18,,06\n')).toThrow(/fracción/);
  });

  it('office + section: the 3-character code, and no invented code where the source lacks the digit', () => {
    const rows = convertAduanaSecciones({
      Aduana_Sección: [
        { Aduana: '24', Sección: '0', Denominación: 'Nuevo Laredo, Tamaulipas.' },
        { Aduana: '24', Sección: 'Estación Sánchez', Denominación: 'Nuevo Laredo, Tamaulipas.' },
      ],
    });
    expect(rows).toEqual([
      [1, '240', '24', '0', 'Nuevo Laredo, Tamaulipas.'],
      [2, null, '24', null, 'Estación Sánchez, Nuevo Laredo, Tamaulipas.'],
    ]);
  });

  it('countries take the SAAI keys only where apéndice 4 lists the same code', () => {
    const rows = convertPaises('id,texto,agrupaciones\nDEU,Alemania,Unión Europea\nMEX,México,\n', {
      'Claves de países': [{ 'Clave SAAI FIII': 'A4', 'Clave SAAI M3': 'DEU', País: 'Alemania' }],
    });
    expect(rows).toEqual([
      ['DEU', 'Alemania', 'DEU', 'A4', 'Unión Europea'],
      ['MEX', 'México', null, null, null],
    ]);
  });

  it('units take the readable name of apéndice 7 and the international code', () => {
    const rows = convertUnidadesMedida('id,texto,vigencia_desde,vigencia_hasta\n01,KILO,2024-01-18,\n17,DECENAS,2024-01-18,\n', {
      Unidades_de_medida: [{ Clave: 1, Descripción: 'Kilo' }],
    });
    expect(rows).toEqual([
      ['01', 'Kilo', 'KGM', '2024-01-18', null],
      ['17', 'Decenas', null, '2024-01-18', null],
    ]);
  });

  it('pedimento keys: group in appendix order, subgroups, cases of use; a repeated key is refused', () => {
    const source = {
      Claves_de_Pedimento: {
        Régimen_Definitivo: { A1: { Clave: 'A1', Descripción: 'Definitiva.', Supuestos_de_aplicación: ['I. Entrada.'] } },
        Deposito_Fiscal: {
          Almacenes_Generales: { A4: { Clave: 'A4', Descripción: 'Introducción.', Detalles: { I: 'Uno.', II: 'Dos.' } } },
        },
      },
    };
    expect(convertClavesPedimento(source)).toEqual([
      ['A1', 'Definitiva.', 1, 'Régimen Definitivo', null, ['I. Entrada.']],
      ['A4', 'Introducción.', 2, 'Deposito Fiscal', 'Almacenes Generales', ['I. Uno.', 'II. Dos.']],
    ]);
    source.Claves_de_Pedimento.Otros = { A1: { Clave: 'A1', Descripción: 'Otra vez.' } };
    expect(() => convertClavesPedimento(source)).toThrow(/twice/);
  });

  it('identifiers: a row without a key continues the previous name', () => {
    const rows = convertIdentificadores({
      Identificadores: [
        { Clave: 'V8- Transferencias de mercancías extranjeras, nacionales y', Nivel: 'G' },
        { Clave: 'nacionalizadas de tiendas libres de impuestos (Duty Free).', Nivel: 'G' },
        { Clave: 'EO – Emisor del certificado de origen.', Nivel: '<NA>' },
      ],
    });
    expect(rows.map((r) => r.slice(0, 4))).toEqual([
      [1, 'V8', 'Transferencias de mercancías extranjeras, nacionales y nacionalizadas de tiendas libres de impuestos (Duty Free).', 'G'],
      [2, 'EO', 'Emisor del certificado de origen.', null],
    ]);
  });
});

const sharedData = join(root, '..', 'shared', 'data');

describe.skipIf(!existsSync(sharedData))('the committed data files', () => {
  it('are exactly what the converter makes of ../shared/data (rerun npm run reference:convert otherwise)', () => {
    const { files, manifest } = convertAll((path) => readFileSync(join(sharedData, path), 'utf8'));
    const committed = join(root, 'packages', 'db', 'reference-data');
    for (const [name, bytes] of Object.entries(files)) {
      const actual = readFileSync(join(committed, name));
      if (name.endsWith('.gz')) expect(gunzipSync(actual).equals(gunzipSync(bytes)), name).toBe(true);
      else expect(actual.equals(bytes), name).toBe(true);
    }
    expect(manifest.counts).toMatchObject({ fraccionesNico: 11_519, aduanas: 50, aduanaSecciones: 128, patentes: 3_413 });
  });
});
