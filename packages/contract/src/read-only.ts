import { type z } from 'zod';

/**
 * The body of a PUT that takes back what its GET gave (issue 19): the input's fields, plus every field the item has
 * and the input lacks (timestamps, display texts, computed flags), each optional. The server drops them when they
 * are what is stored and answers a changed one with a 400 naming it (`withoutReadOnly` on the server).
 * `readOnly` lists those fields; `item` is the GET's schema, through which the stored record is read to compare.
 * Build it from the input's plain object, before any object-level refinement, and pass that refinement as `refine`.
 */
export function putBody<I extends z.ZodRawShape, O extends z.ZodRawShape>(
  input: z.ZodObject<I>,
  item: z.ZodObject<O>,
  refine?: (value: z.output<z.ZodObject<I>>, ctx: z.RefinementCtx) => void,
): {
  schema: z.ZodObject<I & { [K in Exclude<keyof O, keyof I>]: z.ZodOptional<O[K]> }, z.core.$strict>;
  readOnly: string[];
  item: z.ZodObject<O>;
} {
  const readOnly = Object.keys(item.shape).filter((name) => !(name in input.shape));
  const extra = Object.fromEntries(readOnly.map((name) => [name, (item.shape[name] as z.ZodType).optional()]));
  const schema = input.extend(extra).strict();
  return { schema: (refine ? schema.superRefine(refine as never) : schema) as never, readOnly, item };
}
