import { z } from 'zod';

const upper = () => z.string({ message: 'validation.invalidType' }).trim().toUpperCase();

/**
 * Mexican identifiers and tariff codes as field kinds. The shape is checked here; the check
 * characters and dates by the validators in ../validators (wired in by `withIdentifierChecks`).
 */
export const identifierSchemas = {
  rfc: upper().regex(/^[A-ZÑ&]{3,4}\d{6}[A-Z0-9]{3}$/, { message: 'validation.rfc' }),
  /** A Mexican RFC or a foreign tax id (vendors abroad). */
  rfcOrTaxId: upper().regex(/^[A-Z0-9Ñ&-]{5,20}$/, { message: 'validation.taxId' }),
  curp: upper().regex(/^[A-Z]{4}\d{6}[HMX][A-Z]{5}[A-Z0-9]\d$/, { message: 'validation.curp' }),
  clabe: z
    .string({ message: 'validation.invalidType' })
    .trim()
    .regex(/^\d{18}$/, { message: 'validation.clabe' }),
  fraccion: z
    .string({ message: 'validation.invalidType' })
    .trim()
    .regex(/^\d{8}$/, { message: 'validation.fraccion' }),
  nico: z
    .string({ message: 'validation.invalidType' })
    .trim()
    .regex(/^\d{2}$/, { message: 'validation.nico' }),
} satisfies Record<string, z.ZodType>;
