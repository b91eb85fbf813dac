import { z } from 'zod';

/** RFC 6902 JSON Patch, as the spec's ticket survey sends it. Only the operations the API accepts. */
export const jsonPatchOperationSchema = z
  .object({
    op: z.enum(['replace', 'add', 'remove']),
    path: z.string().regex(/^\/[A-Za-z][A-Za-z0-9]*$/, { message: 'validation.invalidValue' }),
    value: z.unknown().optional(),
  })
  .strict();
export const jsonPatchSchema = z.array(jsonPatchOperationSchema).min(1).max(50);
export type JsonPatch = z.infer<typeof jsonPatchSchema>;

/** Applies a flat JSON Patch to an object; the result is validated by the caller's schema. */
export function applyJsonPatch<T extends Record<string, unknown>>(target: T, patch: JsonPatch): Record<string, unknown> {
  const next: Record<string, unknown> = { ...target };
  for (const op of patch) {
    const key = op.path.slice(1);
    if (op.op === 'remove') delete next[key];
    else next[key] = op.value;
  }
  return next;
}
