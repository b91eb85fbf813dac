import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { notifications as toasts } from '@mantine/notifications';
import { Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { RealtimeMessage } from '@portal/contract';
import type { UnreadCount } from '@portal/contract/features/notifications';
import { onRealtimeMessage, startRealtime } from '../../../shared/realtime/realtime-client.ts';
import { api } from '../../../shared/api/api.ts';
import { notificationKeys } from '../api/notifications.api.ts';
import { desktopPermission } from './desktop-permission.tsx';
import { realtimeText } from './realtime-text.ts';
import { NOTIFICATIONS_API } from '@portal/contract/features/notifications';

const IN_APP_MS = 8000;

/**
 * What a `ReceiveMessage` does in the signed-in app: the badge goes up at once, an in-app notice shows
 * (and a desktop one when the tab is not in view and the user allowed it); a click opens the route.
 */
export function RealtimeNotifier() {
  const navigate = useNavigate();
  const client = useQueryClient();
  const { i18n } = useTranslation();

  useEffect(() => {
    startRealtime();
    return onRealtimeMessage((message: RealtimeMessage) => {
      client.setQueryData<UnreadCount>(notificationKeys.unread, (old) => ({ total: (old?.total ?? 0) + 1 }));
      void client.invalidateQueries({ queryKey: ['notifications', 'list'] });
      // Other screens refresh what the message is about (a ticket list, a ticket).
      void client.invalidateQueries({ queryKey: ['helpdesk'] });
      const open = () => {
        if (message.notificacionId)
          void api.put(`${NOTIFICATIONS_API}/${message.notificacionId}/Leida`).then(
            () => client.invalidateQueries({ queryKey: notificationKeys.unread }),
            () => undefined,
          );
        void navigate(message.route);
      };
      const id = `rt-${message.notificacionId ?? Date.now()}`;
      // In the language this reader chose, whoever raised it and whatever the stored language says.
      const { title, body } = realtimeText(
        message,
        (key, params) => i18n.t(key, params),
        (key) => i18n.exists(key),
      );
      toasts.show({
        id,
        autoClose: IN_APP_MS,
        withBorder: true,
        title,
        message: (
          <UnstyledButton
            onClick={() => {
              toasts.hide(id);
              open();
            }}
            data-testid="realtime-toast"
          >
            <Text size="sm">{body}</Text>
          </UnstyledButton>
        ),
      });
      if (desktopPermission() === 'granted' && document.visibilityState !== 'visible') {
        const desktop = new Notification(title, { body, tag: id });
        desktop.onclick = () => {
          window.focus();
          desktop.close();
          open();
        };
      }
    });
  }, [client, navigate, i18n]);

  return null;
}
