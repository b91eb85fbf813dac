import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listResponseSchema } from '@portal/contract';
import {
  channelSettingsPut,
  channelSettingsSchema,
  notificationIdParamsSchema,
  notificationExportQuerySchema,
  notificationListQuerySchema,
  NOTIFICATIONS_API,
  notificationSchema,
  unreadCountSchema,
} from '@portal/contract/features/notifications';
import type { AppDeps } from '../../platform/deps.ts';
import { registerListExport } from '../../platform/list/list-export-route.ts';
import { callerOf } from '../../platform/route-access.ts';
import { requestLanguage } from '../../platform/i18n.ts';

const EXPORT_COLUMNS = ['notificacionId', 'createdAt', 'titulo', 'cuerpo', 'leida'] as const;
import {
  administeredUser,
  countUnread,
  getChannelSettings,
  listNotifications,
  streamNotifications,
  markAllRead,
  markRead,
  saveChannelPreferences,
} from './notifications.service.ts';

/** The caller's own notifications and channel settings (resource profile: every signed-in session has read). */
/** A GET body sent back carries `configurados` (what this server can send through): read-only, ignored (decision 0178). */
const channelPreferences = ({ configurados: _configured, ...preferences }: z.infer<typeof channelSettingsPut.schema>) => preferences;

export function registerNotificationRoutes(app: FastifyInstance, deps: AppDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const own = { access: { resource: 'profile' as const, action: 'read' as const } };
  const tags = ['perfil'];

  r.get(
    NOTIFICATIONS_API,
    {
      config: own,
      schema: {
        tags,
        summary: 'The caller’s notifications, newest first',
        querystring: notificationListQuerySchema,
        response: { 200: listResponseSchema(notificationSchema) },
      },
    },
    async (request) => listNotifications(deps, callerOf(request), request.query, requestLanguage(request)),
  );
  registerListExport(app, {
    url: `${NOTIFICATIONS_API}/Exportar`,
    config: own,
    tags,
    querystring: notificationExportQuerySchema,
    keyPrefix: 'notifications.export',
    columns: EXPORT_COLUMNS,
    rows: (request, query) => streamNotifications(deps, callerOf(request), query, requestLanguage(request)),
  });
  r.get(
    `${NOTIFICATIONS_API}/SinLeer`,
    { config: own, schema: { tags, summary: 'How many notifications the caller has not read', response: { 200: unreadCountSchema } } },
    async (request) => ({ total: await countUnread(deps, callerOf(request)) }),
  );
  r.get(
    `${NOTIFICATIONS_API}/LeerTodo`,
    {
      config: own,
      schema: {
        tags,
        summary: 'Marks every notification of the caller as read (GET, as the spec calls it)',
        response: { 200: unreadCountSchema },
      },
    },
    async (request) => {
      await markAllRead(deps, callerOf(request));
      return { total: 0 };
    },
  );
  r.put(
    `${NOTIFICATIONS_API}/:notificacionId/Leida`,
    {
      config: own,
      schema: { tags, summary: 'Marks one notification as read', params: notificationIdParamsSchema, response: { 200: unreadCountSchema } },
    },
    async (request) => ({ total: await markRead(deps, callerOf(request), request.params.notificacionId) }),
  );
  r.get(
    '/api/Perfil/ConfiguracionNotificaciones',
    {
      config: own,
      schema: {
        tags,
        summary: 'The caller’s channel preferences and which channels are configured',
        response: { 200: channelSettingsSchema },
      },
    },
    async (request) => getChannelSettings(deps, callerOf(request)),
  );
  r.put(
    '/api/Perfil/ConfiguracionNotificaciones',
    {
      config: own,
      schema: {
        tags,
        summary: 'Saves the caller’s channel preferences',
        body: channelSettingsPut.schema,
        response: { 200: channelSettingsSchema },
      },
    },
    async (request) => saveChannelPreferences(deps, callerOf(request), channelPreferences(request.body)),
  );
  // An administrator sets another user's channels from the users screen (spec point 3: preferences per channel).
  const userParams = z.object({ userName: z.string().min(1).max(50) }).strict();
  r.get(
    '/api/Usuarios/:userName/ConfiguracionNotificaciones',
    {
      config: { access: { resource: 'Usuarios', action: 'read' } },
      schema: { tags, summary: 'A user’s channel preferences', params: userParams, response: { 200: channelSettingsSchema } },
    },
    async (request) => getChannelSettings(deps, await administeredUser(deps, request.params.userName)),
  );
  r.put(
    '/api/Usuarios/:userName/ConfiguracionNotificaciones',
    {
      config: { access: { resource: 'Usuarios', action: 'write' } },
      schema: {
        tags,
        summary: 'Saves a user’s channel preferences',
        params: userParams,
        body: channelSettingsPut.schema,
        response: { 200: channelSettingsSchema },
      },
    },
    async (request) =>
      saveChannelPreferences(deps, await administeredUser(deps, request.params.userName), channelPreferences(request.body)),
  );
}
