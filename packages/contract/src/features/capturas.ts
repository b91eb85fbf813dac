import { z } from 'zod';
import { cargaConfirmSchema, cargaStartSchema, concludeConfrontaSchema, confrontaInputSchema, scanInputSchema } from './confrontas.ts';
import { previoInputSchema } from './previos.ts';

/**
 * Offline capture (decision 0105): what a phone captured without network waits in its IndexedDB and is sent here,
 * one capture per request, when the network returns. `clave` is a uuid the phone chose when capturing: the
 * idempotency key (per user). The same capture sent twice is stored once; the second answer says `repetida`.
 */
export const CAPTURAS_API = '/api/Almacen/Capturas';

export const CAPTURE_TYPES = ['previo', 'escaneo', 'carga', 'confronta', 'concluir'] as const;
export type CaptureType = (typeof CAPTURE_TYPES)[number];

const clave = z.uuid({ message: 'previos.uploadKey' });

/**
 * A previo: new (`previoId` null) or changes to an existing one, which carry the `rowVersion` the phone read; when
 * someone else saved meanwhile the server answers 409 and writes nothing.
 */
const previoCaptureSchema = z
  .object({
    clave,
    tipo: z.literal('previo'),
    previoId: z.uuid().nullable().default(null),
    previo: previoInputSchema,
  })
  .strict();

/**
 * The confrontation a capture is about: its number, or the key (`clave`) of the capture that creates it on this
 * phone (a confrontation created offline has no number yet). The server finds the number that capture got; the queue
 * sends captures in order, so the creation is always sent first.
 */
export const confrontaRefSchema = z.union([z.number().int().positive(), z.uuid()]);
export type ConfrontaRef = z.infer<typeof confrontaRefSchema>;

/** A new confrontation (the same input as `POST /api/Confrontas`). */
const newConfrontaCaptureSchema = z.object({ clave, tipo: z.literal('confronta'), confronta: confrontaInputSchema }).strict();

/** A scan of a confrontation (a concluded confrontation answers 409: someone else closed it meanwhile). */
const scanCaptureSchema = z
  .object({ clave, tipo: z.literal('escaneo'), confrontaId: confrontaRefSchema, escaneo: scanInputSchema })
  .strict();

/**
 * A confrontation concluded offline: the server checks the rule then (every item confronted, or a reason: 422
 * otherwise; already concluded by someone else: 409).
 */
const concludeCaptureSchema = z
  .object({ clave, tipo: z.literal('concluir'), confrontaId: confrontaRefSchema, conclusion: concludeConfrontaSchema })
  .strict();

/**
 * A load: the driver's badge starts it; plates and economic number confirm it once the vehicle photo was sent to
 * `/api/Confrontas/Cargas/{cargaId}/Foto` (the phone sends the capture, the photo, then the capture again with
 * `confirmar`: the key maps every send to the same load).
 */
const loadCaptureSchema = z
  .object({
    clave,
    tipo: z.literal('carga'),
    carga: cargaStartSchema.extend({ confrontaId: confrontaRefSchema }),
    confirmar: cargaConfirmSchema.nullable().default(null),
  })
  .strict();

export const captureInputSchema = z.discriminatedUnion('tipo', [
  previoCaptureSchema,
  newConfrontaCaptureSchema,
  scanCaptureSchema,
  concludeCaptureSchema,
  loadCaptureSchema,
]);
export type CaptureInput = z.input<typeof captureInputSchema>;

export const captureResultSchema = z.object({
  clave: z.uuid(),
  tipo: z.enum(CAPTURE_TYPES),
  /**
   * The record the capture made or changed: a previo's uuid, a confrontation item's or a load's number, the number
   * of the confrontation created or concluded.
   */
  recursoId: z.string(),
  /** The capture had already been stored (a second send): nothing was written this time. */
  repetida: z.boolean(),
});
export type CaptureResult = z.infer<typeof captureResultSchema>;
