import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  FILE_POLICIES,
  jsonPatchSchema,
  listResponseSchema,
  storedFileSchema,
  translate,
  type GrantAction,
  type Resource,
} from '@portal/contract';
import {
  helpdeskDashboardSchema,
  optionSchema,
  solutionSchema,
  solutionsParamsSchema,
  solutionsQuerySchema,
  ticketCategorySchema,
  ticketCreateSchema,
  ticketIdParamsSchema,
  ticketExportQuerySchema,
  ticketListQuerySchema,
  ticketLogEntrySchema,
  ticketSchema,
  userNameParamsSchema,
} from '@portal/contract/features/helpdesk';
import type { AppDeps } from '../../platform/deps.ts';
import { acceptingGetBody } from '../../platform/read-only.ts';
import { ticketPut } from '@portal/contract/features/helpdesk';

/** What a ticket's GET computes from the clock: dropped from a PUT whatever it says. */
const TICKET_VOLATILE = ['slaRestanteMs', 'slaVencido'];
import { registerListExport } from '../../platform/list/list-export-route.ts';
import { callerOf } from '../../platform/route-access.ts';
import { clientIp } from '../../platform/client-info.ts';
import { receiveUpload, sendStoredFile, toFileInfo } from '../../platform/files.ts';
import { activeCategories, isFixer } from './categories.service.ts';
import { createTicket, patchTicket, updateTicket } from './tickets.service.ts';
import { dashboard, solutionsFor } from './ticket-insights.service.ts';
import { deleteTicket, findTicketEvidence, ticketAwaitingSurvey, ticketFixers, ticketLogOf } from './ticket-details.service.ts';
import { getTicket } from './ticket-rows.ts';
import { listTickets, searchTickets, streamTickets } from './ticket-list.service.ts';
import { registerSearchSource } from '../../platform/global-search.ts';

import { HELPDESK_API as BASE } from '@portal/contract/features/helpdesk';

const TICKET_EXPORT_COLUMNS = [
  'ticketId',
  'estatus',
  'prioridad',
  'categoria',
  'tituloError',
  'usuarioReportaNombreCompleto',
  'usuarioAsignadoNombreCompleto',
  'fechaInicio',
  'fechaVencimiento',
  'fechaSolucion',
  'slaVencido',
] as const;
const access = (resource: Resource, action: GrantAction) => ({ access: { resource, action } });

/** Tickets (resource MesaAyuda): the list and its export, reporting, editing, the survey, evidence, the dashboard. */
export function registerTicketRoutes(app: FastifyInstance, deps: AppDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['MesaAyuda'];
  registerSearchSource({ group: 'tickets', resource: 'MesaAyuda', order: 20, find: searchTickets });
  // ---------- Tickets (MesaAyuda) ----------
  r.get(
    `${BASE}/Ticket`,
    {
      config: access('MesaAyuda', 'read'),
      schema: { tags, querystring: ticketListQuerySchema, response: { 200: listResponseSchema(ticketSchema) } },
    },
    async (request) => listTickets(deps, callerOf(request), request.query),
  );
  registerListExport(app, {
    url: `${BASE}/Ticket/Exportar`,
    config: access('MesaAyuda', 'read'),
    tags,
    querystring: ticketExportQuerySchema,
    keyPrefix: 'helpdesk.export.tickets',
    columns: TICKET_EXPORT_COLUMNS,
    rows: (request, query) => streamTickets(deps, callerOf(request), query),
    cell: (ticket, column, language) => {
      if (column === 'estatus') return translate(language, `helpdesk.status.${ticket.estatus}`);
      if (column === 'prioridad') return translate(language, `helpdesk.export.priorities.${ticket.prioridad}`);
      return column === 'categoria' ? ticket.ticketCategoria.rutaMostrar : undefined;
    },
  });
  r.post(
    `${BASE}/Ticket`,
    { config: access('MesaAyuda', 'create'), schema: { tags, body: ticketCreateSchema, response: { 201: ticketSchema } } },
    async (request, reply) => reply.code(201).send(await createTicket(deps, callerOf(request), request.body, clientIp(request))),
  );
  r.post(
    `${BASE}/Ticket/Evidencia`,
    {
      config: access('MesaAyuda', 'read'),
      schema: {
        tags,
        summary: 'Uploads one evidence file (multipart field "file"; images or PDF, checked by content)',
        consumes: ['multipart/form-data'],
        response: { 201: storedFileSchema },
      },
    },
    async (request, reply) => {
      const { file } = await receiveUpload(request, deps.files, FILE_POLICIES.evidence, callerOf(request).userId);
      return reply.code(201).send(toFileInfo(file));
    },
  );
  r.get(
    `${BASE}/Ticket/Categorias`,
    {
      config: access('MesaAyuda', 'read'),
      schema: {
        tags,
        summary: 'Active categories to report a ticket in (for people without the Categories resource)',
        response: { 200: z.array(ticketCategorySchema) },
      },
    },
    async () => activeCategories(deps),
  );
  r.get(
    `${BASE}/Ticket/:ticketId`,
    { config: access('MesaAyuda', 'read'), schema: { tags, params: ticketIdParamsSchema, response: { 200: ticketSchema } } },
    async (request) => getTicket(deps, callerOf(request), request.params.ticketId),
  );
  r.get(
    `${BASE}/Ticket/:ticketId/Bitacora`,
    {
      config: access('MesaAyuda', 'read'),
      schema: { tags, summary: 'The ticket’s log', params: ticketIdParamsSchema, response: { 200: z.array(ticketLogEntrySchema) } },
    },
    async (request) => ticketLogOf(deps, callerOf(request), request.params.ticketId),
  );
  r.get(
    `${BASE}/Ticket/:ticketId/Reparadores`,
    {
      config: access('MesaAyuda', 'read'),
      schema: {
        tags,
        summary: 'Who the ticket may be assigned to: active fixers of its category or an ancestor, fewest open tickets first',
        params: ticketIdParamsSchema,
        response: { 200: z.array(optionSchema) },
      },
    },
    async (request) => ticketFixers(deps, callerOf(request), request.params.ticketId),
  );
  r.get(
    `${BASE}/Ticket/:ticketId/Evidencia/:fileId`,
    {
      config: access('MesaAyuda', 'read'),
      schema: { tags, params: z.object({ ticketId: z.coerce.number().int().positive(), fileId: z.uuid() }).strict() },
    },
    async (request, reply) => {
      const file = await findTicketEvidence(deps, callerOf(request), request.params.ticketId, request.params.fileId);
      return sendStoredFile(reply, deps.files, file, true);
    },
  );
  registerTicketChanges(app, deps);
}

/** Editing, surveying and deleting a ticket; the solutions bank, the fixer check and the dashboard. */
function registerTicketChanges(app: FastifyInstance, deps: AppDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['MesaAyuda'];
  r.get(
    `${BASE}/Ticket/:userName/TicketSinEvaluar`,
    {
      config: access('MesaAyuda', 'read'),
      schema: {
        tags,
        summary: 'The oldest solved ticket of the user awaiting the survey (204 when none)',
        params: userNameParamsSchema,
        response: { 200: ticketSchema, 204: z.null() },
      },
    },
    async (request, reply) => {
      const ticket = await ticketAwaitingSurvey(deps, callerOf(request), request.params.userName);
      return ticket ? ticket : reply.code(204).send(null);
    },
  );
  r.put(
    `${BASE}/Ticket/:ticketId`,
    {
      config: access('MesaAyuda', 'read'),
      schema: {
        tags,
        summary: 'Edits a ticket; each change is checked against the caller’s part in it (reporter, fixer, manager)',
        params: ticketIdParamsSchema,
        body: ticketPut.schema,
        response: { 200: ticketSchema },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const { ticketId } = request.params;
      const load = () => getTicket(deps, caller, ticketId);
      return updateTicket(deps, caller, ticketId, await acceptingGetBody(request.body, ticketPut, load, TICKET_VOLATILE));
    },
  );
  r.patch(
    `${BASE}/Ticket/:ticketId`,
    {
      config: access('MesaAyuda', 'read'),
      schema: {
        tags,
        summary: 'JSON Patch: the survey (replace calificacionSatisfaccion, comentariosSatisfaccion) or any editable field',
        params: ticketIdParamsSchema,
        body: jsonPatchSchema,
        response: { 200: ticketSchema },
      },
    },
    async (request) => patchTicket(deps, callerOf(request), request.params.ticketId, request.body),
  );
  r.delete(
    `${BASE}/Ticket/:ticketId`,
    { config: access('MesaAyuda', 'delete'), schema: { tags, params: ticketIdParamsSchema, response: { 204: z.null() } } },
    async (request, reply) => {
      await deleteTicket(deps, callerOf(request), request.params.ticketId);
      return reply.code(204).send(null);
    },
  );
  r.get(
    `${BASE}/BancoSoluciones/:ticketId`,
    {
      config: access('MesaAyuda', 'read'),
      schema: {
        tags,
        summary:
          'Solved tickets of the same category with similar titles (ticketId 0: a ticket being written, with titulo and ticketCategoriaId)',
        params: solutionsParamsSchema,
        querystring: solutionsQuerySchema,
        response: { 200: z.array(solutionSchema) },
      },
    },
    async (request) => solutionsFor(deps, callerOf(request), request.params.ticketId, request.query),
  );
  r.get(
    `${BASE}/Usuario/EsReparador`,
    {
      config: access('MesaAyuda', 'read'),
      schema: { tags, summary: 'Whether the caller fixes tickets of any category', response: { 200: z.boolean() } },
    },
    async (request) => isFixer(deps, callerOf(request)),
  );
  r.get(
    `${BASE}/Tablero`,
    {
      config: access('MesaAyuda', 'read'),
      schema: {
        tags,
        summary: 'Dashboard: open tickets by category and status, SLA compliance per week',
        response: { 200: helpdeskDashboardSchema },
      },
    },
    async (request) => dashboard(deps, callerOf(request)),
  );
}
