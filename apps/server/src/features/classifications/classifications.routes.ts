import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { FILE_POLICIES, listResponseSchema, translate } from '@portal/contract';
import {
  CLASIFICACIONES_API,
  adjuntoParamsSchema,
  adjuntoSchema,
  adjuntoUploadQuerySchema,
  adjuntosPath,
  clasificacionDetailSchema,
  clasificacionExportQuerySchema,
  clasificacionInputSchema,
  clasificacionListQuerySchema,
  clasificacionSummarySchema,
  clasificacionPut,
  clasificarSchema,
  comentarioInputSchema,
  comentarioSchema,
  comentariosPath,
  duplicadosQuerySchema,
  duplicadosSchema,
  solicitudIdParamsSchema,
  TARIFA_API,
  tarifaSchema,
  participantesSchema,
  ALERTAS_TARIFA_API,
  SINCRONIZACION_API,
  parteIdParamsSchema,
  parteSyncListQuerySchema,
  parteSyncSchema,
  syncResultSchema,
  alertaIdParamsSchema,
  tarifaAlertaListQuerySchema,
  tarifaAlertaSchema,
} from '@portal/contract/features/classifications';
import type { AppDeps } from '../../platform/deps.ts';
import { acceptingGetBody } from '../../platform/read-only.ts';
import { receiveUpload, sendStoredFile } from '../../platform/files.ts';
import { requestLanguage } from '../../platform/i18n.ts';
import { cellsOf, sendSheet } from '../../platform/list/list-export.ts';
import { callerOf } from '../../platform/route-access.ts';
import {
  addAdjunto,
  addComentario,
  assertPending,
  findAdjunto,
  listAdjuntos,
  listComentarios,
  removeAdjunto,
} from './classification-thread.service.ts';
import {
  createClasificacion,
  findDuplicados,
  getClasificacion,
  listClasificaciones,
  participantes,
  streamClasificaciones,
  updateClasificacion,
} from './classifications.service.ts';
import { classifiersOf, classify, notifySafely, tarifaEnVigor } from './classify.service.ts';
import { listAlertas, resolveAlerta } from './tariff-alerts.service.ts';
import { listSync, retryPart } from './part-sync.service.ts';

const R = 'Clasificaciones' as const;
const access = (action: 'read' | 'create' | 'write') => ({ access: { resource: R, action } });
/** Requesters (create) and classifiers (write) both take part in a request's conversation and files. */
const participant = {
  access: {
    anyOf: [
      { resource: R, action: 'create' as const },
      { resource: R, action: 'write' as const },
    ],
  },
};
const tags = ['clasificaciones'];
const item = `${CLASIFICACIONES_API}/:solicitudId`;

const EXPORT_COLUMNS = [
  'folio',
  'estado',
  'clienteNombre',
  'proveedorNombre',
  'numeroParte',
  'descripcion',
  'fraccion',
  'nico',
  'solicitanteNombre',
  'clasificadorNombre',
  'createdAt',
  'clasificadaAt',
] as const;

/** Classification requests (docs/decisions/0110-classifications.md), resource Clasificaciones. */
export function registerClassificationRoutes(app: FastifyInstance, deps: AppDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    CLASIFICACIONES_API,
    {
      config: access('read'),
      schema: { tags, querystring: clasificacionListQuerySchema, response: { 200: listResponseSchema(clasificacionSummarySchema) } },
    },
    async (request) => listClasificaciones(deps.db, callerOf(request), request.query),
  );
  r.get(
    `${CLASIFICACIONES_API}/Exportar`,
    {
      config: access('read'),
      schema: { tags, summary: 'The current filter as Excel (.xlsx) or CSV', querystring: clasificacionExportQuerySchema },
    },
    async (request, reply) => {
      const { formato, ...query } = request.query;
      const language = requestLanguage(request);
      return sendSheet(reply, {
        title: translate(language, 'clasificaciones.title'),
        headers: EXPORT_COLUMNS.map((column) => translate(language, `clasificaciones.fields.${column}`)),
        format: formato,
        batches: cellsOf(streamClasificaciones(deps.db, callerOf(request), query), (row) =>
          EXPORT_COLUMNS.map((column) =>
            column === 'estado' ? translate(language, `clasificaciones.estados.${row.estado}`) : (row[column] ?? ''),
          ),
        ),
      });
    },
  );
  r.get(
    `${CLASIFICACIONES_API}/Duplicados`,
    {
      config: participant,
      schema: {
        tags,
        summary: "The customer's part with this number and earlier requests for it (the warning before saving)",
        querystring: duplicadosQuerySchema,
        response: { 200: duplicadosSchema },
      },
    },
    async (request) =>
      findDuplicados(deps.db, callerOf(request), request.query.clienteId, request.query.numeroParte, request.query.excluir),
  );
  r.get(
    `${CLASIFICACIONES_API}/Participantes`,
    {
      config: access('read'),
      schema: { tags, summary: 'Requesters and classifiers of the requests the caller sees', response: { 200: participantesSchema } },
    },
    async (request) => participantes(deps.db, callerOf(request)),
  );
  registerTariffRoutes(app, deps);
  r.get(
    item,
    { config: access('read'), schema: { tags, params: solicitudIdParamsSchema, response: { 200: clasificacionDetailSchema } } },
    async (request) => getClasificacion(deps.db, callerOf(request), request.params.solicitudId),
  );
  r.post(
    CLASIFICACIONES_API,
    {
      config: access('create'),
      schema: {
        tags,
        summary:
          'Creates a request; a part number already known for the customer is a 409 unless confirmarDuplicado; the exact repeat of a request the caller created in the last 10 minutes (a retry) answers with that request',
        body: clasificacionInputSchema,
        response: { 201: clasificacionDetailSchema },
      },
    },
    async (request, reply) => {
      const caller = callerOf(request);
      const { detail: created, repeated } = await createClasificacion(deps.db, caller, request.body);
      // The retry of a create that went through (its answer lost) gets the same answer, and nobody is told twice.
      if (repeated) return reply.code(201).send(created);
      // A new request lands on the classifiers' desk.
      const desk = (await classifiersOf(deps.db)).filter((id) => id !== caller.userId);
      await notifySafely(deps, desk, 'created', {
        solicitudId: created.solicitudId,
        folio: created.folio,
        numeroParte: created.numeroParte,
      });
      return reply.code(201).send(created);
    },
  );
  r.put(
    item,
    {
      config: access('write'),
      schema: { tags, params: solicitudIdParamsSchema, body: clasificacionPut.schema, response: { 200: clasificacionDetailSchema } },
    },
    async (request) => {
      const caller = callerOf(request);
      const id = request.params.solicitudId;
      const body = await acceptingGetBody(request.body, clasificacionPut, () => getClasificacion(deps.db, caller, id));
      return updateClasificacion(deps.db, caller, id, body);
    },
  );
  r.post(
    `${item}/Clasificar`,
    {
      config: access('write'),
      schema: {
        tags,
        summary: "Pending → classified: the fraction + NICO are written into the customer's part in the same transaction",
        params: solicitudIdParamsSchema,
        body: clasificarSchema,
        response: { 200: clasificacionDetailSchema },
      },
    },
    async (request) => classify(deps, callerOf(request), request.params.solicitudId, request.body),
  );
  registerThreadRoutes(app, deps);
  registerSyncRoutes(app, deps);
}

/** The tariff in force and the alerts of codes that left it. */
function registerTariffRoutes(app: FastifyInstance, deps: AppDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    ALERTAS_TARIFA_API,
    {
      config: access('read'),
      schema: {
        tags,
        summary: 'Parts and requests whose code left the tariff in force',
        querystring: tarifaAlertaListQuerySchema,
        response: { 200: listResponseSchema(tarifaAlertaSchema) },
      },
    },
    async (request) => listAlertas(deps.db, callerOf(request), request.query),
  );
  r.post(
    `${ALERTAS_TARIFA_API}/:alertaId/Resolver`,
    { config: access('write'), schema: { tags, summary: 'Marks the alert as dealt with', params: alertaIdParamsSchema } },
    async (request, reply) => {
      await resolveAlerta(deps.db, callerOf(request), request.params.alertaId);
      return reply.code(204).send();
    },
  );
  r.get(
    TARIFA_API,
    {
      config: access('read'),
      schema: {
        tags,
        summary: 'Every fraction + NICO in force with its text (cached by the browser for a day)',
        response: { 200: tarifaSchema },
      },
    },
    async () => tarifaEnVigor(deps.db),
  );
}

/** Parts pushed to their customers' systems: their sync state, and a retry (resource Partes). */
function registerSyncRoutes(app: FastifyInstance, deps: AppDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    SINCRONIZACION_API,
    {
      config: { access: { resource: 'Partes' as const, action: 'read' as const } },
      schema: {
        tags: ['partes'],
        summary: 'Parts with their sync state and last error',
        querystring: parteSyncListQuerySchema,
        response: { 200: listResponseSchema(parteSyncSchema) },
      },
    },
    async (request) => listSync(deps.db, callerOf(request), request.query, requestLanguage(request)),
  );
  r.post(
    `${SINCRONIZACION_API}/:parteId/Reintentar`,
    {
      config: { access: { resource: 'Partes' as const, action: 'write' as const } },
      schema: {
        tags: ['partes'],
        summary: 'Pushes the part to its customer system now',
        params: parteIdParamsSchema,
        response: { 200: syncResultSchema },
      },
    },
    async (request) => retryPart(deps.db, callerOf(request), request.params.parteId),
  );
}

function registerThreadRoutes(app: FastifyInstance, deps: AppDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    comentariosPath(':solicitudId'),
    { config: access('read'), schema: { tags, params: solicitudIdParamsSchema, response: { 200: z.array(comentarioSchema) } } },
    async (request) => listComentarios(deps.db, callerOf(request), request.params.solicitudId),
  );
  r.post(
    comentariosPath(':solicitudId'),
    {
      config: participant,
      schema: { tags, params: solicitudIdParamsSchema, body: comentarioInputSchema, response: { 201: comentarioSchema } },
    },
    async (request, reply) =>
      reply.code(201).send(await addComentario(deps, callerOf(request), request.params.solicitudId, request.body.texto)),
  );
  r.get(
    adjuntosPath(':solicitudId'),
    { config: access('read'), schema: { tags, params: solicitudIdParamsSchema, response: { 200: z.array(adjuntoSchema) } } },
    async (request) => listAdjuntos(deps.db, callerOf(request), request.params.solicitudId),
  );
  r.post(
    adjuntosPath(':solicitudId'),
    {
      config: participant,
      schema: {
        tags,
        summary: 'Attaches a PDF or picture (multipart field "file") of a DocumentoProveedorTipos kind (5: data sheet)',
        consumes: ['multipart/form-data'],
        params: solicitudIdParamsSchema,
        querystring: adjuntoUploadQuerySchema,
        response: { 201: adjuntoSchema },
      },
    },
    async (request, reply) => {
      const caller = callerOf(request);
      // Out of scope, unknown or already classified: refused before a byte is stored.
      await assertPending(deps.db, caller, request.params.solicitudId);
      const { file } = await receiveUpload(request, deps.files, FILE_POLICIES.document, caller.userId);
      return reply.code(201).send(await addAdjunto(deps.db, caller, request.params.solicitudId, request.query.tipo, file.fileId));
    },
  );
  r.get(
    `${adjuntosPath(':solicitudId')}/:adjuntoId`,
    { config: access('read'), schema: { tags, summary: 'Downloads the attachment', params: adjuntoParamsSchema } },
    async (request, reply) => {
      const { file } = await findAdjunto(deps.db, callerOf(request), request.params.solicitudId, request.params.adjuntoId);
      return sendStoredFile(reply, deps.files, file, true);
    },
  );
  r.delete(
    `${adjuntosPath(':solicitudId')}/:adjuntoId`,
    { config: participant, schema: { tags, params: adjuntoParamsSchema } },
    async (request, reply) => {
      const caller = callerOf(request);
      await assertPending(deps.db, caller, request.params.solicitudId);
      const { adjunto, file } = await findAdjunto(deps.db, caller, request.params.solicitudId, request.params.adjuntoId);
      await removeAdjunto(deps.db, adjunto.adjuntoId);
      await deps.files.remove(file.fileId);
      return reply.code(204).send();
    },
  );
}
