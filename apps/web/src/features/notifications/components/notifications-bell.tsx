import { ActionIcon, Button, Divider, Group, Indicator, Menu, Stack, Text, Tooltip } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useMarkAllRead, useMarkRead, useNotifications, useUnreadCount } from '../api/notifications.api.ts';
import { DesktopPermissionPrompt } from './desktop-permission.tsx';
import { formatDateTime } from './format-date.ts';

export const NOTIFICATIONS_PATH = '/pages/miscellaneous/notifications';

/** The navbar bell: the unread badge (live), the latest notifications, and a way to all of them. */
export function NotificationsBell() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const unread = useUnreadCount();
  const latest = useNotifications(1, 10, false);
  const markAll = useMarkAllRead();
  const markRead = useMarkRead();
  const total = unread.data?.total ?? 0;
  const label = total > 0 ? t('notifications.bellUnread', { count: total }) : t('notifications.bell');

  return (
    <Menu width={340} position="bottom-end" shadow="md" withinPortal>
      <Menu.Target>
        <Tooltip label={label}>
          <Indicator
            label={total > 99 ? '99+' : total}
            size={16}
            disabled={total === 0}
            offset={6}
            color="red"
            data-testid="notifications-badge"
            data-count={total}
          >
            <ActionIcon variant="subtle" color="gray" size="lg" aria-label={label} data-testid="notifications-bell">
              <IconBell size={20} />
            </ActionIcon>
          </Indicator>
        </Tooltip>
      </Menu.Target>
      <Menu.Dropdown>
        <Group justify="space-between" px="xs" py={4}>
          <Text fw={600} size="sm">
            {t('notifications.title')}
          </Text>
          <Button size="compact-xs" variant="subtle" disabled={total === 0} onClick={() => markAll.mutate()}>
            {t('notifications.markAllRead')}
          </Button>
        </Group>
        <Divider />
        {(latest.data?.items ?? []).slice(0, 5).map((n) => (
          <Menu.Item
            key={n.notificacionId}
            onClick={() => {
              if (!n.leida) markRead.mutate(n.notificacionId);
              void navigate(n.ruta || NOTIFICATIONS_PATH);
            }}
          >
            <Stack gap={0}>
              <Text size="sm" fw={n.leida ? 400 : 700} lineClamp={1}>
                {n.titulo}
              </Text>
              <Text size="xs" c="dimmed" lineClamp={2}>
                {n.cuerpo}
              </Text>
              <Text size="xs" c="dimmed">
                {formatDateTime(n.createdAt, i18n.language)}
              </Text>
            </Stack>
          </Menu.Item>
        ))}
        {latest.data?.items.length === 0 && (
          <Text size="sm" c="dimmed" p="sm">
            {t('notifications.empty')}
          </Text>
        )}
        <Divider />
        <Group justify="space-between" p="xs" wrap="nowrap">
          <DesktopPermissionPrompt compact />
          <Button size="compact-sm" variant="light" onClick={() => void navigate(NOTIFICATIONS_PATH)}>
            {t('notifications.seeAll')}
          </Button>
        </Group>
      </Menu.Dropdown>
    </Menu>
  );
}
