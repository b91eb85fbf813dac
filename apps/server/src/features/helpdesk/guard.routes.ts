import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listResponseSchema, type GrantAction, type Resource } from '@portal/contract';
import {
  activeUserContactSchema,
  activeUserIdParamsSchema,
  activeUserInputSchema,
  activeUserListQuerySchema,
  activeUserSchema,
} from '@portal/contract/features/helpdesk';
import type { AppDeps } from '../../platform/deps.ts';
import { acceptingGetBody } from '../../platform/read-only.ts';
import { activeUserPut } from '@portal/contract/features/helpdesk';
import { registerListExport } from '../../platform/list/list-export-route.ts';

import { activeUserExportQuerySchema, HELPDESK_API as BASE } from '@portal/contract/features/helpdesk';
import { streamActiveUsers } from './guard.service.ts';

import { activeUserContact, createActiveUser, getActiveUser, listActiveUsers, onGuardNow, updateActiveUser } from './guard.service.ts';

const access = (resource: Resource, action: GrantAction) => ({ access: { resource, action } });

/** Help-desk users and their guards (resource Users). */
export function registerGuardRoutes(app: FastifyInstance, deps: AppDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
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
  registerListExport(app, {
    url: `${BASE}/UsuariosActivos/Exportar`,
    config: access('Users', 'read'),
    tags: gtags,
    querystring: activeUserExportQuerySchema,
    keyPrefix: 'helpdesk.export.activeUsers',
    columns: ['usuarioActivoId', 'userName', 'nombreCompleto', 'activo', 'guardiaInicio', 'guardiaFin', 'enGuardia', 'notas'] as const,
    rows: (_request, query) => streamActiveUsers(deps, query),
  });
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
      schema: { tags: gtags, params: activeUserIdParamsSchema, body: activeUserPut.schema, response: { 200: activeUserSchema } },
    },
    async (request) => {
      const id = request.params.usuarioActivoId;
      // "On guard now" follows the clock: dropped whatever it says.
      const body = await acceptingGetBody(request.body, activeUserPut, () => getActiveUser(deps, id), ['enGuardia']);
      return updateActiveUser(deps, id, body);
    },
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
}
