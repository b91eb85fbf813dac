import { z } from 'zod';
import { putBody } from '../read-only.ts';
import { exportFormatSchema, listQuerySchema, PAGING_FIELDS } from '../paging.ts';

/** The caller's notifications (spec point 3). */
export const NOTIFICATIONS_API = '/api/Perfil/Notificaciones';

export const notificationSchema = z.object({
  notificacionId: z.number().int(),
  titulo: z.string(),
  cuerpo: z.string(),
  ruta: z.string(),
  parametros: z.record(z.string(), z.union([z.string(), z.number()])),
  origen: z.string(),
  leida: z.boolean(),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationListQuerySchema = listQuerySchema.extend({ leida: z.enum(['true', 'false']).optional() }).strict();
export type NotificationListQuery = z.infer<typeof notificationListQuerySchema>;
export const notificationExportQuerySchema = notificationListQuerySchema
  .omit(PAGING_FIELDS)
  .extend({ formato: exportFormatSchema })
  .strict();
export type NotificationFilter = Omit<NotificationListQuery, keyof typeof PAGING_FIELDS>;
export const NOTIFICATION_SORTS = ['notificacionId', 'createdAt', 'titulo', 'leida'] as const;

export const unreadCountSchema = z.object({ total: z.number().int() });
export type UnreadCount = z.infer<typeof unreadCountSchema>;

export const NOTIFICATION_CHANNELS = ['portal', 'email', 'sms', 'whatsapp'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

export const channelPreferencesSchema = z
  .object({ portal: z.boolean(), email: z.boolean(), sms: z.boolean(), whatsapp: z.boolean() })
  .strict();
export type ChannelPreferences = z.infer<typeof channelPreferencesSchema>;

/** The preferences and which outside channels this server can actually send through. */
export const channelSettingsSchema = channelPreferencesSchema.extend({
  configurados: z.object({ portal: z.boolean(), email: z.boolean(), sms: z.boolean(), whatsapp: z.boolean() }),
});
export type ChannelSettings = z.infer<typeof channelSettingsSchema>;
/** The PUT takes back its GET body: `configurados` (what this server can send through) is read-only and ignored. */
export const channelSettingsPut = putBody(channelPreferencesSchema, channelSettingsSchema);

export const notificationIdParamsSchema = z.object({ notificacionId: z.coerce.number().int().positive() }).strict();
