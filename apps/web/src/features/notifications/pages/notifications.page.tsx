import { Badge, Button, Stack, Switch, Text, UnstyledButton } from '@mantine/core';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { listResponseSchema } from '@portal/contract';
import { notificationSchema, type Notification } from '@portal/contract/features/notifications';
import { DataTable, type Column } from '../../../shared/list/data-table.tsx';
import { useListState } from '../../../shared/list/use-list-state.ts';
import { useListQuery } from '../../../shared/list/use-list-query.ts';
import { useMarkAllRead, useMarkRead } from '../api/notifications.api.ts';
import { ChannelPreferencesForm } from '../components/channel-preferences-form.tsx';
import { formatDateTime } from '../components/format-date.ts';
import { NOTIFICATIONS_API } from '@portal/contract/features/notifications';

const listSchema = listResponseSchema(notificationSchema);

/** `/pages/miscellaneous/notifications`: the user's notifications (unread first filter), then the channel preferences. */
export default function NotificationsPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const list = useListState({ filters: ['leida'] });
  const query = useListQuery<Notification>(['notifications'], NOTIFICATIONS_API, list, listSchema);
  const markAll = useMarkAllRead();
  const markRead = useMarkRead();
  const columns: Column<Notification>[] = [
    {
      key: 'titulo',
      header: t('notifications.columns.title'),
      render: (n) => (
        <UnstyledButton
          onClick={() => {
            if (!n.leida) markRead.mutate(n.notificacionId);
            if (n.ruta) void navigate(n.ruta);
          }}
        >
          <Text fw={n.leida ? 400 : 700} size="sm">
            {n.titulo}
          </Text>
          <Text size="xs" c="dimmed">
            {n.cuerpo}
          </Text>
        </UnstyledButton>
      ),
    },
    {
      key: 'createdAt',
      header: t('notifications.columns.date'),
      render: (n) => <Text size="sm">{formatDateTime(n.createdAt, i18n.language)}</Text>,
    },
    {
      key: 'leida',
      header: t('notifications.columns.state'),
      render: (n) => (
        <Badge color={n.leida ? 'gray' : 'blue'} variant="light">
          {t(n.leida ? 'notifications.read' : 'notifications.unread')}
        </Badge>
      ),
    },
  ];
  return (
    <Stack gap="lg">
      <DataTable
        list={list}
        query={query}
        columns={columns}
        rowKey={(n) => n.notificacionId}
        testId="notifications"
        exportTo={{ path: `${NOTIFICATIONS_API}/Exportar`, query: list.exportQuery, fileName: 'notificaciones' }}
        rowProps={() => ({ 'data-testid': 'notification-row' })}
        emptyText={t('notifications.empty')}
        totalText={(count) => t('notifications.total', { count })}
        filters={
          <Switch
            label={t('notifications.onlyUnread')}
            checked={list.filters.leida === 'false'}
            onChange={(e) => list.setFilter('leida', e.currentTarget.checked ? 'false' : null)}
          />
        }
        actions={
          <Button variant="light" onClick={() => markAll.mutate()} loading={markAll.isPending} data-testid="mark-all-read">
            {t('notifications.markAllRead')}
          </Button>
        }
      />
      <ChannelPreferencesForm />
    </Stack>
  );
}
