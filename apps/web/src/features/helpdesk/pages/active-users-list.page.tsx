import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconAddressBook, IconEdit, IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ActiveUser } from '@portal/contract/features/helpdesk';
import { useAbility } from '../../../shared/ability/ability.ts';
import { useActiveUsers, useOnGuard } from '../api/helpdesk.api.ts';
import { DataTable, type Column } from '../../../shared/list/data-table.tsx';
import { RowLink } from '../../../shared/list/row-link.tsx';
import { useListState } from '../../../shared/list/use-list-state.ts';
import { formatDateTime } from '../../../shared/format/date.ts';
import { HELPDESK_API } from '@portal/contract/features/helpdesk';

export default function ActiveUsersListPage() {
  const { t } = useTranslation();
  const ability = useAbility();
  const list = useListState();
  const query = useActiveUsers(list);
  const onGuard = useOnGuard();
  const columns: Column<ActiveUser>[] = [
    { key: 'usuarioActivoId', header: t('helpdesk.fields.id'), sortable: true, render: (r) => r.usuarioActivoId },
    {
      key: 'nombreCompleto',
      header: t('helpdesk.fields.nombreCompleto'),
      sortable: true,
      render: (r) => `${r.nombreCompleto} (${r.userName})`,
    },
    { key: 'guardiaInicio', header: t('helpdesk.fields.guardiaInicio'), sortable: true, render: (r) => formatDateTime(r.guardiaInicio) },
    { key: 'guardiaFin', header: t('helpdesk.fields.guardiaFin'), sortable: true, render: (r) => formatDateTime(r.guardiaFin) },
    {
      key: 'enGuardia',
      header: t('helpdesk.fields.enGuardia'),
      render: (r) => (
        <Badge color={r.enGuardia ? 'green' : 'gray'} variant="light">
          {t(r.enGuardia ? 'helpdesk.guard.now' : 'helpdesk.guard.off')}
        </Badge>
      ),
    },
    {
      key: 'actions',
      header: t('helpdesk.list.actions'),
      render: (r) => (
        <Group gap={4} wrap="nowrap">
          {ability.can('write', 'Users') && (
            <RowLink
              to={`/apps/tickets/users/list/edit/${r.usuarioActivoId}`}
              tip={t('helpdesk.actions.edit')}
              label={t('helpdesk.actions.editNamed', { name: r.nombreCompleto })}
              icon={<IconEdit size={18} />}
            />
          )}
          <RowLink
            to={`/apps/tickets/users/list/contact/${r.usuarioActivoId}`}
            tip={t('helpdesk.guard.contact')}
            label={t('helpdesk.guard.contactOf', { name: r.nombreCompleto })}
            icon={<IconAddressBook size={18} />}
          />
        </Group>
      ),
    },
  ];
  return (
    <Stack gap="lg">
      <Card withBorder shadow="sm" padding="lg" data-testid="on-guard-now">
        <Title order={3} size="h5" mb="xs">
          {t('helpdesk.guard.nowTitle')}
        </Title>
        {(onGuard.data ?? []).length === 0 ? (
          <Text c="dimmed" size="sm">
            {t('helpdesk.guard.nobody')}
          </Text>
        ) : (
          <Group gap="sm">
            {(onGuard.data ?? []).map((u) => (
              <Badge key={u.usuarioActivoId} size="lg" variant="light" color="green">
                {u.nombreCompleto} · {t('helpdesk.guard.until', { date: formatDateTime(u.guardiaFin) })}
              </Badge>
            ))}
          </Group>
        )}
      </Card>
      <DataTable
        testId="guards"
        exportTo={{ path: `${HELPDESK_API}/UsuariosActivos/Exportar`, query: list.exportQuery, fileName: 'guardias' }}
        list={list}
        query={query}
        searchPlaceholder={t('helpdesk.list.search')}
        columns={columns}
        rowKey={(r) => r.usuarioActivoId}
        emptyText={t('helpdesk.guard.empty')}
        actions={
          ability.can('create', 'Users') && (
            <Button component={Link} to="/apps/tickets/users/list/add" leftSection={<IconPlus size={16} />}>
              {t('helpdesk.guard.new')}
            </Button>
          )
        }
      />
    </Stack>
  );
}
