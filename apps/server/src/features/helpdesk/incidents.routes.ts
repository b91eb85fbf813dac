import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listResponseSchema, type GrantAction, type Resource } from '@portal/contract';
import { incidentIdParamsSchema, incidentInputSchema, incidentListQuerySchema, incidentSchema } from '@portal/contract/features/helpdesk';
import type { AppDeps } from '../../platform/deps.ts';
import { acceptingGetBody } from '../../platform/read-only.ts';
import { incidentPut } from '@portal/contract/features/helpdesk';
import { registerListExport } from '../../platform/list/list-export-route.ts';

import { incidentExportQuerySchema, HELPDESK_API as BASE } from '@portal/contract/features/helpdesk';
import { streamIncidents } from './incidents.service.ts';
import { callerOf } from '../../platform/route-access.ts';

import { activeIncidents, createIncident, getIncident, listIncidents, updateIncident } from './incidents.service.ts';

const access = (resource: Resource, action: GrantAction) => ({ access: { resource, action } });

/** Incidents and the banner of those in force (resource Incidencias). */
export function registerIncidentRoutes(app: FastifyInstance, deps: AppDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // ---------- Incidents (Incidencias) ----------
  const itags = ['MesaAyuda: incidencias'];
  r.get(
    `${BASE}/Incidencias`,
    {
      config: access('Incidencias', 'read'),
      schema: { tags: itags, querystring: incidentListQuerySchema, response: { 200: listResponseSchema(incidentSchema) } },
    },
    async (request) => listIncidents(deps, request.query),
  );
  registerListExport(app, {
    url: `${BASE}/Incidencias/Exportar`,
    config: access('Incidencias', 'read'),
    tags: itags,
    querystring: incidentExportQuerySchema,
    keyPrefix: 'helpdesk.export.incidents',
    columns: ['incidenciaId', 'titulo', 'descripcion', 'activo', 'fechaFin', 'createdAt'] as const,
    rows: (_request, query) => streamIncidents(deps, query),
  });
  r.get(
    `${BASE}/IncidenciasActiva`,
    // Every signed-in user sees the banner: resource profile, which every session reads.
    {
      config: access('profile', 'read'),
      schema: { tags: itags, summary: 'Incidents in force (the banner)', response: { 200: z.array(incidentSchema) } },
    },
    async () => activeIncidents(deps),
  );
  r.get(
    `${BASE}/Incidencias/:incidenciaId`,
    { config: access('Incidencias', 'read'), schema: { tags: itags, params: incidentIdParamsSchema, response: { 200: incidentSchema } } },
    async (request) => getIncident(deps, request.params.incidenciaId),
  );
  r.put(
    `${BASE}/Incidencias/:incidenciaId`,
    {
      config: access('Incidencias', 'write'),
      schema: { tags: itags, params: incidentIdParamsSchema, body: incidentPut.schema, response: { 200: incidentSchema } },
    },
    async (request) => {
      const id = request.params.incidenciaId;
      return updateIncident(deps, id, await acceptingGetBody(request.body, incidentPut, () => getIncident(deps, id)));
    },
  );
  r.post(
    `${BASE}/Incidencias`,
    // The add screen requires write (spec point 2), so creating does too.
    { config: access('Incidencias', 'write'), schema: { tags: itags, body: incidentInputSchema, response: { 201: incidentSchema } } },
    async (request, reply) => reply.code(201).send(await createIncident(deps, callerOf(request), request.body)),
  );
}
