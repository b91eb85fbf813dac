import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { catalogueOptionsQuerySchema, optionSchema } from '@portal/contract';
import {
  NOTIFICATION_USERS_API,
  QUERY_OBJECTS_API,
  queryNotificationPut,
  queryNotificationSchema,
  queryObjectIdParamsSchema,
} from '@portal/contract/features/dashboards';
import { acceptingGetBody } from '../../platform/read-only.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { tableros } from './data-access.routes.ts';
import {
  deleteQueryNotification,
  getQueryNotification,
  notificationUserOptions,
  saveQueryNotification,
} from './query-notifications.service.ts';

const tags = ['acceso-datos'];
const path = `${QUERY_OBJECTS_API}/:objetoConsultaId/Notificacion`;

/** A query object's user notification (name, channels, users): read, set and removed by designers. */
export function registerQueryNotificationRoutes(app: FastifyInstance, deps: AppDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    NOTIFICATION_USERS_API,
    {
      config: tableros('write'),
      schema: {
        tags,
        summary: 'Active users a notification may tell: by text, or the names of known ids (at most 50)',
        querystring: catalogueOptionsQuerySchema,
        response: { 200: z.array(optionSchema) },
      },
    },
    async (request) => notificationUserOptions(deps.db, request.query),
  );
  r.get(
    path,
    {
      config: tableros('write'),
      schema: {
        tags,
        summary: "The query object's notification, or null",
        params: queryObjectIdParamsSchema,
        response: { 200: queryNotificationSchema.nullable() },
      },
    },
    async (request) => getQueryNotification(deps.db, request.params.objetoConsultaId),
  );
  r.put(
    path,
    {
      config: tableros('write'),
      schema: {
        tags,
        summary: 'Sets the users and channels told when the query object returns new rows',
        params: queryObjectIdParamsSchema,
        body: queryNotificationPut.schema,
        response: { 200: queryNotificationSchema },
      },
    },
    async (request) => {
      const id = request.params.objetoConsultaId;
      const load = async () => (await getQueryNotification(deps.db, id)) ?? {};
      return saveQueryNotification(
        deps.db,
        id,
        await acceptingGetBody(request.body, queryNotificationPut, load, ['ultimaRevision', 'ultimoAviso']),
      );
    },
  );
  r.delete(
    path,
    {
      config: tableros('delete'),
      schema: { tags, summary: "Removes the query object's notification", params: queryObjectIdParamsSchema, response: { 204: z.null() } },
    },
    async (request, reply) => {
      await deleteQueryNotification(deps.db, request.params.objetoConsultaId);
      return reply.code(204).send(null);
    },
  );
}
