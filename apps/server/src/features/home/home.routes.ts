import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { HOME_SUMMARY_API, homeSummarySchema } from '@portal/contract/features/home';
import type { AppDeps } from '../../platform/deps.ts';
import { callerOf } from '../../platform/route-access.ts';
import { homeSummary, type PinnedElements } from './home.service.ts';

/** `GET /api/Inicio/Resumen`: what waits for the caller, counted from the data it may read (decision 0141). */
export function registerHomeRoutes(app: FastifyInstance, deps: AppDeps, pinned: PinnedElements): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    HOME_SUMMARY_API,
    {
      config: { access: { resource: 'home', action: 'read' } },
      schema: { tags: ['inicio'], summary: "The caller's work for the home page", response: { 200: homeSummarySchema } },
    },
    async (request) => homeSummary(deps.db, callerOf(request), pinned),
  );
}
