import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listResponseSchema, translate } from '@portal/contract';
import {
  AJUSTES_API,
  CLIENTES_API,
  customerOptionSchema,
  EXPEDIENTES_API,
  NOMENCLATURAS_API,
  copyMetadataSchema,
  nomenclatureInputSchema,
  nomenclaturePut,
  nomenclatureListQuerySchema,
  nomenclatureParamsSchema,
  nomenclatureSchema,
  recordDetailSchema,
  recordExportQuerySchema,
  recordListQuerySchema,
  recordParamsSchema,
  recordSummarySchema,
  settingsSchema,
} from '@portal/contract/features/digital-records';
import { acceptingGetBody } from '../../platform/read-only.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { registerListExport } from '../../platform/list/list-export-route.ts';
import { callerOf } from '../../platform/route-access.ts';
import { customerOptions, getRecord, listRecords, streamRecords } from './digital-records.service.ts';
import { registerRecordFileRoutes } from './record-files.routes.ts';
import type { RecordSources } from './record-files.service.ts';
import {
  copyMetadata,
  createNomenclature,
  deleteNomenclature,
  getNomenclature,
  listNomenclatures,
  readSettings,
  saveSettings,
  updateNomenclature,
} from './nomenclatures.service.ts';

const access = (action: 'read' | 'write') => ({ access: { resource: 'ExpedientesDigitales' as const, action } });
const tags = ['expedientes-digitales'];

const EXPORT_COLUMNS = [
  'numeroImpreso',
  'aduana',
  'patente',
  'clave',
  'tipoOperacion',
  'clienteNombre',
  'referencia',
  'rfc',
  'fechaPago',
  'archivos',
] as const;

/**
 * The query of digital records (docs/decisions/0130-digital-records.md): read needs `ExpedientesDigitales` read
 * and stays inside the caller's customers, customs offices and patents; nomenclatures and settings need write.
 */
export function registerDigitalRecordRoutes(app: FastifyInstance, deps: AppDeps, sources: RecordSources): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    EXPEDIENTES_API,
    {
      config: access('read'),
      schema: { tags, querystring: recordListQuerySchema, response: { 200: listResponseSchema(recordSummarySchema) } },
    },
    async (request) => listRecords(deps.db, callerOf(request), request.query),
  );
  registerListExport(app, {
    url: `${EXPEDIENTES_API}/Exportar`,
    config: access('read'),
    tags,
    querystring: recordExportQuerySchema,
    keyPrefix: 'expedientes',
    headerPrefix: 'expedientes.fields',
    columns: EXPORT_COLUMNS,
    rows: (request, query) => streamRecords(deps.db, callerOf(request), query),
    cell: (row, column, language) =>
      column === 'tipoOperacion'
        ? row.tipoOperacion
          ? translate(language, `expedientes.operations.${row.tipoOperacion}`)
          : ''
        : undefined,
  });
  r.get(CLIENTES_API, { config: access('read'), schema: { tags, response: { 200: z.array(customerOptionSchema) } } }, async (request) =>
    customerOptions(deps.db, callerOf(request)),
  );
  r.get(
    `${EXPEDIENTES_API}/:pedimentoId`,
    { config: access('read'), schema: { tags, params: recordParamsSchema, response: { 200: recordDetailSchema } } },
    async (request) => getRecord(deps.db, callerOf(request), request.params.pedimentoId),
  );
  registerRecordFileRoutes(app, deps, sources);
  registerNomenclatureRoutes(app, deps);
}

function registerNomenclatureRoutes(app: FastifyInstance, deps: AppDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(AJUSTES_API, { config: access('read'), schema: { tags, response: { 200: settingsSchema } } }, async () => readSettings(deps.db));
  r.put(
    AJUSTES_API,
    { config: access('write'), schema: { tags, body: settingsSchema, response: { 200: settingsSchema } } },
    async (request) => saveSettings(deps.db, request.body),
  );
  r.get(
    NOMENCLATURAS_API,
    {
      config: access('write'),
      schema: { tags, querystring: nomenclatureListQuerySchema, response: { 200: listResponseSchema(nomenclatureSchema) } },
    },
    async (request) => listNomenclatures(deps.db, request.query),
  );
  r.post(
    NOMENCLATURAS_API,
    { config: access('write'), schema: { tags, body: nomenclatureInputSchema, response: { 201: nomenclatureSchema } } },
    async (request, reply) => reply.code(201).send(await createNomenclature(deps.db, request.body)),
  );
  r.get(
    `${NOMENCLATURAS_API}/:nomenclaturaId`,
    { config: access('write'), schema: { tags, params: nomenclatureParamsSchema, response: { 200: nomenclatureSchema } } },
    async (request) => getNomenclature(deps.db, request.params.nomenclaturaId),
  );
  r.put(
    `${NOMENCLATURAS_API}/:nomenclaturaId`,
    {
      config: access('write'),
      schema: { tags, params: nomenclatureParamsSchema, body: nomenclaturePut.schema, response: { 200: nomenclatureSchema } },
    },
    async (request) => {
      const id = request.params.nomenclaturaId;
      return updateNomenclature(deps.db, id, await acceptingGetBody(request.body, nomenclaturePut, () => getNomenclature(deps.db, id)));
    },
  );
  r.delete(
    `${NOMENCLATURAS_API}/:nomenclaturaId`,
    { config: access('write'), schema: { tags, params: nomenclatureParamsSchema, response: { 204: z.null() } } },
    async (request, reply) => {
      await deleteNomenclature(deps.db, request.params.nomenclaturaId);
      return reply.code(204).send(null);
    },
  );
  r.post(
    `${NOMENCLATURAS_API}/:nomenclaturaId/CopiarMetadatos`,
    {
      config: access('write'),
      schema: {
        tags,
        summary: "Copies another nomenclature's per-type metadata (422 Cannot copy metadata when it has none or they conflict)",
        params: nomenclatureParamsSchema,
        body: copyMetadataSchema,
        response: { 200: nomenclatureSchema },
      },
    },
    async (request) => copyMetadata(deps.db, request.params.nomenclaturaId, request.body.origenId),
  );
}
