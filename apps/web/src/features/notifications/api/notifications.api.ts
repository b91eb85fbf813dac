import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { listResponseSchema } from '@portal/contract';
import {
  NOTIFICATIONS_API,
  channelSettingsSchema,
  notificationSchema,
  unreadCountSchema,
  type ChannelPreferences,
  type UnreadCount,
} from '@portal/contract/features/notifications';
import { api } from '../../../shared/api/api.ts';

export const notificationKeys = {
  all: ['notifications'] as const,
  unread: ['notifications', 'unread'] as const,
  list: (page: number, pageSize: number, onlyUnread: boolean) => ['notifications', 'list', page, pageSize, onlyUnread] as const,
  settings: ['notifications', 'settings'] as const,
};

/** The unread count of the navbar badge: cached (spec point 9) and bumped live by the hub. */
export function useUnreadCount(enabled = true) {
  return useQuery({
    queryKey: notificationKeys.unread,
    queryFn: () => api.get(`${NOTIFICATIONS_API}/SinLeer`, { schema: unreadCountSchema }),
    staleTime: 5 * 60_000,
    enabled,
    meta: { silent: true },
  });
}

/** A page of notifications (the bell shows the latest ten). */
export function useNotifications(page: number, pageSize: number, onlyUnread: boolean) {
  return useQuery({
    queryKey: notificationKeys.list(page, pageSize, onlyUnread),
    queryFn: () =>
      api.get(`${NOTIFICATIONS_API}?page=${page}&pageSize=${pageSize}${onlyUnread ? '&leida=false' : ''}`, {
        schema: listResponseSchema(notificationSchema),
      }),
    placeholderData: keepPreviousData,
  });
}

export function useMarkAllRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.get(`${NOTIFICATIONS_API}/LeerTodo`, { schema: unreadCountSchema }),
    onSuccess: (count) => {
      client.setQueryData<UnreadCount>(notificationKeys.unread, count);
      void client.invalidateQueries({ queryKey: notificationKeys.all });
    },
  });
}

export function useMarkRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (notificacionId: number) =>
      api.put(`${NOTIFICATIONS_API}/${notificacionId}/Leida`, undefined, { schema: unreadCountSchema }),
    onSuccess: (count) => {
      client.setQueryData<UnreadCount>(notificationKeys.unread, count);
      void client.invalidateQueries({ queryKey: ['notifications', 'list'] });
    },
    meta: { silent: true },
  });
}

/** The caller's own settings, or (for an administrator on the users screen) those of `userName`. */
function settingsPath(userName?: string): string {
  return userName ? `/api/Usuarios/${encodeURIComponent(userName)}/ConfiguracionNotificaciones` : '/api/Perfil/ConfiguracionNotificaciones';
}

export function useChannelSettings(userName?: string) {
  return useQuery({
    queryKey: userName ? [...notificationKeys.settings, userName] : notificationKeys.settings,
    queryFn: () => api.get(settingsPath(userName), { schema: channelSettingsSchema }),
  });
}

export function useSaveChannelSettings(userName?: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ChannelPreferences) => api.put(settingsPath(userName), input, { schema: channelSettingsSchema }),
    onSuccess: (settings) => client.setQueryData(userName ? [...notificationKeys.settings, userName] : notificationKeys.settings, settings),
  });
}
