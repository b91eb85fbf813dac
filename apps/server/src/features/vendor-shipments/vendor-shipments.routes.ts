import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { FILE_POLICIES, listResponseSchema } from '@portal/contract';
import {
  EMBARQUES_API,
  PLANTILLA_API,
  embarqueDetailSchema,
  embarqueListQuerySchema,
  embarqueSummarySchema,
  enviarClasificacionResultSchema,
  enviarClasificacionSchema,
  envioIdParamsSchema,
  plantillaQuerySchema,
  revisionSchema,
} from '@portal/contract/features/vendor-shipments';
import type { AppDeps } from '../../platform/deps.ts';
import { contentDisposition, receiveUpload, sendStoredFile } from '../../platform/files.ts';
import { requestLanguage } from '../../platform/i18n.ts';
import { ProblemError } from '../../platform/problem.ts';
import { callerOf } from '../../platform/route-access.ts';
import { registerSocRoutes } from './soc.routes.ts';
import { buildTemplate, checkVendorCustomer } from './template.service.ts';
import { invalidExcel } from './template-reader.ts';
import {
  createFromTemplate,
  getEmbarque,
  listEmbarques,
  markReviewed,
  plantillaOf,
  sendToClassification,
} from './vendor-shipments.service.ts';

const access = (action: 'read' | 'create' | 'write') => ({ access: { resource: 'Proveedores' as const, action } });
const tags = ['embarques'];

/** Vendor shipments and their boarding templates (docs/decisions/0111-vendor-shipments.md), resource Proveedores. */
export function registerVendorShipmentRoutes(app: FastifyInstance, deps: AppDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    EMBARQUES_API,
    {
      config: access('read'),
      schema: { tags, querystring: embarqueListQuerySchema, response: { 200: listResponseSchema(embarqueSummarySchema) } },
    },
    async (request) => listEmbarques(deps.db, callerOf(request), request.query),
  );
  r.get(
    PLANTILLA_API,
    {
      config: access('read'),
      schema: {
        tags,
        summary: "The vendor's boarding template for one of its customers (.xlsx with lists)",
        querystring: plantillaQuerySchema,
      },
    },
    async (request, reply) => {
      const { proveedorId, clienteId } = request.query;
      const names = await checkVendorCustomer(deps.db, callerOf(request).scope, proveedorId, clienteId);
      const bytes = await buildTemplate(deps.db, proveedorId, clienteId, requestLanguage(request));
      return reply
        .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', contentDisposition(`Plantilla ${names.proveedor} - ${names.cliente}.xlsx`))
        .header('cache-control', 'no-store')
        .send(bytes);
    },
  );
  r.post(
    EMBARQUES_API,
    {
      config: access('create'),
      schema: {
        tags,
        summary: 'Uploads a filled boarding template (multipart "file", .xlsx); any bad cell refuses it (422 listing them)',
        consumes: ['multipart/form-data'],
        querystring: plantillaQuerySchema,
        response: { 201: embarqueDetailSchema },
      },
    },
    async (request, reply) => {
      const caller = callerOf(request);
      await checkVendorCustomer(deps.db, caller.scope, request.query.proveedorId, request.query.clienteId);
      let file;
      try {
        ({ file } = await receiveUpload(request, deps.files, FILE_POLICIES.spreadsheet, caller.userId));
      } catch (err) {
        if (err instanceof ProblemError && err.init.status === 415 && err.init.code === 'fileWrongType') throw invalidExcel();
        throw err;
      }
      const created = await createFromTemplate(deps, caller, request.query, file, requestLanguage(request));
      return reply.code(201).send(created);
    },
  );
  r.post(
    `${EMBARQUES_API}/Clasificar`,
    {
      config: access('create'),
      schema: {
        tags,
        summary: 'Sends unknown part numbers to classification in one action',
        body: enviarClasificacionSchema,
        response: { 200: enviarClasificacionResultSchema },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      await checkVendorCustomer(deps.db, caller.scope, request.body.proveedorId, request.body.clienteId);
      return sendToClassification(deps.db, caller, request.body);
    },
  );
  r.get(
    `${EMBARQUES_API}/:envioId`,
    { config: access('read'), schema: { tags, params: envioIdParamsSchema, response: { 200: embarqueDetailSchema } } },
    async (request) => getEmbarque(deps.db, callerOf(request), request.params.envioId),
  );
  r.get(
    `${EMBARQUES_API}/:envioId/Plantilla`,
    { config: access('read'), schema: { tags, summary: 'The uploaded template of the shipment', params: envioIdParamsSchema } },
    async (request, reply) => sendStoredFile(reply, deps.files, await plantillaOf(deps.db, callerOf(request), request.params.envioId)),
  );
  r.post(
    `${EMBARQUES_API}/:envioId/Revision`,
    {
      config: access('write'),
      schema: {
        tags,
        summary: "Marks the caller's side (executive or customer) as reviewed",
        params: envioIdParamsSchema,
        body: revisionSchema,
        response: { 200: embarqueDetailSchema },
      },
    },
    async (request) => markReviewed(deps.db, callerOf(request), request.params.envioId, request.body.rowVersion),
  );
  registerSocRoutes(app, deps);
}
