import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  PREVIO_FOTOS_API,
  PREVIO_PHOTO_POLICY,
  PREVIOS_PUBLIC_API,
  fotoIdParamsSchema,
  fotoQuerySchema,
  fotoUploadQuerySchema,
  previoFotoSchema,
  publicFotoParamsSchema,
  publicPrevioParamsSchema,
  publicPrevioSchema,
} from '@portal/contract/features/previos';
import type { previoFotos } from '@portal/db';
import type { AppDeps } from '../../platform/deps.ts';
import { receiveUpload, sendStoredFile } from '../../platform/files.ts';
import { problems } from '../../platform/problem.ts';
import { callerOf } from '../../platform/route-access.ts';
import { addPhoto, findLinkedPhoto, findPhoto } from './previo-photos.service.ts';
import { previoByLink, publicPrevio } from './previo-state.service.ts';
import { sendReport } from './previo-report.routes.ts';
import { registerPhotoChunkRoutes } from './previo-upload.routes.ts';

const tags = ['previos'];

/** Photos of previos and the open viewer (docs/decisions/0100-previos.md). */
export function registerPrevioPhotoRoutes(app: FastifyInstance, deps: AppDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  registerPhotoChunkRoutes(app, deps);

  async function sendPhoto(reply: FastifyReply, foto: typeof previoFotos.$inferSelect, thumbnail: boolean) {
    const file = await deps.files.find(thumbnail ? foto.miniaturaId : foto.fotoId);
    if (!file) throw problems.notFound();
    return sendStoredFile(reply, deps.files, file, true);
  }

  r.post(
    PREVIO_FOTOS_API,
    {
      config: {
        access: {
          anyOf: [
            { resource: 'Previos' as const, action: 'create' as const },
            { resource: 'Previos' as const, action: 'write' as const },
          ],
        },
      },
      schema: {
        tags,
        summary:
          'Uploads a photo (multipart field "file", JPEG or PNG); it is resized, stripped of metadata and waits to be named by a previo',
        consumes: ['multipart/form-data'],
        querystring: fotoUploadQuerySchema,
        response: { 201: previoFotoSchema },
      },
    },
    async (request, reply) => {
      const caller = callerOf(request);
      const { file } = await receiveUpload(request, deps.files, PREVIO_PHOTO_POLICY, caller.userId);
      return reply.code(201).send(await addPhoto(deps, caller, file, request.query.tipo));
    },
  );
  r.get(
    `${PREVIO_FOTOS_API}/:fotoId`,
    {
      config: { access: { resource: 'Previos' as const, action: 'read' as const } },
      schema: {
        tags,
        summary: 'The photo (or its thumbnail with miniatura=true)',
        params: fotoIdParamsSchema,
        querystring: fotoQuerySchema,
      },
    },
    async (request, reply) => {
      const foto = await findPhoto(deps.db, callerOf(request), request.params.fotoId);
      return sendPhoto(reply, foto, request.query.miniatura === 'true');
    },
  );
  r.get(
    `${PREVIOS_PUBLIC_API}/:token`,
    {
      config: { access: { public: true } },
      schema: {
        tags,
        summary: 'The concluded previo a viewer link opens',
        params: publicPrevioParamsSchema,
        response: { 200: publicPrevioSchema },
      },
    },
    async (request) => publicPrevio(deps.db, request.params.token),
  );
  r.get(
    `${PREVIOS_PUBLIC_API}/:token/Fotos/:fotoId`,
    {
      config: { access: { public: true } },
      schema: { tags, summary: 'A photo of the previo a viewer link opens', params: publicFotoParamsSchema, querystring: fotoQuerySchema },
    },
    async (request, reply) => {
      const previo = await previoByLink(deps.db, request.params.token);
      const foto = await findLinkedPhoto(deps.db, previo.previoId, request.params.fotoId);
      return sendPhoto(reply, foto, request.query.miniatura === 'true');
    },
  );
  r.get(
    `${PREVIOS_PUBLIC_API}/:token/Reporte`,
    {
      config: { access: { public: true } },
      schema: { tags, summary: 'The PDF report of the previo a viewer link opens', params: publicPrevioParamsSchema },
    },
    async (request, reply) => sendReport(deps, request, reply, await publicPrevio(deps.db, request.params.token)),
  );
}
