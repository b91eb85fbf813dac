import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { listResponseSchema } from '@portal/contract';
import {
  DESCARGAS_API,
  ENLACE_API,
  downloadListQuerySchema,
  downloadParamsSchema,
  downloadRequestInputSchema,
  downloadRequestSchema,
  linkInfoParamsSchema,
  linkInfoSchema,
  linkParamsSchema,
} from '@portal/contract/features/digital-records';
import type { AppDeps } from '../../platform/deps.ts';
import { sendStoredFile } from '../../platform/files.ts';
import { requestLanguage } from '../../platform/i18n.ts';
import { callerOf } from '../../platform/route-access.ts';
import {
  getDownload,
  lapseExpired,
  linkInfo,
  listDownloads,
  processDownload,
  readyZip,
  requestDownload,
  ZIP_JOB,
} from './digital-record-downloads.service.ts';
import type { RecordSources } from './record-files.service.ts';

const access = (action: 'read' | 'write') => ({ access: { resource: 'ExpedientesDigitales' as const, action } });
const tags = ['expedientes-digitales'];

/**
 * Bulk downloads: a request (read, like the screen that makes it: a customer downloads its own records), its
 * zip built by a job, downloaded by its requester or through the open, unguessable link until it lapses.
 */
export function registerDigitalRecordDownloadRoutes(app: FastifyInstance, deps: AppDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    DESCARGAS_API,
    {
      config: access('read'),
      schema: { tags, querystring: downloadListQuerySchema, response: { 200: listResponseSchema(downloadRequestSchema) } },
    },
    async (request) => listDownloads(deps, callerOf(request), request.query, requestLanguage(request)),
  );
  r.post(
    DESCARGAS_API,
    {
      config: access('read'),
      schema: {
        tags,
        summary: "Requests a zip of one customer's records paid within at most 30 days; a job builds it",
        body: downloadRequestInputSchema,
        response: { 202: downloadRequestSchema },
      },
    },
    async (request, reply) => reply.code(202).send(await requestDownload(deps, callerOf(request), request.body, requestLanguage(request))),
  );
  r.get(
    `${DESCARGAS_API}/:descargaId`,
    { config: access('read'), schema: { tags, params: downloadParamsSchema, response: { 200: downloadRequestSchema } } },
    async (request) => getDownload(deps, callerOf(request), request.params.descargaId, requestLanguage(request)),
  );
  r.get(
    `${DESCARGAS_API}/:descargaId/Archivo`,
    { config: access('read'), schema: { tags, summary: 'The zip of a ready request', params: downloadParamsSchema } },
    async (request, reply) => {
      const { file } = await readyZip(deps, { caller: callerOf(request), descargaId: request.params.descargaId });
      return sendStoredFile(reply, deps.files, file);
    },
  );
  r.get(
    `${ENLACE_API}/:token`,
    {
      config: { access: { public: true } },
      schema: { tags, summary: 'What an open link holds', params: linkInfoParamsSchema, response: { 200: linkInfoSchema } },
    },
    async (request) => linkInfo(deps, request.params.token),
  );
  r.get(
    `${ENLACE_API}/:token/:nombre`,
    {
      config: { access: { public: true } },
      schema: { tags, summary: 'The zip through its open link (410 once lapsed, 404 unknown)', params: linkParamsSchema },
    },
    async (request, reply) => {
      const { file } = await readyZip(deps, { token: request.params.token, nombre: request.params.nombre });
      return sendStoredFile(reply, deps.files, file);
    },
  );
}

/** The zip builder, and (outside tests) the lapse sweep every five minutes. */
export async function startDigitalRecordJobs(deps: AppDeps, sources: RecordSources, log: Pick<FastifyBaseLogger, 'error'>): Promise<void> {
  await deps.jobs.work<{ descargaId: number }>(ZIP_JOB, (data) => processDownload(deps, sources, data.descargaId));
  await deps.jobs.work('digital-records-lapse', async () => {
    await lapseExpired(deps);
  });
  if (deps.config.env !== 'test') {
    deps.jobs.schedule('digital-records-lapse', '*/5 * * * *').catch((err: unknown) => log.error({ err }, 'lapse sweep not scheduled'));
  }
}
