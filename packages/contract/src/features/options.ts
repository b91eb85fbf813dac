import { z } from 'zod';
import { fraccionSchema } from '../validators/schemas.ts';

/**
 * Options endpoints (`GET /api/Opciones/...`, api-conventions "Options"): `[{value, text}]` sorted by text for
 * selects and autocompletes. See docs/decisions/0030-options-domains.md.
 */
export const OPTIONS_LIMIT = 50;

export const optionSchema = z.object({ value: z.union([z.string(), z.number()]), text: z.string() });
export type Option = z.infer<typeof optionSchema>;
export const optionsResponseSchema = z.array(optionSchema);

/** The search text of a domain: matched case- and accent-insensitively anywhere in the option's text. */
export const llaveBuscarSchema = z.string({ message: 'validation.invalidType' }).trim().max(100, { message: 'validation.tooLong' });

/** `GET /api/Opciones/<Dominio>`: a search text, plus the domain's own fields (see `OPTIONS_DOMAIN_QUERIES`). */
export const optionsQuerySchema = z.object({ llaveBuscar: llaveBuscarSchema.optional() }).strict();

export const optionsDomainNameSchema = z
  .string({ message: 'validation.required' })
  .trim()
  .regex(/^[A-Za-z][A-Za-z/]{0,59}$/, { message: 'validation.optionsDomain' });

/** `GET /api/Opciones?nombreDominio=Clientes&llaveBuscar=acme`. */
export const optionsByDomainQuerySchema = z
  .object({ nombreDominio: optionsDomainNameSchema, llaveBuscar: llaveBuscarSchema.optional() })
  .strict();
export type OptionsByDomainQuery = z.infer<typeof optionsByDomainQuerySchema>;

/** `GET /api/Opciones/Texto?nombreDominio=Aduanas&llaveBuscar=24`: the option whose value is llaveBuscar (0 or 1 items). */
export const optionsTextQuerySchema = z
  .object({
    nombreDominio: optionsDomainNameSchema,
    llaveBuscar: llaveBuscarSchema.pipe(z.string().min(1, { message: 'validation.required' })),
  })
  .strict();
export type OptionsTextQuery = z.infer<typeof optionsTextQuerySchema>;

/** `GET /api/Opciones/Nicos?fraccionArancelariaId=01012101`: the NICOs of one fraction (8 digits). */
export const nicosQuerySchema = z.object({ fraccionArancelariaId: fraccionSchema, llaveBuscar: llaveBuscarSchema.optional() }).strict();

/**
 * Small fixed domains: values are stable numbers stored by the records that use them; texts are translation keys
 * `options.<domain>.<key>` (locales/options.*.json), answered in the request's language.
 */
export const FIXED_OPTION_DOMAINS = {
  OperacionTipos: [
    { value: 1, key: 'importacion' },
    { value: 2, key: 'exportacion' },
  ],
  Sistemas: [
    { value: 1, key: 'portal' },
    { value: 2, key: 'sysExpert' },
    { value: 3, key: 'saaiM3' },
    { value: 4, key: 'expedienteDigital' },
  ],
  ParteMaterialTipos: [
    { value: 1, key: 'materiaPrima' },
    { value: 2, key: 'productoTerminado' },
    { value: 3, key: 'empaque' },
    { value: 4, key: 'activoFijo' },
    { value: 5, key: 'refaccion' },
  ],
  DocumentoProveedorTipos: [
    { value: 1, key: 'factura' },
    { value: 2, key: 'listaEmpaque' },
    { value: 3, key: 'guia' },
    { value: 4, key: 'certificadoOrigen' },
    { value: 5, key: 'hojaTecnica' },
    { value: 6, key: 'otro' },
  ],
  AuditoriaGrupoEventos: [
    { value: 1, key: 'auditoria' },
    { value: 2, key: 'preAuditoria' },
    { value: 3, key: 'seguimiento' },
    { value: 4, key: 'saaiM3' },
    { value: 5, key: 'autorizaciones' },
  ],
  TableroElementoTipos: [
    { value: 1, key: 'tabla' },
    { value: 2, key: 'indicador' },
    { value: 3, key: 'barras' },
    { value: 4, key: 'lineas' },
    { value: 5, key: 'pastel' },
  ],
  ClasificacionSolicitudTipos: [
    { value: 1, key: 'nuevaParte' },
    { value: 2, key: 'reclasificacion' },
    { value: 3, key: 'validacion' },
  ],
  ClaimTipos: [
    { value: 1, key: 'autorizarHallazgos' },
    { value: 2, key: 'aprobarClasificaciones' },
    { value: 3, key: 'descargaMasiva' },
    { value: 4, key: 'concluirPrevios' },
    { value: 5, key: 'cancelarBoletines' },
  ],
} as const satisfies Record<string, readonly { value: number; key: string }[]>;
export type FixedOptionDomain = keyof typeof FIXED_OPTION_DOMAINS;

export function fixedOptionTextKey(domain: FixedOptionDomain, key: string): string {
  return `options.${domain.charAt(0).toLowerCase()}${domain.slice(1)}.${key}`;
}

/** Operation type values (1 import, 2 export), also the `tipoImpoExpo` of SysExpert options. */
export const OPERACION_TIPO = { importacion: 1, exportacion: 2 } as const;
