import { z } from 'zod';
import { clabeSchema, curpSchema, fraccionSchema, isValidRfc, nicoSchema, rfcSchema } from '../validators/index.ts';

const RFC_SHAPE = /^[A-ZÑ&]{3,4}\d{6}[A-Z0-9]{3}$/;

/**
 * Mexican identifiers and tariff codes as field kinds, checked by the maintained validators
 * (check characters, impossible dates) in ../validators.
 */
export const identifierSchemas = {
  rfc: rfcSchema,
  /** A Mexican RFC (checked as one when it looks like one) or a foreign tax id (vendors abroad). */
  rfcOrTaxId: z
    .string({ message: 'validation.invalidType' })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9Ñ&-]{5,20}$/, { message: 'validation.taxId' })
    .refine((value) => !RFC_SHAPE.test(value) || isValidRfc(value), { message: 'validation.rfc.checkDigit' }),
  curp: curpSchema,
  clabe: clabeSchema,
  fraccion: fraccionSchema,
  nico: nicoSchema,
} satisfies Record<string, z.ZodType>;
