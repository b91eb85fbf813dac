import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CAPTURAS_API, captureInputSchema, captureResultSchema } from '@portal/contract/features/capturas';
import type { AppDeps } from '../../platform/deps.ts';
import { callerOf } from '../../platform/route-access.ts';
import { storeCapture } from './capturas.service.ts';

/** Anyone who may capture something in the warehouse; each kind of capture then checks its own permission. */
const capturers = {
  anyOf: [
    { resource: 'Previos' as const, action: 'create' as const },
    { resource: 'Previos' as const, action: 'write' as const },
    { resource: 'Confrontas' as const, action: 'create' as const },
    { resource: 'Confrontas' as const, action: 'write' as const },
  ],
};

/** The sync endpoint of offline capture (decision 0105). */
export function registerCaptureRoutes(app: FastifyInstance, deps: AppDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    CAPTURAS_API,
    {
      config: { access: capturers },
      schema: {
        tags: ['previos', 'confrontas'],
        summary: 'Stores a capture made offline once per key (a second send answers repetida); 409 when the record changed meanwhile',
        body: captureInputSchema,
        response: { 200: captureResultSchema },
      },
    },
    async (request) => storeCapture(deps, callerOf(request), request.body),
  );
}
