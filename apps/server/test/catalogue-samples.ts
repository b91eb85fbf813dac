import { getCatalogue, withRfcCheckCharacter, type CatalogueDefinition, type FieldDefinition } from '@portal/contract';

type Row = Record<string, unknown>;
export type CreateRecord = (catalogue: string, values: Row) => Promise<number>;

let counter = 0;
const LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZ';

/** Letters that differ for every call, so unique fields never clash between samples. */
function uniqueLetters(n: number, length: number): string {
  let text = '';
  let rest = n;
  for (let i = 0; i < length; i += 1) {
    text = LETTERS[rest % LETTERS.length] + text;
    rest = Math.floor(rest / LETTERS.length);
  }
  return text;
}

/** `n` kept inside the field's bounds (an order 0–999, a percentage 0–100). */
function within(field: FieldDefinition, n: number, margin = 0): number {
  const min = field.min ?? 0;
  const max = (field.max ?? Number.MAX_SAFE_INTEGER) - margin;
  return min + (n % Math.max(1, max - min + 1));
}

function sampleValue(name: string, field: FieldDefinition, n: number): unknown {
  switch (field.kind) {
    case 'text': {
      const max = field.maxLength ?? 200;
      if (max <= 6) return uniqueLetters(n, max);
      return `${name} ${n} Ñandú Peñasco`.slice(0, max);
    }
    case 'longText':
      return `Av. Reforma ${n}, Col. Juárez, Ciudad de México`;
    case 'email':
      return `persona${n}@example.mx`;
    case 'phone':
      return '+52 55 1234 5678';
    case 'integer':
      return within(field, n);
    case 'decimal':
      return `${within(field, n, 1)}.5`;
    case 'boolean':
      return true;
    case 'date':
      return '2026-01-15';
    case 'datetime':
      return '2026-01-15T10:00:00.000Z';
    case 'enum':
      return field.values![0];
    case 'language':
      return 'es-MX';
    case 'rfc':
      return withRfcCheckCharacter(`${uniqueLetters(n, 3)}010203AB`);
    case 'rfcOrTaxId':
      return `TAX${uniqueLetters(n, 6)}`;
    case 'curp':
      return `GOMA${'850101'}HDFRRL09`;
    case 'clabe':
      return '002010077777777771';
    case 'fraccion':
      return '73181599';
    case 'nico':
      return '03';
    case 'time':
      return `${String(7 + (n % 12)).padStart(2, '0')}:30`;
    case 'secret':
      return `usuario${n} / Clave#${n}`;
    case 'documents':
      return [];
    default:
      return undefined;
  }
}

/**
 * A valid new record of any catalogue, made from its definition alone: referenced records are
 * created first through `create` (the API under test), so every catalogue is testable the moment
 * it is defined.
 */
export async function sampleRecord(definition: CatalogueDefinition, create: CreateRecord, fixed: Row = {}): Promise<Row> {
  counter += 1;
  const n = counter * 7 + Math.floor(Math.random() * 5);
  const record: Row = {};
  for (const [name, field] of Object.entries(definition.fields)) {
    if (name in fixed) {
      record[name] = fixed[name];
    } else if (field.kind === 'reference') {
      if (!field.required) continue;
      const target = getCatalogue(field.references!);
      record[name] = await create(target.name, await sampleRecord(target, create));
    } else if (field.kind === 'references') {
      const target = getCatalogue(field.references!);
      record[name] = [await create(target.name, await sampleRecord(target, create))];
    } else {
      record[name] = sampleValue(name, field, n);
    }
  }
  return record;
}
