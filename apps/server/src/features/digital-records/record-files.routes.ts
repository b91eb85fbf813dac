import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { DOWNLOAD_LIMIT_BYTES, FILE_POLICIES } from '@portal/contract';
import {
  EXPEDIENTES_API,
  recordFileParamsSchema,
  recordFileSchema,
  recordParamsSchema,
  recordUploadPath,
  recordUploadQuerySchema,
  recordZipBodySchema,
} from '@portal/contract/features/digital-records';
import type { AppDeps } from '../../platform/deps.ts';
import { contentDisposition, receiveUpload, sendStoredFile } from '../../platform/files.ts';
import { requestLanguage } from '../../platform/i18n.ts';
import { ProblemError } from '../../platform/problem.ts';
import { callerOf } from '../../platform/route-access.ts';
import { entryNames, zipStream } from './digital-record-zip.ts';
import { findRecordFile, getRecord, recordInScope, recordSelection } from './digital-records.service.ts';
import { nomenclatureForCustomer } from './nomenclatures.service.ts';
import { addUpload } from './record-uploads.service.ts';
import { openRecordFile, type RecordSources } from './record-files.service.ts';

const access = (action: 'read' | 'write') => ({ access: { resource: 'ExpedientesDigitales' as const, action } });
const tags = ['expedientes-digitales'];

/**
 * A record's files (docs/decisions/0131-record-uploads.md): one inline (the preview), the chosen ones as a zip,
 * and uploads into the record (write, never a client user).
 */
export function registerRecordFileRoutes(app: FastifyInstance, deps: AppDeps, sources: RecordSources): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    `${EXPEDIENTES_API}/:pedimentoId/Archivos/:archivoId`,
    {
      config: access('read'),
      schema: { tags, summary: 'One file of the record (inline, for the preview)', params: recordFileParamsSchema },
    },
    async (request, reply) => {
      const { entry } = await findRecordFile(deps.db, callerOf(request), request.params.pedimentoId, request.params.archivoId);
      if (entry.stored) return sendStoredFile(reply, deps.files, entry.stored, true);
      const body = await openRecordFile(deps.files, sources, entry, requestLanguage(request));
      return reply
        .type(entry.contentType)
        .header('content-disposition', contentDisposition(entry.fileName, true))
        .header('cache-control', 'private, max-age=0, must-revalidate')
        .send(body);
    },
  );
  r.post(
    `${EXPEDIENTES_API}/:pedimentoId/Zip`,
    {
      config: access('read'),
      schema: { tags, summary: 'The chosen files of the record as a zip, streamed', params: recordParamsSchema, body: recordZipBodySchema },
    },
    async (request, reply) => {
      const { record, files } = await recordSelection(deps.db, callerOf(request), request.params.pedimentoId, request.body.archivoIds);
      if (files.reduce((sum, f) => sum + (f.sizeBytes ?? 0), 0) > DOWNLOAD_LIMIT_BYTES)
        throw new ProblemError({ status: 413, detailKey: 'files.downloadTooLarge', code: 'downloadTooLarge' });
      const nomenclature = await nomenclatureForCustomer(deps.db, record.claveSysExpert ?? null);
      const entries = files.map((file) => ({ record, file }));
      const archive = zipStream(
        { files: deps.files, sources, language: requestLanguage(request) },
        entries,
        entryNames(entries, nomenclature),
      );
      void archive.finalize().catch((err: unknown) => request.log.warn({ err }, 'record zip cut'));
      return reply
        .type('application/zip')
        .header('content-disposition', contentDisposition(`expediente-${record.numero}.zip`))
        .header('cache-control', 'private, max-age=0, must-revalidate')
        .send(archive);
    },
  );
  r.post(
    recordUploadPath(':pedimentoId'),
    {
      config: access('write'),
      schema: {
        tags,
        summary: 'Adds one file (multipart field "file": PDF or image, checked by content) of a type, with its two metadata values',
        consumes: ['multipart/form-data'],
        params: recordParamsSchema,
        querystring: recordUploadQuerySchema,
        response: { 201: recordFileSchema },
      },
    },
    async (request, reply) => {
      const caller = callerOf(request);
      // A customer receives its records; only the broker's people add to them (refused before a byte is stored).
      if (caller.roles.includes('client'))
        throw new ProblemError({ status: 403, detailKey: 'expedientes.clientCannotUpload', code: 'clientCannotUpload' });
      await recordInScope(deps.db, caller, request.params.pedimentoId);
      const { file } = await receiveUpload(request, deps.files, FILE_POLICIES.document, caller.userId);
      const archivoId = await addUpload(deps.db, caller.userId, request.params.pedimentoId, request.query, file.fileId);
      const record = await getRecord(deps.db, caller, request.params.pedimentoId);
      return reply.code(201).send(record.archivosDetalle.find((f) => f.archivoId === archivoId)!);
    },
  );
}
