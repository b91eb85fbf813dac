import { z } from 'zod';
import { normalizeRfc, rfcProblem } from './rfc.ts';
import { curpProblem, normalizeCurp } from './curp.ts';
import { clabeProblem } from './clabe.ts';
import { FRACCION_PATTERN, NICO_PATTERN, normalizeFraccion } from './fraccion.ts';

/**
 * zod fields for Mexican identifiers; messages are translation keys (locales/identifiers.*.json) that the server's
 * problem responses and the web forms translate. Values come out normalised (upper case, no separators).
 */
export const rfcSchema = z
  .string({ message: 'validation.invalidType' })
  .transform(normalizeRfc)
  .superRefine((value, ctx) => {
    const problem = rfcProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: `validation.rfc.${problem}` });
  });

export const curpSchema = z
  .string({ message: 'validation.invalidType' })
  .transform(normalizeCurp)
  .superRefine((value, ctx) => {
    const problem = curpProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: `validation.curp.${problem}` });
  });

export const clabeSchema = z
  .string({ message: 'validation.invalidType' })
  .trim()
  .superRefine((value, ctx) => {
    const problem = clabeProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: `validation.clabe.${problem}` });
  });

export const fraccionSchema = z
  .string({ message: 'validation.invalidType' })
  .transform(normalizeFraccion)
  .refine((v) => FRACCION_PATTERN.test(v), { message: 'validation.fraccion' });

export const nicoSchema = z
  .string({ message: 'validation.invalidType' })
  .trim()
  .refine((v) => NICO_PATTERN.test(v), { message: 'validation.nico' });
