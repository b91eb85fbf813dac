import type { FastifyInstance, FastifyRequest } from 'fastify';
import { registerSearchSource } from '../../platform/global-search.ts';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ASSIGNMENT_KIND_NAMES,
  ASSIGNMENT_KINDS,
  aduanaCodeSchema,
  assignmentBodySchemas,
  assignmentSchema,
  assignmentsSchema,
  claimBodySchema,
  claimSchema,
  listResponseSchema,
  patenteCodeSchema,
  ROLES,
  usuarioCreateSchema,
  usuarioDetailSchema,
  usuarioExportQuerySchema,
  usuarioItemSchema,
  usuarioListQuerySchema,
  USERS_API,
  usuarioPut,
  type AssignmentKind,
} from '@portal/contract';
import type { AppDeps } from '../../platform/deps.ts';
import { acceptingGetBody } from '../../platform/read-only.ts';
import { callerOf } from '../../platform/route-access.ts';
import { requestLanguage } from '../../platform/i18n.ts';
import { exportUsers } from './users.export.ts';
import { profileOptions, roleOptions, searchUsers } from './users.repository.ts';
import {
  addAssignment,
  addClaim,
  createUsuario,
  getAssignmentList,
  getAssignments,
  getClaims,
  getUsuario,
  listParamsOf,
  listUsuarios,
  removeAssignment,
  removeClaim,
  updateUsuario,
  type UsuariosCaller,
} from './users.service.ts';

const userParams = z.object({ userName: z.string().min(1).max(50) }).strict();
const positiveId = z.coerce.number({ message: 'validation.number' }).int().positive({ message: 'validation.number' });

/** The key of one assignment in a DELETE path, by kind. */
const KEY_PARAM_SCHEMAS: Record<AssignmentKind, z.ZodType> = {
  roles: z.enum(ROLES, { message: 'validation.option' }),
  perfiles: positiveId,
  clientes: positiveId,
  proveedores: positiveId,
  aduanas: aduanaCodeSchema,
  patentes: patenteCodeSchema,
};

function callerFor(request: FastifyRequest): UsuariosCaller {
  const caller = callerOf(request);
  return { userId: caller.userId, scope: caller.scope };
}

const userNameOf = (request: FastifyRequest) => (request.params as { userName: string }).userName;

/** Users administration (resource Usuarios); paths in docs/decisions/0040-users-api.md. */
export function registerUserRoutes(app: FastifyInstance, deps: AppDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['usuarios'];
  const read = { access: { resource: 'Usuarios' as const, action: 'read' as const } };
  const create = { access: { resource: 'Usuarios' as const, action: 'create' as const } };
  const write = { access: { resource: 'Usuarios' as const, action: 'write' as const } };
  const item = `${USERS_API}/:userName`;
  registerUserSearch();

  r.get(
    USERS_API,
    {
      config: read,
      schema: {
        tags,
        summary: 'List (paged, sorted, searched by user name, full name or email; filters status and role)',
        querystring: usuarioListQuerySchema,
        response: { 200: listResponseSchema(usuarioItemSchema) },
      },
    },
    async (request) => listUsuarios(deps.db, request.query),
  );
  r.get(
    `${USERS_API}/Exportar`,
    { config: read, schema: { tags, summary: 'The current filter as Excel (.xlsx) or CSV', querystring: usuarioExportQuerySchema } },
    async (request, reply) => {
      const { formato, ...query } = request.query;
      const { page: _p, pageSize: _s, after: _a, before: _b, last: _l, ...params } = listParamsOf(query);
      return exportUsers(reply, deps.db, params, requestLanguage(request), formato);
    },
  );
  r.get(
    `${USERS_API}/Opciones/Roles`,
    { config: read, schema: { tags, summary: 'Roles that can be assigned', response: { 200: z.array(assignmentSchema) } } },
    async () => roleOptions(deps.db),
  );
  r.get(
    `${USERS_API}/Opciones/PerfilesSeguridad`,
    { config: read, schema: { tags, summary: 'Security profiles that can be assigned', response: { 200: z.array(assignmentSchema) } } },
    async () => profileOptions(deps.db),
  );
  r.get(item, { config: read, schema: { tags, params: userParams, response: { 200: usuarioDetailSchema } } }, async (request) =>
    getUsuario(deps.db, userNameOf(request)),
  );
  r.post(
    USERS_API,
    { config: create, schema: { tags, body: usuarioCreateSchema, response: { 201: usuarioDetailSchema } } },
    async (request, reply) => reply.code(201).send(await createUsuario(deps.db, request.body)),
  );
  r.put(
    item,
    { config: write, schema: { tags, params: userParams, body: usuarioPut.schema, response: { 200: usuarioDetailSchema } } },
    async (request) => {
      const body = await acceptingGetBody(request.body, usuarioPut, () => getUsuario(deps.db, userNameOf(request)));
      return updateUsuario(deps.db, userNameOf(request), body, callerFor(request));
    },
  );
  r.get(
    `${item}/Asignaciones`,
    { config: read, schema: { tags, summary: 'Every assignment of the user', params: userParams, response: { 200: assignmentsSchema } } },
    async (request) => getAssignments(deps.db, userNameOf(request)),
  );

  for (const kind of ASSIGNMENT_KIND_NAMES) {
    const { path, field } = ASSIGNMENT_KINDS[kind];
    const listUrl = `${item}/${path}`;
    r.get(listUrl, { config: read, schema: { tags, params: userParams, response: { 200: z.array(assignmentSchema) } } }, async (request) =>
      getAssignmentList(deps.db, kind, userNameOf(request)),
    );
    r.post(
      listUrl,
      {
        config: write,
        schema: {
          tags,
          summary: 'Assigns one; a duplicate is a 409 naming the field',
          params: userParams,
          body: assignmentBodySchemas[kind],
          response: { 201: z.array(assignmentSchema) },
        },
      },
      async (request, reply) =>
        reply
          .code(201)
          .send(
            await addAssignment(deps.db, kind, userNameOf(request), request.body as Record<string, string | number>, callerFor(request)),
          ),
    );
    r.delete(
      `${listUrl}/:${field}`,
      {
        config: write,
        schema: { tags, params: z.object({ userName: userParams.shape.userName, [field]: KEY_PARAM_SCHEMAS[kind] }).strict() },
      },
      async (request, reply) => {
        const key = (request.params as Record<string, string | number>)[field]!;
        await removeAssignment(deps.db, kind, userNameOf(request), key, callerFor(request));
        return reply.code(204).send();
      },
    );
  }

  r.get(
    `${item}/Claims`,
    { config: read, schema: { tags, params: userParams, response: { 200: z.array(claimSchema) } } },
    async (request) => getClaims(deps.db, userNameOf(request)),
  );
  r.post(
    `${item}/Claims`,
    { config: write, schema: { tags, params: userParams, body: claimBodySchema, response: { 201: z.array(claimSchema) } } },
    async (request, reply) => reply.code(201).send(await addClaim(deps.db, userNameOf(request), request.body)),
  );
  r.delete(
    `${item}/Claims/:userClaimId`,
    { config: write, schema: { tags, params: z.object({ userName: userParams.shape.userName, userClaimId: positiveId }).strict() } },
    async (request, reply) => {
      await removeClaim(deps.db, userNameOf(request), (request.params as { userClaimId: number }).userClaimId);
      return reply.code(204).send();
    },
  );
}

/** Users are a source of the search box: an administrator opens the user, a reader the list searched for it. */
function registerUserSearch(): void {
  registerSearchSource({
    group: 'usuarios',
    resource: 'Usuarios',
    order: 30,
    find: async (db, caller, term, limit) =>
      (await searchUsers(db, term, limit)).map((user) => ({
        id: user.userName,
        texto: user.fullName,
        detalle: `${user.userName} · ${user.email}`,
        ruta: caller.ability.can('write', 'Usuarios')
          ? `/apps/users/edit/${encodeURIComponent(user.userName)}`
          : `/apps/users/list?search=${encodeURIComponent(user.userName)}`,
      })),
  });
}
