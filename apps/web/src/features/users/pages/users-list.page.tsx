import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Badge, Button, Group, Text } from '@mantine/core';
import { IconEye, IconPencil, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  listResponseSchema,
  ROLES,
  USERS_API,
  USER_STATUSES,
  USUARIO_SORTABLE_FIELDS,
  usuarioItemSchema,
  type UsuarioItem,
} from '@portal/contract';
import { useAbility } from '../../../shared/ability/ability.ts';
import { formatDay } from '../../../shared/format/date.ts';
import { DataTable, TextCell, type Column } from '../../../shared/list/data-table.tsx';
import { RowLink } from '../../../shared/list/row-link.tsx';
import { useListState } from '../../../shared/list/use-list-state.ts';
import { useListQuery } from '../../../shared/list/use-list-query.ts';
import { StatusBadge } from '../components/status-badge.tsx';
import { FilterSelect } from '../../../shared/list/filter-select.tsx';

const SORTABLE = new Set<string>(USUARIO_SORTABLE_FIELDS);
const listSchema = listResponseSchema(usuarioItemSchema);

function RolesCell({ roles }: { roles: string[] }) {
  return (
    <Group gap={4}>
      {roles.map((name) => (
        <Badge key={name} variant="outline" size="sm" color={name === 'admin' ? 'grape' : 'blue'}>
          {name}
        </Badge>
      ))}
    </Group>
  );
}

/** `/apps/users/list`: search, status and role filters, sortable columns, paging, export, row actions by ability. */
export default function UsersListPage() {
  const { t } = useTranslation();
  const ability = useAbility();
  const list = useListState({ filters: ['status', 'role'] });
  const query = useListQuery<UsuarioItem>(['users'], USERS_API, list, listSchema);
  const canCreate = ability.can('create', 'Usuarios');
  const canWrite = ability.can('write', 'Usuarios');

  const column = (key: keyof UsuarioItem, render: (user: UsuarioItem) => ReactNode): Column<UsuarioItem> => ({
    key,
    header: t(`users.fields.${key}`),
    sortable: SORTABLE.has(key),
    render,
  });
  const columns = [
    column('userId', (user) => <Text size="sm">{user.userId}</Text>),
    column('userName', (user) => <TextCell>{user.userName}</TextCell>),
    column('fullName', (user) => <TextCell>{user.fullName}</TextCell>),
    column('email', (user) => <TextCell>{user.email}</TextCell>),
    column('status', (user) => <StatusBadge status={user.status} />),
    column('roles', (user) => <RolesCell roles={user.roles} />),
    column('createdAt', (user) => <Text size="sm">{formatDay(user.createdAt)}</Text>),
  ];
  const newButton = canCreate && (
    <Button component={Link} to="/apps/users/add" leftSection={<IconPlus size={16} />} data-testid="users-new">
      {t('users.new')}
    </Button>
  );
  const action = canWrite ? t('catalogue.ui.edit') : t('users.edit');

  return (
    <DataTable
      title={t('users.title')}
      list={list}
      query={query}
      columns={columns}
      rowKey={(user) => user.userId}
      testId="users"
      cardTestId="users-list"
      searchPlaceholder={t('list.search')}
      exportTo={{ path: `${USERS_API}/Exportar`, query: list.exportQuery, fileName: 'usuarios' }}
      emptyText={t('catalogue.ui.empty', { name: t('users.title') })}
      emptyAction={
        canCreate && (
          <Button component={Link} to="/apps/users/add" variant="light" leftSection={<IconPlus size={16} />}>
            {t('users.new')}
          </Button>
        )
      }
      actions={newButton}
      filters={
        <>
          <FilterSelect
            list={list}
            name="status"
            label={t('users.fields.status')}
            data={USER_STATUSES.map((value) => ({ value, label: t(`users.status.${value}`) }))}
            placeholder={t('users.filters.allStatuses')}
            w={180}
          />
          <FilterSelect
            list={list}
            name="role"
            label={t('users.fields.role')}
            data={[...ROLES]}
            placeholder={t('users.filters.allRoles')}
            w={180}
          />
        </>
      }
      rowActions={(user) => (
        <RowLink
          to={`/apps/users/edit/${encodeURIComponent(user.userName)}`}
          tip={action}
          name={user.userName}
          icon={canWrite ? <IconPencil size={16} /> : <IconEye size={16} />}
          testId="row-edit"
        />
      )}
    />
  );
}
