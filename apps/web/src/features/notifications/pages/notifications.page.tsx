import { useState } from 'react';
import { Badge, Button, Card, Group, Pagination, Select, Stack, Switch, Table, Text, UnstyledButton } from '@mantine/core';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZES } from '@portal/contract';
import { useMarkAllRead, useMarkRead, useNotifications } from '../api/notifications.api.ts';
import { ChannelPreferencesForm } from '../components/channel-preferences-form.tsx';
import { formatDateTime } from '../components/format-date.ts';

export default function NotificationsPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(10);
  const [onlyUnread, setOnlyUnread] = useState(false);
  const list = useNotifications(page, pageSize, onlyUnread);
  const markAll = useMarkAllRead();
  const markRead = useMarkRead();
  const items = list.data?.items ?? [];
  const total = list.data?.total ?? 0;

  return (
    <Stack gap="lg">
      <Card withBorder shadow="sm" padding="lg">
        <Group justify="space-between" mb="md">
          <Switch
            label={t('notifications.onlyUnread')}
            checked={onlyUnread}
            onChange={(e) => (setOnlyUnread(e.currentTarget.checked), setPage(1))}
          />
          <Button variant="light" onClick={() => markAll.mutate()} loading={markAll.isPending} data-testid="mark-all-read">
            {t('notifications.markAllRead')}
          </Button>
        </Group>
        {items.length === 0 && !list.isLoading ? (
          <Text c="dimmed" ta="center" py="xl">
            {t('notifications.empty')}
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={480}>
            <Table highlightOnHover stickyHeader>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('notifications.columns.title')}</Table.Th>
                  <Table.Th>{t('notifications.columns.date')}</Table.Th>
                  <Table.Th>{t('notifications.columns.state')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {items.map((n) => (
                  <Table.Tr key={n.notificacionId} data-testid="notification-row">
                    <Table.Td>
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
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{formatDateTime(n.createdAt, i18n.language)}</Text>
                    </Table.Td>
                    <Table.Td>
                      <Badge color={n.leida ? 'gray' : 'blue'} variant="light">
                        {t(n.leida ? 'notifications.read' : 'notifications.unread')}
                      </Badge>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        <Group justify="space-between" mt="md">
          <Text size="sm" c="dimmed">
            {t('notifications.total', { count: total })}
          </Text>
          <Group gap="sm">
            <Select
              aria-label={t('notifications.pageSize')}
              w={90}
              data={PAGE_SIZES.map(String)}
              value={String(pageSize)}
              onChange={(v) => (setPageSize(Number(v ?? 10)), setPage(1))}
              allowDeselect={false}
            />
            <Pagination total={Math.max(1, Math.ceil(total / pageSize))} value={page} onChange={setPage} size="sm" />
          </Group>
        </Group>
      </Card>
      <ChannelPreferencesForm />
    </Stack>
  );
}
