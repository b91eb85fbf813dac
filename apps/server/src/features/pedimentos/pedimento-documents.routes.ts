import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { FILE_POLICIES, listResponseSchema } from '@portal/contract';
import { pedimentoIdParamsSchema } from '@portal/contract/features/pedimentos';
import {
  PENDIENTES_API,
  documentParamsSchema,
  documentUploadQuerySchema,
  documentosPath,
  pedimentoDocumentSchema,
  pendingListQuerySchema,
  pendingPedimentoSchema,
} from '@portal/contract/features/transfers';
import type { AppDeps } from '../../platform/deps.ts';
import { receiveUpload, sendStoredFile } from '../../platform/files.ts';
import { callerOf } from '../../platform/route-access.ts';
import { addDocument, findDocument, listDocuments, listPending, removeDocument } from './pedimento-documents.service.ts';
import { findInScope } from './pedimentos.service.ts';

const access = (action: 'read' | 'write') => ({ access: { resource: 'Pedimentos' as const, action } });
const tags = ['pedimentos'];

/**
 * Transfers: a pedimento's documents for its customer (docs/decisions/0067-transfers.md). Reading needs
 * `Pedimentos` read, adding and removing `Pedimentos` write; both inside the caller's data scope.
 */
export function registerPedimentoDocumentRoutes(app: FastifyInstance, deps: AppDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    PENDIENTES_API,
    {
      config: access('read'),
      schema: {
        tags,
        summary: 'Pedimentos whose required documents are not all delivered, with what is missing',
        querystring: pendingListQuerySchema,
        response: { 200: listResponseSchema(pendingPedimentoSchema) },
      },
    },
    async (request) => listPending(deps.db, callerOf(request), request.query),
  );
  r.get(
    documentosPath(':pedimentoId'),
    { config: access('read'), schema: { tags, params: pedimentoIdParamsSchema, response: { 200: z.array(pedimentoDocumentSchema) } } },
    async (request) => listDocuments(deps.db, callerOf(request), request.params.pedimentoId),
  );
  r.post(
    documentosPath(':pedimentoId'),
    {
      config: access('write'),
      schema: {
        tags,
        summary: 'Adds a PDF (multipart field "file") of the given kind to the pedimento',
        consumes: ['multipart/form-data'],
        params: pedimentoIdParamsSchema,
        querystring: documentUploadQuerySchema,
        response: { 201: pedimentoDocumentSchema },
      },
    },
    async (request, reply) => {
      const caller = callerOf(request);
      // Out of scope or unknown: refused before a byte is stored.
      await findInScope(deps.db, caller, request.params.pedimentoId);
      const { file } = await receiveUpload(request, deps.files, FILE_POLICIES.pedimentoDocument, caller.userId);
      const document = await addDocument(deps.db, caller, request.params.pedimentoId, request.query.tipo, file.fileId);
      return reply.code(201).send(document);
    },
  );
  r.get(
    `${documentosPath(':pedimentoId')}/:documentoId`,
    { config: access('read'), schema: { tags, summary: 'Downloads the document', params: documentParamsSchema } },
    async (request, reply) => {
      const { file } = await findDocument(deps.db, callerOf(request), request.params.pedimentoId, request.params.documentoId);
      return sendStoredFile(reply, deps.files, file, true);
    },
  );
  r.delete(
    `${documentosPath(':pedimentoId')}/:documentoId`,
    { config: access('write'), schema: { tags, params: documentParamsSchema } },
    async (request, reply) => {
      const { document, file } = await findDocument(deps.db, callerOf(request), request.params.pedimentoId, request.params.documentoId);
      await removeDocument(deps.db, document.documentoId);
      await deps.files.remove(file.fileId);
      return reply.code(204).send();
    },
  );
}
