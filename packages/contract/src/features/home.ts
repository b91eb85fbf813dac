import { z } from 'zod';

/** The caller's work, counted for the home page (`/Home`, docs/decisions/0141-home-summary.md). */
export const HOME_SUMMARY_API = '/api/Inicio/Resumen';

/** Each section is present only when the caller may read its resource. */
export const HOME_SECTIONS = ['tickets', 'previos', 'confrontas', 'clasificaciones', 'hallazgos', 'descargas', 'tableros'] as const;
export type HomeSection = (typeof HOME_SECTIONS)[number];

export const homeCountSchema = z.object({
  /** What is counted: a translation key under `home.work.<section>.<clave>`. */
  clave: z.string(),
  total: z.number().int().nonnegative(),
  /** The screen that lists what is counted. */
  ruta: z.string(),
});

export const homeSummarySchema = z.object({
  secciones: z.array(
    z.object({
      seccion: z.enum(HOME_SECTIONS),
      conteos: z.array(homeCountSchema),
      /** The dashboard elements the caller pinned (section `tableros` only). */
      elementos: z.array(z.object({ elementoId: z.number().int(), nombre: z.string() })).optional(),
    }),
  ),
});
export type HomeSummary = z.infer<typeof homeSummarySchema>;
