import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  FILE_POLICIES,
  jsonPatchSchema,
  listQuerySchema,
  listResponseSchema,
  storedFileSchema,
  type GrantAction,
  type Resource,
} from '@portal/contract';
import {
  activeUserContactSchema,
  activeUserIdParamsSchema,
  activeUserInputSchema,
  activeUserListQuerySchema,
  activeUserSchema,
  categoryIdParamsSchema,
  categoryListQuerySchema,
  categoryUserCreateSchema,
  categoryUserDeleteParamsSchema,
  categoryUserIdParamsSchema,
  categoryUserSchema,
  helpdeskDashboardSchema,
  incidentIdParamsSchema,
  incidentInputSchema,
  incidentListQuerySchema,
  incidentSchema,
  optionSchema,
  solutionSchema,
  solutionsParamsSchema,
  solutionsQuerySchema,
  ticketCategoryInputSchema,
  ticketCategorySchema,
  ticketCreateSchema,
  ticketIdParamsSchema,
  ticketListQuerySchema,
  ticketLogEntrySchema,
  ticketSchema,
  ticketUpdateSchema,
  userNameParamsSchema,
} from '@portal/contract/features/helpdesk';
import type { AppDeps } from '../../platform/deps.ts';
import { callerOf } from '../../platform/route-access.ts';
import { clientIp } from '../../platform/client-info.ts';
import { receiveUpload, sendStoredFile, toFileInfo } from '../../platform/files.ts';
import {
  activeCategories,
  addCategoryUser,
  availableCategoryUsers,
  createCategory,
  getCategory,
  isFixer,
  listCategories,
  listCategoryUsers,
  patchCategoryUser,
  removeCategoryUser,
  updateCategory,
} from './categories.service.ts';
import {
  createTicket,
  dashboard,
  deleteTicket,
  findTicketEvidence,
  getTicket,
  listTickets,
  patchTicket,
  solutionsFor,
  ticketAwaitingSurvey,
  ticketFixers,
  ticketLogOf,
  updateTicket,
  warnSlaAboutToBreach,
} from './tickets.service.ts';
import { activeUserContact, createActiveUser, getActiveUser, listActiveUsers, onGuardNow, updateActiveUser } from './guard.service.ts';
import { activeIncidents, createIncident, getIncident, listIncidents, updateIncident } from './incidents.service.ts';

const BASE = '/api/MesaAyuda';
const access = (resource: Resource, action: GrantAction) => ({ access: { resource, action } });

/** Every call of spec point 7 under /api/MesaAyuda, plus evidence upload, the dashboard and the incident banner. */
export function registerHelpdeskRoutes(app: FastifyInstance, deps: AppDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['MesaAyuda'];

  // ---------- Tickets (MesaAyuda) ----------
  r.get(
    `${BASE}/Ticket`,
    {
      config: access('MesaAyuda', 'read'),
      schema: { tags, querystring: ticketListQuerySchema, response: { 200: listResponseSchema(ticketSchema) } },
    },
    async (request) => listTickets(deps, callerOf(request), request.query),
  );
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
        body: ticketUpdateSchema,
        response: { 200: ticketSchema },
      },
    },
    async (request) => updateTicket(deps, callerOf(request), request.params.ticketId, request.body),
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

  // ---------- Categories ----------
  const ctags = ['MesaAyuda: categorías'];
  r.get(
    `${BASE}/Categoria`,
    {
      config: access('Categories', 'read'),
      schema: { tags: ctags, querystring: categoryListQuerySchema, response: { 200: listResponseSchema(ticketCategorySchema) } },
    },
    async (request) => listCategories(deps, request.query),
  );
  r.get(
    `${BASE}/Categoria/:ticketCategoriaId`,
    {
      config: access('Categories', 'read'),
      schema: { tags: ctags, params: categoryIdParamsSchema, response: { 200: ticketCategorySchema } },
    },
    async (request) => getCategory(deps, request.params.ticketCategoriaId),
  );
  r.post(
    `${BASE}/Categoria`,
    {
      config: access('Categories', 'create'),
      schema: { tags: ctags, body: ticketCategoryInputSchema, response: { 201: ticketCategorySchema } },
    },
    async (request, reply) => reply.code(201).send(await createCategory(deps, request.body)),
  );
  r.put(
    `${BASE}/Categoria/:ticketCategoriaId`,
    {
      config: access('Categories', 'write'),
      schema: { tags: ctags, params: categoryIdParamsSchema, body: ticketCategoryInputSchema, response: { 200: ticketCategorySchema } },
    },
    async (request) => updateCategory(deps, request.params.ticketCategoriaId, request.body),
  );
  r.get(
    `${BASE}/UsuariosCategoria/:ticketCategoriaId`,
    {
      config: access('Categories', 'read'),
      schema: {
        tags: ctags,
        params: categoryIdParamsSchema,
        querystring: listQuerySchema,
        response: { 200: listResponseSchema(categoryUserSchema) },
      },
    },
    async (request) => listCategoryUsers(deps, request.params.ticketCategoriaId, request.query),
  );
  r.get(
    `${BASE}/UsuariosCategoria/:ticketCategoriaId/Disponibles`,
    {
      config: access('Categories', 'read'),
      schema: {
        tags: ctags,
        summary: 'Active users not yet assigned to the category (options, at most 50)',
        params: categoryIdParamsSchema,
        querystring: z.object({ llaveBuscar: z.string().max(100).optional() }).strict(),
        response: { 200: z.array(optionSchema) },
      },
    },
    async (request) => availableCategoryUsers(deps, request.params.ticketCategoriaId, request.query.llaveBuscar),
  );
  r.post(
    `${BASE}/UsuariosCategoria`,
    {
      config: access('Categories', 'create'),
      schema: { tags: ctags, body: categoryUserCreateSchema, response: { 201: categoryUserSchema } },
    },
    async (request, reply) => reply.code(201).send(await addCategoryUser(deps, request.body)),
  );
  r.patch(
    `${BASE}/UsuariosCategoria/:ticketCategoriaUsuarioId`,
    {
      config: access('Categories', 'write'),
      schema: {
        tags: ctags,
        summary: 'JSON Patch of assignationType, canRead, canFix',
        params: categoryUserIdParamsSchema,
        body: jsonPatchSchema,
        response: { 200: categoryUserSchema },
      },
    },
    async (request) => patchCategoryUser(deps, request.params.ticketCategoriaUsuarioId, request.body),
  );
  r.delete(
    `${BASE}/UsuariosCategoria/:id`,
    {
      config: access('Categories', 'delete'),
      schema: { tags: ctags, params: categoryUserDeleteParamsSchema, response: { 204: z.null() } },
    },
    async (request, reply) => {
      await removeCategoryUser(deps, request.params.id);
      return reply.code(204).send(null);
    },
  );

  // ---------- Users on guard (Users) ----------
  const gtags = ['MesaAyuda: guardias'];
  r.get(
    `${BASE}/UsuariosActivos`,
    {
      config: access('Users', 'read'),
      schema: { tags: gtags, querystring: activeUserListQuerySchema, response: { 200: listResponseSchema(activeUserSchema) } },
    },
    async (request) => listActiveUsers(deps, request.query),
  );
  r.get(
    `${BASE}/UsuariosActivosConGuardiaActiva`,
    {
      config: access('MesaAyuda', 'read'),
      schema: { tags: gtags, summary: 'Users on guard now', response: { 200: z.array(activeUserSchema) } },
    },
    async () => onGuardNow(deps),
  );
  r.get(
    `${BASE}/UsuariosActivos/:usuarioActivoId`,
    { config: access('Users', 'read'), schema: { tags: gtags, params: activeUserIdParamsSchema, response: { 200: activeUserSchema } } },
    async (request) => getActiveUser(deps, request.params.usuarioActivoId),
  );
  r.put(
    `${BASE}/UsuariosActivos/:usuarioActivoId`,
    {
      config: access('Users', 'write'),
      schema: { tags: gtags, params: activeUserIdParamsSchema, body: activeUserInputSchema, response: { 200: activeUserSchema } },
    },
    async (request) => updateActiveUser(deps, request.params.usuarioActivoId, request.body),
  );
  r.post(
    `${BASE}/UsuariosActivos`,
    { config: access('Users', 'create'), schema: { tags: gtags, body: activeUserInputSchema, response: { 201: activeUserSchema } } },
    async (request, reply) => reply.code(201).send(await createActiveUser(deps, request.body)),
  );
  r.get(
    `${BASE}/UsuariosActivosContacto/:usuarioActivoId`,
    {
      config: access('MesaAyuda', 'read'),
      schema: {
        tags: gtags,
        summary: 'Contact card of a help-desk user',
        params: activeUserIdParamsSchema,
        response: { 200: activeUserContactSchema },
      },
    },
    async (request) => activeUserContact(deps, request.params.usuarioActivoId),
  );

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
      schema: { tags: itags, params: incidentIdParamsSchema, body: incidentInputSchema, response: { 200: incidentSchema } },
    },
    async (request) => updateIncident(deps, request.params.incidenciaId, request.body),
  );
  r.post(
    `${BASE}/Incidencias`,
    // The add screen requires write (spec point 2), so creating does too.
    { config: access('Incidencias', 'write'), schema: { tags: itags, body: incidentInputSchema, response: { 201: incidentSchema } } },
    async (request, reply) => reply.code(201).send(await createIncident(deps, callerOf(request), request.body)),
  );
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
