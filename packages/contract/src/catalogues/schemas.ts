import { z } from 'zod';
import { exportQuerySchema, listQuerySchema } from '../paging.ts';
import { plainText } from '../text.ts';
import { LANGUAGES } from '../constants.ts';
import { identifierSchemas } from './identifiers.ts';
import { referenceTextKey, secretSavedKey, type CatalogueDefinition, type FieldDefinition } from './define.ts';
import { storedFileSchema } from '../files.ts';

type Shape = Record<string, z.ZodType>;

const DEFAULT_TEXT_MAX = 200;
const DEFAULT_LONG_TEXT_MAX = 4000;
/** Documents one record may carry. */
export const MAX_DOCUMENTS = 20;
const SECRET_MAX = 1000;

/** A document as the form sends it back: the server takes name, type and size from its own store. */
const documentInputSchema = z.object({
  fileId: z.uuid({ message: 'validation.option' }),
  fileName: z.string().optional(),
  contentType: z.string().optional(),
  sizeBytes: z.number().optional(),
});

function isValidDate(value: string): boolean {
  const [y, m, d] = value.split('-').map(Number);
  const date = new Date(Date.UTC(y!, m! - 1, d!));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m! - 1 && date.getUTCDate() === d;
}

/** Exact decimals travel as strings ("1234.50"); numbers are accepted and fixed to the field's scale. */
function decimalSchema(field: FieldDefinition) {
  const scale = field.scale ?? 2;
  const digits = (field.precision ?? 14) - scale;
  const pattern = new RegExp(`^-?\\d{1,${digits}}(\\.\\d{1,${scale}})?$`);
  return z
    .union([z.number({ message: 'validation.number' }), z.string({ message: 'validation.number' }).trim()])
    .transform((value) => (typeof value === 'number' ? value.toFixed(scale) : value))
    .refine((value) => pattern.test(value), { message: 'validation.number' })
    .refine((value) => field.min === undefined || Number(value) >= field.min, { message: 'validation.tooSmall' })
    .refine((value) => field.max === undefined || Number(value) <= field.max, { message: 'validation.tooBig' });
}

/** The input schema of one field (what create and update accept), required or not. */
export function fieldInputSchema(field: FieldDefinition): z.ZodType {
  // A secret left empty keeps what is stored; null clears it.
  if (field.kind === 'secret') {
    return z.preprocess(
      (value) => (value === '' ? undefined : value),
      z
        .string({ message: 'validation.invalidType' })
        .max(field.maxLength ?? SECRET_MAX, { message: 'validation.tooLong' })
        .nullable()
        .optional(),
    );
  }
  let schema: z.ZodType;
  switch (field.kind) {
    case 'text':
    case 'longText': {
      const max = field.maxLength ?? (field.kind === 'text' ? DEFAULT_TEXT_MAX : DEFAULT_LONG_TEXT_MAX);
      schema = field.required ? plainText(max).min(1, { message: 'validation.required' }) : plainText(max);
      break;
    }
    case 'email':
      schema = z
        .string({ message: 'validation.invalidType' })
        .trim()
        .max(field.maxLength ?? 254, { message: 'validation.tooLong' })
        .pipe(z.email({ message: 'validation.email' }));
      break;
    case 'phone':
      schema = z
        .string({ message: 'validation.invalidType' })
        .trim()
        .regex(/^\+?[0-9 ()-]{7,20}$/, { message: 'validation.phone' });
      break;
    case 'integer': {
      let n = z.number({ message: 'validation.number' }).int({ message: 'validation.integer' });
      if (field.min !== undefined) n = n.min(field.min, { message: 'validation.tooSmall' });
      if (field.max !== undefined) n = n.max(field.max, { message: 'validation.tooBig' });
      schema = n;
      break;
    }
    case 'decimal':
      schema = decimalSchema(field);
      break;
    case 'boolean':
      schema = z.boolean({ message: 'validation.invalidType' });
      break;
    case 'date':
      schema = z
        .string({ message: 'validation.date' })
        .regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'validation.date' })
        .refine(isValidDate, { message: 'validation.date' });
      break;
    case 'datetime':
      schema = z.iso.datetime({ offset: true, message: 'validation.datetime' });
      break;
    case 'enum':
      schema = z.enum(field.values as [string, ...string[]], { message: 'validation.option' });
      break;
    case 'language':
      schema = z.enum(LANGUAGES, { message: 'validation.option' });
      break;
    case 'time':
      schema = z.string({ message: 'validation.time' }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, { message: 'validation.time' });
      break;
    case 'documents':
      schema = z
        .array(documentInputSchema, { message: 'validation.invalidType' })
        .max(MAX_DOCUMENTS, { message: 'validation.tooMany' })
        .transform((documents) => [...new Map(documents.map((d) => [d.fileId, d])).values()]);
      break;
    case 'reference':
      schema = z
        .number({ message: 'validation.required' })
        .int({ message: 'validation.option' })
        .positive({ message: 'validation.option' });
      break;
    case 'references':
      schema = z
        .array(z.number().int({ message: 'validation.option' }).positive({ message: 'validation.option' }), {
          message: 'validation.invalidType',
        })
        .max(500, { message: 'validation.tooMany' })
        .transform((ids) => [...new Set(ids)]);
      break;
    default:
      schema = identifierSchemas[field.kind];
  }
  if (field.pattern) {
    const pattern = field.pattern;
    schema = schema.refine((value) => typeof value !== 'string' || pattern.test(value), {
      message: field.patternMessage ?? 'validation.format',
    });
  }
  if (field.required) return schema;
  // Optional fields: absent, null and "" all mean "no value".
  return z.preprocess((value) => (value === '' ? null : value), schema.nullable().optional());
}

export interface CatalogueSchemas {
  create: z.ZodObject<Shape>;
  update: z.ZodObject<Shape>;
  item: z.ZodObject<Shape>;
  listQuery: z.ZodObject<Shape>;
  exportQuery: z.ZodObject<Shape>;
}

function itemFieldSchema(field: FieldDefinition): z.ZodType {
  switch (field.kind) {
    case 'integer':
    case 'reference':
      return z.number().nullable();
    case 'references':
      return z.array(z.number());
    case 'documents':
      return z.array(storedFileSchema);
    case 'boolean':
      return z.boolean().nullable();
    default:
      return z.string().nullable();
  }
}

/** A list filter from the query string: numbers and booleans arrive as text. */
function filterSchema(field: FieldDefinition): z.ZodType {
  switch (field.kind) {
    case 'integer':
    case 'reference':
    case 'references':
      return z.coerce.number({ message: 'validation.number' }).int({ message: 'validation.integer' }).optional();
    case 'boolean':
      return z.enum(['true', 'false'], { message: 'validation.option' }).optional();
    case 'enum':
      return z.enum(field.values as [string, ...string[]], { message: 'validation.option' }).optional();
    default:
      return z.string().max(200, { message: 'validation.tooLong' }).optional();
  }
}

/** `atLeast`: a field no smaller (no earlier) than another, when both have a value. */
function checkAtLeast(definition: CatalogueDefinition, values: Record<string, unknown>, ctx: z.RefinementCtx): void {
  for (const [name, field] of Object.entries(definition.fields)) {
    if (!field.atLeast) continue;
    const value = values[name];
    const other = values[field.atLeast];
    if (value === null || value === undefined || other === null || other === undefined) continue;
    const less = field.kind === 'date' ? String(value) < String(other) : Number(value) < Number(other);
    if (less) {
      ctx.addIssue({
        code: 'custom',
        path: [name],
        message: `catalogues.${definition.name}.messages.${name}`,
      });
    }
  }
}

const cache = new WeakMap<CatalogueDefinition, CatalogueSchemas>();

/** Every schema of a catalogue, made once from its definition. */
export function catalogueSchemas(definition: CatalogueDefinition): CatalogueSchemas {
  const cached = cache.get(definition);
  if (cached) return cached;
  const inputShape: Shape = {};
  const itemShape: Shape = { [definition.idField]: z.number().int() };
  const filterShape: Shape = {};
  for (const [name, field] of Object.entries(definition.fields)) {
    inputShape[name] = fieldInputSchema(field);
    itemShape[name] = itemFieldSchema(field);
    if (field.kind === 'reference') itemShape[referenceTextKey(name)] = z.string().nullable();
    if (field.kind === 'references') itemShape[referenceTextKey(name)] = z.array(z.string());
    if (field.kind === 'secret') itemShape[secretSavedKey(name)] = z.boolean();
    if (field.filterable || field.kind === 'reference' || field.kind === 'references') filterShape[name] = filterSchema(field);
  }
  itemShape.rowVersion = z.number().int();
  itemShape.createdAt = z.string();
  itemShape.updatedAt = z.string();
  const create = z
    .object(inputShape)
    .strict()
    .superRefine((values, ctx) => checkAtLeast(definition, values, ctx));
  // The body a GET gave may come back as it is: its server-managed fields are accepted (and checked unchanged).
  const readOnlyShape = Object.fromEntries(readOnlyFields(definition).map((name) => [name, itemShape[name]!.optional()]));
  const update = z
    .object({
      ...inputShape,
      ...readOnlyShape,
      [definition.idField]: z.number({ message: 'validation.required' }).int().positive().optional(),
      rowVersion: z.number({ message: 'validation.required' }).int().positive(),
    })
    .strict()
    .superRefine((values, ctx) => checkAtLeast(definition, values, ctx));
  const listQuery = listQuerySchema.extend(filterShape).strict();
  const exportQuery = exportQuerySchema
    .extend({ ...filterShape, formato: z.enum(['xlsx', 'csv'], { message: 'validation.option' }).default('xlsx') })
    .strict();
  const schemas: CatalogueSchemas = { create, update, item: z.object(itemShape), listQuery, exportQuery };
  cache.set(definition, schemas);
  return schemas;
}

/** What an item carries that the server manages: timestamps, reference texts, "secret saved" flags. */
export function readOnlyFields(definition: CatalogueDefinition): string[] {
  const names = ['createdAt', 'updatedAt'];
  for (const [name, field] of Object.entries(definition.fields)) {
    if (field.kind === 'reference' || field.kind === 'references') names.push(referenceTextKey(name));
    if (field.kind === 'secret') names.push(secretSavedKey(name));
  }
  return names;
}

/** The fields that may be sorted by: the id, created/updated and every field marked sortable. */
export function sortableFields(definition: CatalogueDefinition): string[] {
  return [
    definition.idField,
    'createdAt',
    'updatedAt',
    ...Object.entries(definition.fields)
      .filter(([, field]) => field.sortable)
      .map(([name]) => name),
  ];
}
