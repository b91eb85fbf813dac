import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { FILE_POLICIES, listResponseSchema, storedFileSchema } from '@portal/contract';
import {
  SOC_API,
  socDictamenSchema,
  socIdParamsSchema,
  socInputSchema,
  socListQuerySchema,
  socReenvioSchema,
  socSchema,
} from '@portal/contract/features/vendor-shipments';
import { storedFiles } from '@portal/db';
import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../platform/deps.ts';
import { receiveUpload, sendStoredFile, toFileInfo } from '../../platform/files.ts';
import { problems } from '../../platform/problem.ts';
import { callerOf } from '../../platform/route-access.ts';
import { createSoc, getSoc, judgeSoc, listSocs, resubmitSoc } from './soc.service.ts';

const access = (action: 'read' | 'write') => ({ access: { resource: 'Proveedores' as const, action } });
const tags = ['soc'];

/** Quality SOC: suppliers' certificates of conformity (docs/decisions/0112-quality-soc.md). */
export function registerSocRoutes(app: FastifyInstance, deps: AppDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    SOC_API,
    { config: access('read'), schema: { tags, querystring: socListQuerySchema, response: { 200: listResponseSchema(socSchema) } } },
    async (request) => listSocs(deps.db, callerOf(request), request.query),
  );
  r.post(
    `${SOC_API}/Documento`,
    {
      config: access('write'),
      schema: {
        tags,
        summary: 'Uploads a certificate\'s PDF (multipart "file"); its id goes in the certificate',
        consumes: ['multipart/form-data'],
        response: { 201: storedFileSchema },
      },
    },
    async (request, reply) => {
      const { file } = await receiveUpload(request, deps.files, FILE_POLICIES.pedimentoDocument, callerOf(request).userId);
      return reply.code(201).send(toFileInfo(file));
    },
  );
  r.post(
    SOC_API,
    { config: access('write'), schema: { tags, body: socInputSchema, response: { 201: socSchema } } },
    async (request, reply) => reply.code(201).send(await createSoc(deps.db, callerOf(request), request.body)),
  );
  r.get(
    `${SOC_API}/:socId`,
    { config: access('read'), schema: { tags, params: socIdParamsSchema, response: { 200: socSchema } } },
    async (request) => getSoc(deps.db, callerOf(request), request.params.socId),
  );
  r.get(
    `${SOC_API}/:socId/Documento`,
    { config: access('read'), schema: { tags, summary: "The certificate's PDF", params: socIdParamsSchema } },
    async (request, reply) => {
      const soc = await getSoc(deps.db, callerOf(request), request.params.socId);
      const [file] = await deps.db.select().from(storedFiles).where(eq(storedFiles.fileId, soc.archivo.fileId));
      if (!file) throw problems.notFound();
      return sendStoredFile(reply, deps.files, file, true);
    },
  );
  r.post(
    `${SOC_API}/:socId/Dictamen`,
    {
      config: access('write'),
      schema: {
        tags,
        summary: 'Quality approves or rejects a pending certificate',
        params: socIdParamsSchema,
        body: socDictamenSchema,
        response: { 200: socSchema },
      },
    },
    async (request) => judgeSoc(deps.db, callerOf(request), request.params.socId, request.body),
  );
  r.post(
    `${SOC_API}/:socId/Reenvio`,
    {
      config: access('write'),
      schema: {
        tags,
        summary: 'The vendor sends a rejected certificate again with a new PDF',
        params: socIdParamsSchema,
        body: socReenvioSchema,
        response: { 200: socSchema },
      },
    },
    async (request) => resubmitSoc(deps.db, callerOf(request), request.params.socId, request.body),
  );
}
