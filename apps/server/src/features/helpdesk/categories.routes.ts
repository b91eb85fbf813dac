import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { jsonPatchSchema, listQuerySchema, listResponseSchema, type GrantAction, type Resource } from '@portal/contract';
import {
  categoryIdParamsSchema,
  categoryListQuerySchema,
  categoryUserCreateSchema,
  categoryUserDeleteParamsSchema,
  categoryUserIdParamsSchema,
  categoryUserSchema,
  optionSchema,
  ticketCategoryInputSchema,
  ticketCategorySchema,
} from '@portal/contract/features/helpdesk';
import type { AppDeps } from '../../platform/deps.ts';
import { acceptingGetBody } from '../../platform/read-only.ts';
import { ticketCategoryPut } from '@portal/contract/features/helpdesk';
import { registerListExport } from '../../platform/list/list-export-route.ts';

import { categoryExportQuerySchema, categoryUserExportQuerySchema, HELPDESK_API as BASE } from '@portal/contract/features/helpdesk';
import { streamCategories, streamCategoryUsers } from './categories.service.ts';

import {
  addCategoryUser,
  availableCategoryUsers,
  createCategory,
  getCategory,
  listCategories,
  listCategoryUsers,
  patchCategoryUser,
  removeCategoryUser,
  updateCategory,
} from './categories.service.ts';

const access = (resource: Resource, action: GrantAction) => ({ access: { resource, action } });

/** Ticket categories and who reads or fixes each (resource Categories). */
export function registerCategoryRoutes(app: FastifyInstance, deps: AppDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
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
  registerListExport(app, {
    url: `${BASE}/Categoria/Exportar`,
    config: access('Categories', 'read'),
    tags: ctags,
    querystring: categoryExportQuerySchema,
    keyPrefix: 'helpdesk.export.categories',
    columns: ['ticketCategoriaId', 'nombre', 'ruta', 'abreviatura', 'slaHoras', 'activo'] as const,
    rows: (_request, query) => streamCategories(deps, query),
  });
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
      schema: { tags: ctags, params: categoryIdParamsSchema, body: ticketCategoryPut.schema, response: { 200: ticketCategorySchema } },
    },
    async (request) => {
      const id = request.params.ticketCategoriaId;
      return updateCategory(deps, id, await acceptingGetBody(request.body, ticketCategoryPut, () => getCategory(deps, id)));
    },
  );
  registerCategoryUserRoutes(app, deps);
}

/** Who reads or fixes the tickets of each category. */
function registerCategoryUserRoutes(app: FastifyInstance, deps: AppDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const ctags = ['MesaAyuda: categorías'];
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
  registerListExport(app, {
    url: `${BASE}/UsuariosCategoria/:ticketCategoriaId/Exportar`,
    config: access('Categories', 'read'),
    tags: ctags,
    params: categoryIdParamsSchema,
    querystring: categoryUserExportQuerySchema,
    keyPrefix: 'helpdesk.export.categoryUsers',
    columns: ['userName', 'nombreCompleto', 'assignationType', 'canRead', 'canFix'] as const,
    rows: async (request, query) => {
      const { ticketCategoriaId } = request.params as { ticketCategoriaId: number };
      await getCategory(deps, ticketCategoriaId);
      return streamCategoryUsers(deps, ticketCategoriaId, query);
    },
  });
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
}
