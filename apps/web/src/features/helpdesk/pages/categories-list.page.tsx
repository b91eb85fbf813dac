import { ActionIcon, Badge, Button, Group, Tooltip } from '@mantine/core';
import { IconEdit, IconPlus, IconUsers } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TicketCategory } from '@portal/contract/features/helpdesk';
import { useAbility } from '../../../shared/ability/ability.ts';
import { useCategories } from '../api/helpdesk.api.ts';
import { ListCard, useListState, type Column } from '../components/list-card.tsx';

export default function CategoriesListPage() {
  const { t } = useTranslation();
  const ability = useAbility();
  const state = useListState();
  const list = useCategories(state.params);
  const columns: Column<TicketCategory>[] = [
    { key: 'ticketCategoriaId', labelKey: 'helpdesk.fields.id', sortable: true, render: (r) => r.ticketCategoriaId },
    { key: 'ruta', labelKey: 'helpdesk.fields.ruta', sortable: true, render: (r) => r.rutaMostrar },
    { key: 'abreviatura', labelKey: 'helpdesk.fields.abreviatura', sortable: true, render: (r) => r.abreviatura },
    { key: 'slaHoras', labelKey: 'helpdesk.fields.slaHoras', sortable: true, render: (r) => r.slaHoras },
    {
      key: 'activo',
      labelKey: 'helpdesk.fields.activo',
      render: (r) => (
        <Badge color={r.activo ? 'green' : 'gray'} variant="light">
          {t(r.activo ? 'helpdesk.yes' : 'helpdesk.no')}
        </Badge>
      ),
    },
    {
      key: 'actions',
      labelKey: 'helpdesk.list.actions',
      render: (r) => (
        <Group gap={4} wrap="nowrap">
          {ability.can('write', 'Categories') && (
            <Tooltip label={t('helpdesk.actions.edit')}>
              <ActionIcon
                component={Link}
                to={`/apps/category/edit/${r.ticketCategoriaId}`}
                variant="subtle"
                aria-label={t('helpdesk.actions.editNamed', { name: r.nombre })}
              >
                <IconEdit size={18} />
              </ActionIcon>
            </Tooltip>
          )}
          {ability.can('create', 'Categories') && (
            <Tooltip label={t('helpdesk.categories.users')}>
              <ActionIcon
                component={Link}
                to={`/apps/category/users/${r.ticketCategoriaId}`}
                variant="subtle"
                aria-label={t('helpdesk.categories.usersOf', { name: r.nombre })}
              >
                <IconUsers size={18} />
              </ActionIcon>
            </Tooltip>
          )}
        </Group>
      ),
    },
  ];
  return (
    <ListCard
      state={state}
      columns={columns}
      rows={list.data?.items}
      total={list.data?.total}
      rowKey={(r) => r.ticketCategoriaId}
      isLoading={list.isLoading}
      error={list.error}
      emptyKey="helpdesk.categories.empty"
      actions={
        ability.can('create', 'Categories') && (
          <Button component={Link} to="/apps/category/new" leftSection={<IconPlus size={16} />}>
            {t('helpdesk.categories.new')}
          </Button>
        )
      }
    />
  );
}
