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
import { receiveChunk, sweepAbandonedParts, uploadStatus } from './previo-upload.service.ts';

const tags = ['previos'];
const uploaders = {
  anyOf: [
    { resource: 'Previos' as const, action: 'create' as const },
    { resource: 'Previos' as const, action: 'write' as const },
  ],
};

/** How often each instance sweeps its abandoned parts. */
const SWEEP_EVERY_MS = 60 * 60 * 1000;

/**
 * Parts live in this instance's temp folder, so each instance sweeps its own: at start and hourly (a pg-boss job
 * would run on one instance only and miss the others' folders). The timer does not keep the process alive.
 */
function startPartSweep(app: FastifyInstance): void {
  const sweep = () =>
    void sweepAbandonedParts().then(
      (removed) => removed > 0 && app.log.info({ removed }, 'abandoned photo upload parts removed'),
      (err: unknown) => app.log.error({ err }, 'sweep of photo upload parts failed'),
    );
  sweep();
  const timer = setInterval(sweep, SWEEP_EVERY_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}

/** The resumable (chunked, idempotent) photo upload of decision 0104. */
export function registerPhotoChunkRoutes(app: FastifyInstance, deps: AppDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  startPartSweep(app);
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
