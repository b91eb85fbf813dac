import type { FastifyInstance } from 'fastify';
import { registerSearchSource } from '../../platform/global-search.ts';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { FILE_POLICIES, listResponseSchema, translate } from '@portal/contract';
import {
  M3_ARCHIVOS_API,
  M3_FILE_NAME_PATTERN,
  m3ArchivoDetailSchema,
  m3ArchivoIdParamsSchema,
  m3ArchivoListQuerySchema,
  m3ArchivoSummarySchema,
  m3UploadQuerySchema,
  PEDIMENTOS_API,
  pedimentoDetailSchema,
  pedimentoExportQuerySchema,
  pedimentoIdParamsSchema,
  pedimentoLinkSchema,
  pedimentoListQuerySchema,
  pedimentoSummarySchema,
} from '@portal/contract/features/pedimentos';
import type { AppDeps } from '../../platform/deps.ts';
import { contentDisposition, receiveUpload } from '../../platform/files.ts';
import { requestLanguage } from '../../platform/i18n.ts';
import { callerOf } from '../../platform/route-access.ts';
import { importM3 } from './m3-import.service.ts';
import { linkPedimento } from './pedimento-link.service.ts';
import { registerListExport } from '../../platform/list/list-export-route.ts';
import {
  getM3Archivo,
  getPedimento,
  listM3Archivos,
  listPedimentos,
  pedimentoM3,
  searchPedimentos,
  streamPedimentos,
} from './pedimentos.service.ts';

/** The export's columns, in order (the list's plus what a spreadsheet user filters by). */
const PEDIMENTO_EXPORT_COLUMNS = [
  'numeroImpreso',
  'aduana',
  'aduanaSeccion',
  'patente',
  'clave',
  'tipoOperacion',
  'clienteNombre',
  'referencia',
  'rfc',
  'nombre',
  'fechaPago',
  'valorAduana',
  'valorUsd',
] as const;

const access = (action: 'read' | 'create') => ({ access: { resource: 'Pedimentos' as const, action } });
const tags = ['pedimentos'];

/**
 * Pedimentos and the SAAI M3 files that carry them (paths decided in docs/decisions/0065-pedimentos.md).
 * Reading pedimentos needs `Pedimentos` read and is limited to the caller's customers, customs offices and
 * patents; the M3 files (which mix customers) are the importing operators' business: `Pedimentos` create.
 */
export function registerPedimentoRoutes(app: FastifyInstance, deps: AppDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  registerSearchSource({
    group: 'pedimentos',
    resource: 'Pedimentos',
    order: 1,
    find: (db, caller, term, limit) => searchPedimentos(db, caller, term, limit),
  });
  r.get(
    PEDIMENTOS_API,
    {
      config: access('read'),
      schema: { tags, querystring: pedimentoListQuerySchema, response: { 200: listResponseSchema(pedimentoSummarySchema) } },
    },
    async (request) => listPedimentos(deps.db, callerOf(request), request.query),
  );
  registerListExport(app, {
    url: `${PEDIMENTOS_API}/Exportar`,
    config: access('read'),
    tags,
    querystring: pedimentoExportQuerySchema,
    keyPrefix: 'pedimentos',
    headerPrefix: 'pedimentos.fields',
    columns: PEDIMENTO_EXPORT_COLUMNS,
    rows: (request, query) => streamPedimentos(deps.db, callerOf(request), query),
    cell: (row, column, language) =>
      column === 'tipoOperacion' ? (row.tipoOperacion ? translate(language, `pedimentos.operations.${row.tipoOperacion}`) : '') : undefined,
  });
  r.get(
    `${PEDIMENTOS_API}/:pedimentoId`,
    { config: access('read'), schema: { tags, params: pedimentoIdParamsSchema, response: { 200: pedimentoDetailSchema } } },
    async (request) => getPedimento(deps.db, callerOf(request), request.params.pedimentoId),
  );
  r.patch(
    `${PEDIMENTOS_API}/:pedimentoId`,
    {
      config: { access: { resource: 'Pedimentos' as const, action: 'write' as const } },
      schema: {
        tags,
        summary: "Links the pedimento to its customer and sets the broker's reference (unique per customer)",
        params: pedimentoIdParamsSchema,
        body: pedimentoLinkSchema,
        response: { 200: pedimentoDetailSchema },
      },
    },
    async (request) => linkPedimento(deps.db, callerOf(request), request.params.pedimentoId, request.body),
  );
  r.get(
    `${PEDIMENTOS_API}/:pedimentoId/M3`,
    {
      config: access('read'),
      schema: { tags, summary: 'The M3 text of the pedimento, as its records were read', params: pedimentoIdParamsSchema },
    },
    async (request, reply) => {
      const { fileName, text } = await pedimentoM3(deps.db, callerOf(request), request.params.pedimentoId);
      return reply
        .type('text/plain; charset=latin1')
        .header('content-disposition', contentDisposition(fileName))
        .send(Buffer.from(text, 'latin1'));
    },
  );
  r.get(
    M3_ARCHIVOS_API,
    {
      config: access('create'),
      schema: { tags, querystring: m3ArchivoListQuerySchema, response: { 200: listResponseSchema(m3ArchivoSummarySchema) } },
    },
    async (request) => listM3Archivos(deps.db, request.query),
  );
  r.get(
    `${M3_ARCHIVOS_API}/:archivoId`,
    { config: access('create'), schema: { tags, params: m3ArchivoIdParamsSchema, response: { 200: m3ArchivoDetailSchema } } },
    async (request) => getM3Archivo(deps.db, request.params.archivoId, requestLanguage(request)),
  );
  r.post(
    M3_ARCHIVOS_API,
    {
      config: access('create'),
      schema: {
        tags,
        summary: 'Uploads an SAAI M3 file (multipart field "file", named mPPPPNNN.DDD), checks it and imports its pedimentos',
        consumes: ['multipart/form-data'],
        querystring: m3UploadQuerySchema,
        response: { 200: m3ArchivoDetailSchema, 201: m3ArchivoDetailSchema },
      },
    },
    async (request, reply) => {
      const caller = callerOf(request);
      const language = requestLanguage(request);
      const { file } = await receiveUpload(request, deps.files, FILE_POLICIES.m3, caller.userId, 'file', {
        pattern: M3_FILE_NAME_PATTERN,
        messageKey: 'm3.invalidName',
      });
      const result = await importM3(deps, caller.userId, file, file.fileName, {
        soloValidos: request.query.soloValidos === 'true',
        language,
      });
      return reply.code(result.created ? 201 : 200).send(await getM3Archivo(deps.db, result.archivoId, language));
    },
  );
}
