import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  PHOTO_CHUNK_CONTENT_TYPE,
  PHOTO_CHUNK_MAX_BYTES,
  PREVIO_FOTOS_API,
  fotoChunkParamsSchema,
  fotoChunkQuerySchema,
  fotoChunkStatusSchema,
} from '@portal/contract/features/previos';
import type { AppDeps } from '../../platform/deps.ts';
import { callerOf } from '../../platform/route-access.ts';
import { receiveChunk, uploadStatus } from './previo-upload.service.ts';

const tags = ['previos'];
const uploaders = {
  anyOf: [
    { resource: 'Previos' as const, action: 'create' as const },
    { resource: 'Previos' as const, action: 'write' as const },
  ],
};

/** The resumable (chunked, idempotent) photo upload of decision 0104. */
export function registerPhotoChunkRoutes(app: FastifyInstance, deps: AppDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Chunks arrive as raw bytes (tus's content type); nothing else in the portal sends this type.
  app.addContentTypeParser(PHOTO_CHUNK_CONTENT_TYPE, { parseAs: 'buffer', bodyLimit: PHOTO_CHUNK_MAX_BYTES }, (_request, body, done) =>
    done(null, body),
  );
  const path = `${PREVIO_FOTOS_API}/Subidas/:clave`;
  r.patch(
    path,
    {
      config: { access: uploaders },
      schema: {
        tags,
        summary: `Sends one chunk (${PHOTO_CHUNK_CONTENT_TYPE}) of a photo at offset; the last one answers the photo, the same for the same key`,
        params: fotoChunkParamsSchema,
        querystring: fotoChunkQuerySchema,
        response: { 200: fotoChunkStatusSchema },
      },
    },
    async (request) => {
      const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      return receiveChunk(deps, callerOf(request), request.params.clave, request.query, body);
    },
  );
  r.get(
    path,
    {
      config: { access: uploaders },
      schema: {
        tags,
        summary: 'How many bytes of the upload the server holds (to resume), or the photo it became',
        params: fotoChunkParamsSchema,
        response: { 200: fotoChunkStatusSchema },
      },
    },
    async (request) => uploadStatus(deps, callerOf(request), request.params.clave),
  );
}
