import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listResponseSchema, translate, type Language } from '@portal/contract';
import {
  AUDITORIA_API,
  abrirRamSchema,
  autorizarSchema,
  bulkAsignarSchema,
  bulkResultSchema,
  bulkSolicitarSchema,
  comentarioSchema,
  eventoDetailSchema,
  eventoIdParamsSchema,
  hallazgoExportQuerySchema,
  hallazgoIdParamsSchema,
  hallazgoListQuerySchema,
  hallazgoSchema,
  responsableSchema,
  indicadoresQuerySchema,
  indicadoresSchema,
  operacionExportQuerySchema,
  operacionIdParamsSchema,
  operacionListQuerySchema,
  operacionSummarySchema,
  preAuditoriaResultSchema,
  preAuditoriaSchema,
  rechazarSchema,
  reglaParamsSchema,
  reglaSchema,
  reglaUpdateSchema,
  saaiM3QuerySchema,
  saaiM3ResumenSchema,
  solicitarAutorizacionSchema,
  type Hallazgo,
  type OperacionSummary,
} from '@portal/contract/features/audits';
import type { AppDeps } from '../../platform/deps.ts';
import { requestLanguage } from '../../platform/i18n.ts';
import { cellsOf, sendSheet, type Cell } from '../../platform/list/list-export.ts';
import { callerOf } from '../../platform/route-access.ts';
import {
  listOwners,
  assignOwner,
  authorize,
  comment,
  reject,
  requestAuthorization,
  requestAuthorizations,
} from './audit-actions.service.ts';
import { listRules, preAudit, saaiM3Summary, updateRule } from './audit-insights.service.ts';
import { getEvento, getIndicadores, listHallazgos, listOperaciones, streamHallazgos, streamOperaciones } from './audit-lists.service.ts';
import { auditPendingPedimentos } from './audit-run.service.ts';
import { openRam } from './audit-ram.service.ts';

const access = (action: 'read' | 'create' | 'write') => ({ access: { resource: 'AuditoriaMolex' as const, action } });
const tags = ['auditoria'];
const noContent = { 204: z.null().describe('Done') };

const OPERACION_COLUMNS = [
  'auditoriaBitacoraEventoId',
  'factura',
  'clienteNombre',
  'referencia',
  'pedimento',
  'aduana',
  'fechaRegistro',
  'tipoOperacion',
  'solicitudes',
  'claveDocumento',
  'hallazgos',
  'abiertos',
  'estado',
] as const;
const HALLAZGO_COLUMNS = [
  'auditoriaHallazgoId',
  'aduana',
  'referencia',
  'pedimento',
  'claveDocumento',
  'regla',
  'mensaje',
  'severidad',
  'campo',
  'valorPresente',
  'valorEsperado',
  'estado',
  'tipoAutorizacion',
  'observaciones',
  'responsableNombre',
  'fechaCompromiso',
] as const;

function operacionCells(language: Language, row: OperacionSummary): Cell[] {
  return OPERACION_COLUMNS.map((column) => {
    if (column === 'estado') return translate(language, `audits.operacionEstados.${row.estado}`);
    if (column === 'tipoOperacion') return row.tipoOperacion ? translate(language, `audits.operaciones.${row.tipoOperacion}`) : '';
    return row[column] ?? '';
  });
}

function hallazgoCells(language: Language, row: Hallazgo): Cell[] {
  return HALLAZGO_COLUMNS.map((column) => {
    if (column === 'estado') return translate(language, `audits.estados.${row.estado}`);
    if (column === 'severidad') return translate(language, `audits.severidades.${row.severidad}`);
    if (column === 'regla') return translate(language, `audits.rules.${row.regla}`);
    if (column === 'tipoAutorizacion')
      return row.tipoAutorizacion ? translate(language, `audits.tiposAutorizacion.${row.tipoAutorizacion}`) : '';
    return row[column] ?? '';
  });
}

/**
 * Audits of customs operations (resource AuditoriaMolex; paths in docs/decisions/0120-audits.md): reading needs
 * read, requesting an authorization or commenting create, authorizing, rejecting, assigning and the rule switches
 * write. Every list and item is limited to the caller's customers, customs offices and patents.
 */
export function registerAuditRoutes(app: FastifyInstance, deps: AppDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    `${AUDITORIA_API}/Operaciones`,
    {
      config: access('read'),
      schema: { tags, querystring: operacionListQuerySchema, response: { 200: listResponseSchema(operacionSummarySchema) } },
    },
    async (request) => listOperaciones(deps.db, callerOf(request), request.query),
  );
  r.get(
    `${AUDITORIA_API}/Operaciones/Exportar`,
    {
      config: access('read'),
      schema: { tags, summary: 'The current filter as Excel (.xlsx) or CSV', querystring: operacionExportQuerySchema },
    },
    async (request, reply) => {
      const { formato, ...query } = request.query;
      const language = requestLanguage(request);
      return sendSheet(reply, {
        title: translate(language, 'audits.title'),
        headers: OPERACION_COLUMNS.map((c) => translate(language, `audits.fields.${c}`)),
        format: formato,
        batches: cellsOf(streamOperaciones(deps.db, callerOf(request), query), (row) => operacionCells(language, row)),
      });
    },
  );
  r.post(
    `${AUDITORIA_API}/Operaciones/Auditar`,
    {
      config: access('create'),
      schema: {
        tags,
        summary: 'Audits the pedimentos imported or changed since their last audit',
        response: { 200: z.object({ auditadas: z.number().int() }) },
      },
    },
    async (request) => ({ auditadas: await auditPendingPedimentos(deps.db, { userId: callerOf(request).userId }) }),
  );
  r.post(
    `${AUDITORIA_API}/Operaciones/:auditoriaOperacionId/Comentarios`,
    {
      config: access('create'),
      schema: {
        tags,
        params: operacionIdParamsSchema,
        body: comentarioSchema,
        response: { 201: z.object({ auditoriaBitacoraEventoId: z.number().int() }) },
      },
    },
    async (request, reply) => {
      const id = await comment(deps.db, callerOf(request), request.params.auditoriaOperacionId, request.body.comentario);
      return reply.code(201).send({ auditoriaBitacoraEventoId: id });
    },
  );
  r.get(
    `${AUDITORIA_API}/Indicadores`,
    { config: access('read'), schema: { tags, querystring: indicadoresQuerySchema, response: { 200: indicadoresSchema } } },
    async (request) => getIndicadores(deps.db, callerOf(request), request.query),
  );
  r.get(
    `${AUDITORIA_API}/BitacoraEventos/:auditoriaBitacoraEventoId`,
    { config: access('read'), schema: { tags, params: eventoIdParamsSchema, response: { 200: eventoDetailSchema } } },
    async (request) => getEvento(deps.db, callerOf(request), request.params.auditoriaBitacoraEventoId, requestLanguage(request)),
  );
  registerFindingRoutes(app, deps);
  r.post(
    `${AUDITORIA_API}/PreAuditoria`,
    {
      config: access('read'),
      schema: {
        tags,
        summary: 'Runs the rules over a pedimento; stores nothing',
        body: preAuditoriaSchema,
        response: { 200: preAuditoriaResultSchema },
      },
    },
    async (request) => preAudit(deps.db, callerOf(request), request.body.pedimento, requestLanguage(request)),
  );
  r.get(
    `${AUDITORIA_API}/SaaiM3`,
    { config: access('read'), schema: { tags, querystring: saaiM3QuerySchema, response: { 200: saaiM3ResumenSchema } } },
    async (request) => saaiM3Summary(deps.db, callerOf(request), request.query, requestLanguage(request)),
  );
  r.get(`${AUDITORIA_API}/Reglas`, { config: access('read'), schema: { tags, response: { 200: z.array(reglaSchema) } } }, async () =>
    listRules(deps.db),
  );
  r.put(
    `${AUDITORIA_API}/Reglas/:regla`,
    { config: access('write'), schema: { tags, params: reglaParamsSchema, body: reglaUpdateSchema, response: { 200: reglaSchema } } },
    async (request) => updateRule(deps.db, callerOf(request).userId, request.params.regla, request.body),
  );
}

function registerFindingRoutes(app: FastifyInstance, deps: AppDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const base = `${AUDITORIA_API}/Hallazgos`;
  r.get(
    base,
    {
      config: access('read'),
      schema: { tags, querystring: hallazgoListQuerySchema, response: { 200: listResponseSchema(hallazgoSchema) } },
    },
    async (request) => listHallazgos(deps.db, callerOf(request), request.query, requestLanguage(request)),
  );
  r.get(
    `${base}/Exportar`,
    {
      config: access('read'),
      schema: { tags, summary: 'The current filter as Excel (.xlsx) or CSV', querystring: hallazgoExportQuerySchema },
    },
    async (request, reply) => {
      const { formato, ...query } = request.query;
      const language = requestLanguage(request);
      return sendSheet(reply, {
        title: translate(language, 'audits.findingsTitle'),
        headers: HALLAZGO_COLUMNS.map((c) => translate(language, `audits.fields.${c}`)),
        format: formato,
        batches: cellsOf(streamHallazgos(deps.db, callerOf(request), query, language), (row) => hallazgoCells(language, row)),
      });
    },
  );
  r.post(
    `${base}/SolicitarAutorizacion`,
    {
      config: access('create'),
      schema: {
        tags,
        summary: 'Requests authorization of several pending findings',
        body: bulkSolicitarSchema,
        response: { 200: bulkResultSchema },
      },
    },
    async (request) => requestAuthorizations(deps, callerOf(request), request.body),
  );
  r.get(
    `${AUDITORIA_API}/Responsables`,
    { config: access('read'), schema: { tags, summary: 'Who can own findings', response: { 200: z.array(responsableSchema) } } },
    async () => listOwners(deps.db),
  );
  r.post(
    `${base}/Asignar`,
    {
      config: access('write'),
      schema: { tags, summary: 'Assigns an owner to several findings', body: bulkAsignarSchema, response: { 200: bulkResultSchema } },
    },
    async (request) => assignOwner(deps, callerOf(request), request.body),
  );
  r.post(
    `${base}/:auditoriaHallazgoId/SolicitarAutorizacion`,
    { config: access('create'), schema: { tags, params: hallazgoIdParamsSchema, body: solicitarAutorizacionSchema, response: noContent } },
    async (request, reply) => {
      await requestAuthorization(deps, callerOf(request), request.params.auditoriaHallazgoId, request.body);
      return reply.code(204).send(null);
    },
  );
  r.post(
    `${base}/:auditoriaHallazgoId/Autorizar`,
    { config: access('write'), schema: { tags, params: hallazgoIdParamsSchema, body: autorizarSchema, response: noContent } },
    async (request, reply) => {
      await authorize(deps, callerOf(request), request.params.auditoriaHallazgoId, request.body);
      return reply.code(204).send(null);
    },
  );
  r.post(
    `${base}/:auditoriaHallazgoId/Ram`,
    {
      config: access('write'),
      schema: {
        tags,
        summary: 'Opens an improvement action (RAM) from the finding; needs create on AccionesMejora too',
        params: hallazgoIdParamsSchema,
        body: abrirRamSchema,
        response: { 201: z.object({ ramId: z.number().int(), folio: z.string() }) },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await openRam(deps.db, callerOf(request), request.params.auditoriaHallazgoId, request.body, requestLanguage(request))),
  );
  r.post(
    `${base}/:auditoriaHallazgoId/Rechazar`,
    { config: access('write'), schema: { tags, params: hallazgoIdParamsSchema, body: rechazarSchema, response: noContent } },
    async (request, reply) => {
      await reject(deps, callerOf(request), request.params.auditoriaHallazgoId, request.body);
      return reply.code(204).send(null);
    },
  );
}

/**
 * Audits run over pedimentos as they are imported or changed: a job every minute audits whatever is new or changed
 * (the import belongs to another feature, which does not call this one). In tests the run is called directly.
 */
export async function startAuditJobs(deps: AppDeps, log: Pick<FastifyBaseLogger, 'error'>): Promise<void> {
  await deps.jobs.work('audit-pedimentos', async () => {
    await auditPendingPedimentos(deps.db);
  });
  if (deps.config.env !== 'test')
    deps.jobs.schedule('audit-pedimentos', '* * * * *').catch((err: unknown) => log.error({ err }, 'audit job not scheduled'));
}
