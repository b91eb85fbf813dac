import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listResponseSchema } from '@portal/contract';
import {
  CONNECTION_STRINGS_API,
  DATA_ACCESS_SETTINGS_API,
  QUERY_OBJECTS_API,
  connectionStringIdParamsSchema,
  connectionStringInputSchema,
  connectionStringListQuerySchema,
  connectionStringSchema,
  connectionStringPut,
  connectionTestResultSchema,
  dataAccessSettingsSchema,
  queryObjectIdParamsSchema,
  queryObjectInputSchema,
  queryObjectListQuerySchema,
  queryObjectSchema,
  queryObjectPut,
  queryResultSchema,
  queryRunSchema,
} from '@portal/contract/features/dashboards';
import type { AppDeps } from '../../platform/deps.ts';
import { acceptingGetBody } from '../../platform/read-only.ts';
import { requestLanguage } from '../../platform/i18n.ts';
import { readSettings, saveSettings } from './data-access-settings.ts';
import {
  createConnectionString,
  deleteConnectionString,
  deleteQueryObject,
  getConnectionRow,
  getQueryObject,
  getQueryObjectRow,
  listConnectionStrings,
  listQueryObjects,
  runQueryObject,
  saveQueryObject,
  testConnection,
  toConnectionString,
  updateConnectionString,
} from './sources.service.ts';
import { conditionsOf } from './filters.service.ts';

type Action = 'read' | 'create' | 'write' | 'delete';
export const tableros = (action: Action) => ({ access: { resource: 'Tableros' as const, action } });
const tags = ['acceso-datos'];

/**
 * Data access settings (decision 0140): connection strings, query objects and the host and run limits.
 * They reach other servers and hold credentials, so even reading them takes `Tableros` write.
 */
export function registerDataAccessRoutes(app: FastifyInstance, deps: AppDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(DATA_ACCESS_SETTINGS_API, { config: tableros('write'), schema: { tags, response: { 200: dataAccessSettingsSchema } } }, async () =>
    readSettings(deps.db, deps.config.env),
  );
  r.put(
    DATA_ACCESS_SETTINGS_API,
    { config: tableros('write'), schema: { tags, body: dataAccessSettingsSchema, response: { 200: dataAccessSettingsSchema } } },
    async (request) => saveSettings(deps.db, request.body),
  );

  r.get(
    CONNECTION_STRINGS_API,
    {
      config: tableros('write'),
      schema: { tags, querystring: connectionStringListQuerySchema, response: { 200: listResponseSchema(connectionStringSchema) } },
    },
    async (request) => listConnectionStrings(deps.db, request.query),
  );
  r.get(
    `${CONNECTION_STRINGS_API}/:cadenaConexionId`,
    { config: tableros('write'), schema: { tags, params: connectionStringIdParamsSchema, response: { 200: connectionStringSchema } } },
    async (request) => toConnectionString(await getConnectionRow(deps.db, request.params.cadenaConexionId)),
  );
  r.post(
    CONNECTION_STRINGS_API,
    { config: tableros('create'), schema: { tags, body: connectionStringInputSchema, response: { 201: connectionStringSchema } } },
    async (request, reply) => reply.code(201).send(await createConnectionString(deps, request.body)),
  );
  r.put(
    `${CONNECTION_STRINGS_API}/:cadenaConexionId`,
    {
      config: tableros('write'),
      schema: {
        tags,
        params: connectionStringIdParamsSchema,
        body: connectionStringPut.schema,
        response: { 200: connectionStringSchema },
      },
    },
    async (request) => {
      const id = request.params.cadenaConexionId;
      const load = async () => toConnectionString(await getConnectionRow(deps.db, id));
      return updateConnectionString(deps, id, await acceptingGetBody(request.body, connectionStringPut, load));
    },
  );
  r.delete(
    `${CONNECTION_STRINGS_API}/:cadenaConexionId`,
    { config: tableros('delete'), schema: { tags, params: connectionStringIdParamsSchema, response: { 204: z.null() } } },
    async (request, reply) => {
      await deleteConnectionString(deps.db, request.params.cadenaConexionId);
      return reply.code(204).send(null);
    },
  );
  r.post(
    `${CONNECTION_STRINGS_API}/:cadenaConexionId/Probar`,
    {
      config: tableros('write'),
      schema: {
        tags,
        summary: 'Connects (host allow-list, credentials, database, a role that only reads) and says what failed',
        params: connectionStringIdParamsSchema,
        response: { 200: connectionTestResultSchema },
      },
    },
    async (request) => testConnection(deps, request.params.cadenaConexionId, requestLanguage(request)),
  );

  registerQueryObjectRoutes(app, deps);
}

function registerQueryObjectRoutes(app: FastifyInstance, deps: AppDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    QUERY_OBJECTS_API,
    {
      config: tableros('write'),
      schema: { tags, querystring: queryObjectListQuerySchema, response: { 200: listResponseSchema(queryObjectSchema) } },
    },
    async (request) => listQueryObjects(deps.db, request.query),
  );
  r.get(
    `${QUERY_OBJECTS_API}/:objetoConsultaId`,
    { config: tableros('write'), schema: { tags, params: queryObjectIdParamsSchema, response: { 200: queryObjectSchema } } },
    async (request) => getQueryObject(deps.db, request.params.objetoConsultaId),
  );
  r.post(
    QUERY_OBJECTS_API,
    {
      config: tableros('create'),
      schema: {
        tags,
        summary: 'Saves a query object after reading its columns from the source (one SELECT, read-only, timed)',
        body: queryObjectInputSchema,
        response: { 201: queryObjectSchema },
      },
    },
    async (request, reply) => reply.code(201).send(await saveQueryObject(deps, request.body)),
  );
  r.put(
    `${QUERY_OBJECTS_API}/:objetoConsultaId`,
    {
      config: tableros('write'),
      schema: { tags, params: queryObjectIdParamsSchema, body: queryObjectPut.schema, response: { 200: queryObjectSchema } },
    },
    async (request) => {
      const id = request.params.objetoConsultaId;
      const body = await acceptingGetBody(request.body, queryObjectPut, () => getQueryObject(deps.db, id));
      return saveQueryObject(deps, body, id);
    },
  );
  r.delete(
    `${QUERY_OBJECTS_API}/:objetoConsultaId`,
    { config: tableros('delete'), schema: { tags, params: queryObjectIdParamsSchema, response: { 204: z.null() } } },
    async (request, reply) => {
      await deleteQueryObject(deps.db, request.params.objetoConsultaId);
      return reply.code(204).send(null);
    },
  );
  r.post(
    `${QUERY_OBJECTS_API}/:objetoConsultaId/Ejecutar`,
    {
      config: tableros('write'),
      schema: {
        tags,
        summary: 'Runs the query object with filter values (the designer’s preview), capped and timed',
        params: queryObjectIdParamsSchema,
        body: queryRunSchema,
        response: { 200: queryResultSchema },
      },
    },
    async (request) => {
      const row = await getQueryObjectRow(deps.db, request.params.objetoConsultaId);
      return runQueryObject(deps, row, await conditionsOf(deps.db, request.body.filtros));
    },
  );
}
