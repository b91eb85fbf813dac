import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listResponseSchema, translate } from '@portal/contract';
import {
  PREVIOS_API,
  observacionInputSchema,
  observacionSchema,
  previoDetailSchema,
  previoExportQuerySchema,
  previoIdParamsSchema,
  previoInputSchema,
  previoPut,
  previoListQuerySchema,
  previoSummarySchema,
  viewerLinkSchema,
} from '@portal/contract/features/previos';
import { announceChange, PREVIO_ROOM } from './warehouse-live.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { requestLanguage } from '../../platform/i18n.ts';
import { cellsOf, sendSheet } from '../../platform/list/list-export.ts';
import { acceptingGetBody } from '../../platform/read-only.ts';
import { callerOf } from '../../platform/route-access.ts';
import { addObservation, listObservations } from './previo-observations.service.ts';
import { concludePrevio, issueViewerLink, reopenPrevio, revokeViewerLink } from './previo-state.service.ts';
import { registerPrevioReportRoutes } from './previo-report.routes.ts';
import { createPrevio, getPrevio, listPrevios, streamPrevios, updatePrevio } from './previos.service.ts';

const EXPORT_COLUMNS = [
  'folio',
  'clienteNombre',
  'recintoNombre',
  'fechaPrevio',
  'guiaMaster',
  'guiaHouse',
  'numeroContenedor',
  'estado',
  'lineas',
  'createdAt',
] as const;

const access = (action: 'read' | 'create' | 'write') => ({ access: { resource: 'Previos' as const, action } });
const tags = ['previos'];

/**
 * Previous inspections (resource Previos; paths in docs/decisions/0100-previos.md). Everything is limited to the
 * caller's customers (and vendors); outside that scope a previo does not exist for them.
 */
export function registerPrevioRoutes(app: FastifyInstance, deps: AppDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  registerPrevioReportRoutes(app, deps);
  const byId = `${PREVIOS_API}/:previoId`;
  r.get(
    PREVIOS_API,
    {
      config: access('read'),
      schema: { tags, querystring: previoListQuerySchema, response: { 200: listResponseSchema(previoSummarySchema) } },
    },
    async (request) => listPrevios(deps.db, callerOf(request), request.query),
  );
  r.get(
    `${PREVIOS_API}/Exportar`,
    {
      config: access('read'),
      schema: { tags, summary: 'The current filter as Excel (.xlsx) or CSV', querystring: previoExportQuerySchema },
    },
    async (request, reply) => {
      const { formato, ...query } = request.query;
      const language = requestLanguage(request);
      return sendSheet(reply, {
        title: translate(language, 'previos.title'),
        headers: EXPORT_COLUMNS.map((column) => translate(language, `previos.fields.${column}`)),
        format: formato,
        batches: cellsOf(streamPrevios(deps.db, callerOf(request), query), (row) =>
          EXPORT_COLUMNS.map((column) => {
            if (column === 'estado') return translate(language, `previos.states.${row.estado}`);
            const value = row[column];
            return typeof value === 'number' ? value : (value ?? '');
          }),
        ),
      });
    },
  );
  r.get(
    byId,
    { config: access('read'), schema: { tags, params: previoIdParamsSchema, response: { 200: previoDetailSchema } } },
    async (request) => getPrevio(deps.db, callerOf(request), request.params.previoId),
  );
  r.post(
    PREVIOS_API,
    { config: access('create'), schema: { tags, body: previoInputSchema, response: { 201: previoDetailSchema } } },
    async (request, reply) => reply.code(201).send(await createPrevio(deps.db, callerOf(request), request.body)),
  );
  r.put(
    byId,
    {
      config: access('write'),
      schema: { tags, params: previoIdParamsSchema, body: previoPut.schema, response: { 200: previoDetailSchema } },
    },
    async (request) => {
      const caller = callerOf(request);
      const id = request.params.previoId;
      const input = await acceptingGetBody(request.body, previoPut, () => getPrevio(deps.db, caller, id));
      const previo = await updatePrevio(deps.db, caller, id, input);
      announceChange(deps, PREVIO_ROOM, previo.previoId, callerOf(request), 'saved');
      return previo;
    },
  );
  r.post(
    `${byId}/Concluir`,
    {
      config: access('write'),
      schema: {
        tags,
        summary: 'Checks every point-5 rule and locks the previo (422 naming each broken rule otherwise)',
        params: previoIdParamsSchema,
        response: { 200: previoDetailSchema },
      },
    },
    async (request) => {
      const previo = await concludePrevio(deps.db, callerOf(request), request.params.previoId);
      announceChange(deps, PREVIO_ROOM, previo.previoId, callerOf(request), 'concluded');
      return previo;
    },
  );
  r.post(
    `${byId}/Reabrir`,
    {
      config: access('write'),
      schema: { tags, summary: 'Reopens a concluded previo (logged)', params: previoIdParamsSchema, response: { 200: previoDetailSchema } },
    },
    async (request) => {
      const previo = await reopenPrevio(deps.db, callerOf(request), request.params.previoId);
      announceChange(deps, PREVIO_ROOM, previo.previoId, callerOf(request), 'reopened');
      return previo;
    },
  );
  r.post(
    `${byId}/Enlace`,
    {
      config: access('write'),
      schema: {
        tags,
        summary: 'Issues the open viewer link of a concluded previo',
        params: previoIdParamsSchema,
        response: { 200: viewerLinkSchema },
      },
    },
    async (request) => issueViewerLink(deps.db, callerOf(request), request.params.previoId),
  );
  r.delete(
    `${byId}/Enlace`,
    { config: access('write'), schema: { tags, summary: 'Revokes the open viewer link', params: previoIdParamsSchema } },
    async (request, reply) => {
      await revokeViewerLink(deps.db, callerOf(request), request.params.previoId);
      return reply.code(204).send();
    },
  );
  registerObservationRoutes(app, deps, byId);
}

/** The remarks thread of a previo. */
function registerObservationRoutes(app: FastifyInstance, deps: AppDeps, byId: string): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    `${byId}/Observaciones`,
    { config: access('read'), schema: { tags, params: previoIdParamsSchema, response: { 200: z.array(observacionSchema) } } },
    async (request) => listObservations(deps.db, callerOf(request), request.params.previoId),
  );
  r.post(
    `${byId}/Observaciones`,
    {
      config: access('create'),
      schema: {
        tags,
        summary: 'Adds a remark; an urgent one notifies the customer users and the previo author',
        params: previoIdParamsSchema,
        body: observacionInputSchema,
        response: { 201: observacionSchema },
      },
    },
    async (request, reply) => reply.code(201).send(await addObservation(deps, callerOf(request), request.params.previoId, request.body)),
  );
}
