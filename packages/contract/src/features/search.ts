import { z } from 'zod';

/** One search box across the portal (not in the spec: decided in docs/decisions/0085-global-search.md). */
export const GLOBAL_SEARCH_API = '/api/Buscar';

export const globalSearchQuerySchema = z
  .object({
    q: z.string().trim().min(2, { message: 'validation.tooShort' }).max(100, { message: 'validation.tooLong' }),
  })
  .strict();
export type GlobalSearchQuery = z.infer<typeof globalSearchQuerySchema>;

/**
 * One hit: its group (a catalogue's name, `pedimentos`, `usuarios`...), the text shown, a second line, and the
 * screen that opens it. `rank` orders hits across groups: 0 exact, 1 starts with, 2 a word starts with, 3 contains.
 */
export const globalSearchHitSchema = z.object({
  grupo: z.string(),
  id: z.union([z.number().int(), z.string()]),
  texto: z.string(),
  detalle: z.string().nullable(),
  ruta: z.string(),
  rank: z.number().int(),
});
export type GlobalSearchHit = z.infer<typeof globalSearchHitSchema>;

export const globalSearchResponseSchema = z.object({ resultados: z.array(globalSearchHitSchema) });
export type GlobalSearchResponse = z.infer<typeof globalSearchResponseSchema>;

/** Hits per group, and in all. */
export const GLOBAL_SEARCH_PER_GROUP = 5;
export const GLOBAL_SEARCH_LIMIT = 30;
