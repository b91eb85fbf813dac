import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { PREVIOS_API, previoIdParamsSchema, type PublicPrevio } from '@portal/contract/features/previos';
import type { AppDeps } from '../../platform/deps.ts';
import { contentDisposition } from '../../platform/files.ts';
import { requestLanguage } from '../../platform/i18n.ts';
import { ProblemError } from '../../platform/problem.ts';
import { callerOf } from '../../platform/route-access.ts';
import { previoReport } from './previo-report.service.ts';
import { getPrevio } from './previos.service.ts';

/** Sends the PDF report of a concluded previo (an open one has no report: 409). */
export async function sendReport(deps: AppDeps, request: FastifyRequest, reply: FastifyReply, previo: PublicPrevio) {
  if (previo.estado !== 'concluido') throw new ProblemError({ status: 409, detailKey: 'previos.notConcluded', code: 'previoNotConcluded' });
  const pdf = await previoReport(deps, previo, requestLanguage(request));
  return reply
    .type('application/pdf')
    .header('content-disposition', contentDisposition(`previo-${previo.folio}.pdf`, true))
    .header('cache-control', 'private, max-age=0, must-revalidate')
    .send(pdf);
}

/** `GET /api/Previos/{previoId}/Reporte`: the printable report for signed-in users (resource Previos, read). */
export function registerPrevioReportRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    `${PREVIOS_API}/:previoId/Reporte`,
    {
      config: { access: { resource: 'Previos' as const, action: 'read' as const } },
      schema: { tags: ['previos'], summary: 'The PDF report of a concluded previo, with its photos', params: previoIdParamsSchema },
    },
    async (request, reply) => sendReport(deps, request, reply, await getPrevio(deps.db, callerOf(request), request.params.previoId)),
  );
}
