import { Badge, Button, Group } from '@mantine/core';
import { IconEdit, IconPlus, IconUsers } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TicketCategory } from '@portal/contract/features/helpdesk';
import { useAbility } from '../../../shared/ability/ability.ts';
import { useCategories } from '../api/helpdesk.api.ts';
import { DataTable, type Column } from '../../../shared/list/data-table.tsx';
import { RowLink } from '../../../shared/list/row-link.tsx';
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
            <RowLink
              to={`/apps/category/edit/${r.ticketCategoriaId}`}
              tip={t('helpdesk.actions.edit')}
              label={t('helpdesk.actions.editNamed', { name: r.nombre })}
              icon={<IconEdit size={18} />}
            />
          )}
          {ability.can('create', 'Categories') && (
            <RowLink
              to={`/apps/category/users/${r.ticketCategoriaId}`}
              tip={t('helpdesk.categories.users')}
              label={t('helpdesk.categories.usersOf', { name: r.nombre })}
              icon={<IconUsers size={18} />}
            />
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
