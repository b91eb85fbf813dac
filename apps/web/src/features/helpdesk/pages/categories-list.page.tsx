import { ActionIcon, Badge, Button, Group, Tooltip } from '@mantine/core';
import { IconEdit, IconPlus, IconUsers } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TicketCategory } from '@portal/contract/features/helpdesk';
import { useAbility } from '../../../shared/ability/ability.ts';
import { useCategories } from '../api/helpdesk.api.ts';
import { DataTable, type Column } from '../../../shared/list/data-table.tsx';
import { useListState } from '../../../shared/list/use-list-state.ts';
import { HELPDESK_API } from '@portal/contract/features/helpdesk';

export default function CategoriesListPage() {
  const { t } = useTranslation();
  const ability = useAbility();
  const list = useListState();
  const query = useCategories(list);
  const columns: Column<TicketCategory>[] = [
    { key: 'ticketCategoriaId', header: t('helpdesk.fields.id'), sortable: true, render: (r) => r.ticketCategoriaId },
    { key: 'ruta', header: t('helpdesk.fields.ruta'), sortable: true, render: (r) => r.rutaMostrar },
    { key: 'abreviatura', header: t('helpdesk.fields.abreviatura'), sortable: true, render: (r) => r.abreviatura },
    { key: 'slaHoras', header: t('helpdesk.fields.slaHoras'), sortable: true, render: (r) => r.slaHoras },
    {
      key: 'activo',
      header: t('helpdesk.fields.activo'),
      render: (r) => (
        <Badge color={r.activo ? 'green' : 'gray'} variant="light">
          {t(r.activo ? 'helpdesk.yes' : 'helpdesk.no')}
        </Badge>
      ),
    },
    {
      key: 'actions',
      header: t('helpdesk.list.actions'),
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
    <DataTable
      testId="categories"
      exportTo={{ path: `${HELPDESK_API}/Categoria/Exportar`, query: list.exportQuery, fileName: 'categorias' }}
      list={list}
      query={query}
      searchPlaceholder={t('helpdesk.list.search')}
      columns={columns}
      rowKey={(r) => r.ticketCategoriaId}
      emptyText={t('helpdesk.categories.empty')}
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
