import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listResponseSchema } from '@portal/contract';
import {
  permissionMatrixPut,
  permissionMatrixSchema,
  securityProfileIdParamsSchema,
  SECURITY_API,
  securityProfileExportQuerySchema,
  securityProfileListQuerySchema,
  securityProfileSchema,
  securityProfileSummarySchema,
  securityProfileWriteSchema,
  securityUserIdParamsSchema,
  userOptionsQuerySchema,
  userProfilesSchema,
} from '@portal/contract/features/security';
import type { AppDeps } from '../../platform/deps.ts';
import { registerListExport } from '../../platform/list/list-export-route.ts';
import { callerOf } from '../../platform/route-access.ts';
import { acceptingGetBody } from '../../platform/read-only.ts';

import {
  createSecurityProfile,
  deleteSecurityProfile,
  getPermissionMatrix,
  getSecurityProfile,
  getUserProfiles,
  listSecurityProfiles,
  streamSecurityProfiles,
  savePermissionMatrix,
  setUserProfiles,
  updateSecurityProfile,
  userOptions,
} from './security.service.ts';
import { problems } from '../../platform/problem.ts';

const base = SECURITY_API;
const access = (action: 'read' | 'write' | 'create' | 'delete') => ({ access: { resource: 'Seguridad' as const, action } });

/** The permission matrix and the security profiles (resource Seguridad). */
export function registerSecurityRoutes(app: FastifyInstance, deps: AppDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['seguridad'];

  r.get(
    `${base}/MatrizPermisos`,
    {
      config: access('read'),
      schema: { tags, summary: 'Resources down, security profiles across', response: { 200: permissionMatrixSchema } },
    },
    async () => getPermissionMatrix(deps),
  );
  r.put(
    `${base}/MatrizPermisos`,
    {
      config: access('write'),
      schema: {
        tags,
        summary: 'Saves changed cells in one transaction; effective at each affected user’s next token refresh',
        body: permissionMatrixPut.schema,
        response: { 200: permissionMatrixSchema },
      },
    },
    async (request) => {
      const body = await acceptingGetBody(request.body, permissionMatrixPut, () => getPermissionMatrix(deps));
      return savePermissionMatrix(deps, callerOf(request), body.celdas);
    },
  );

  r.get(
    `${base}/PerfilesSeguridad`,
    {
      config: access('read'),
      schema: { tags, querystring: securityProfileListQuerySchema, response: { 200: listResponseSchema(securityProfileSummarySchema) } },
    },
    async (request) => listSecurityProfiles(deps, request.query),
  );
  registerListExport(app, {
    url: `${base}/PerfilesSeguridad/Exportar`,
    config: access('read'),
    tags,
    querystring: securityProfileExportQuerySchema,
    keyPrefix: 'security.export',
    columns: ['perfilSeguridadId', 'nombre', 'descripcion', 'roles', 'permisos', 'usuarios'] as const,
    rows: (_request, query) => streamSecurityProfiles(deps, query),
  });
  r.get(
    `${base}/PerfilesSeguridad/:perfilSeguridadId`,
    { config: access('read'), schema: { tags, params: securityProfileIdParamsSchema, response: { 200: securityProfileSchema } } },
    async (request) => getSecurityProfile(deps.db, request.params.perfilSeguridadId),
  );
  r.post(
    `${base}/PerfilesSeguridad`,
    { config: access('create'), schema: { tags, body: securityProfileWriteSchema, response: { 201: securityProfileSchema } } },
    async (request, reply) => reply.status(201).send(await createSecurityProfile(deps, callerOf(request), request.body)),
  );
  r.put(
    `${base}/PerfilesSeguridad/:perfilSeguridadId`,
    {
      config: access('write'),
      schema: {
        tags,
        params: securityProfileIdParamsSchema,
        body: securityProfileWriteSchema.extend({ perfilSeguridadId: z.number().int().optional() }),
        response: { 200: securityProfileSchema },
      },
    },
    async (request) => {
      const { perfilSeguridadId, ...body } = request.body;
      if (perfilSeguridadId !== undefined && perfilSeguridadId !== request.params.perfilSeguridadId) {
        throw problems.validation({ perfilSeguridadId: ['validation.idMismatch'] });
      }
      return updateSecurityProfile(deps, callerOf(request), request.params.perfilSeguridadId, body);
    },
  );
  r.delete(
    `${base}/PerfilesSeguridad/:perfilSeguridadId`,
    { config: access('delete'), schema: { tags, params: securityProfileIdParamsSchema } },
    async (request, reply) => {
      await deleteSecurityProfile(deps, callerOf(request), request.params.perfilSeguridadId);
      return reply.status(204).send();
    },
  );

  // The user side of the assignment, for the users screen.
  r.get(
    `${base}/Usuarios/:userId/PerfilesSeguridad`,
    { config: access('read'), schema: { tags, params: securityUserIdParamsSchema, response: { 200: userProfilesSchema } } },
    async (request) => ({ perfiles: await getUserProfiles(deps, request.params.userId) }),
  );
  r.put(
    `${base}/Usuarios/:userId/PerfilesSeguridad`,
    {
      config: access('write'),
      schema: { tags, params: securityUserIdParamsSchema, body: userProfilesSchema, response: { 200: userProfilesSchema } },
    },
    async (request) => ({ perfiles: await setUserProfiles(deps, callerOf(request), request.params.userId, request.body.perfiles) }),
  );
  r.get(
    `${base}/Opciones/Usuarios`,
    {
      config: access('read'),
      schema: {
        tags,
        summary: 'Users to assign (at most 50)',
        querystring: userOptionsQuerySchema,
        response: { 200: z.array(z.object({ value: z.number().int(), text: z.string() })) },
      },
    },
    async (request) => userOptions(deps, request.query.llaveBuscar),
  );
}
