import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/deps.ts';
import { registerCategoryRoutes } from './categories.routes.ts';
import { registerGuardRoutes } from './guard.routes.ts';
import { registerIncidentRoutes } from './incidents.routes.ts';
import { warnSlaAboutToBreach } from './ticket-insights.service.ts';
import { registerTicketRoutes } from './tickets.routes.ts';

/** Every call of spec point 7 under /api/MesaAyuda, plus evidence upload, the dashboard and the incident banner: one file per service. */
export function registerHelpdeskRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerTicketRoutes(app, deps);
  registerCategoryRoutes(app, deps);
  registerGuardRoutes(app, deps);
  registerIncidentRoutes(app, deps);
}

/** The SLA watch: a job every minute (outside tests) that warns before tickets breach. */
export async function startHelpdeskJobs(deps: AppDeps, log: Pick<FastifyBaseLogger, 'error'>): Promise<void> {
  await deps.jobs.work('helpdesk-sla-watch', async () => {
    await warnSlaAboutToBreach(deps);
  });
  if (deps.config.env !== 'test') {
    deps.jobs.schedule('helpdesk-sla-watch', '* * * * *').catch((err: unknown) => log.error({ err }, 'SLA watch not scheduled'));
  }
}
