import { Link } from 'react-router';
import { ActionIcon, Badge, Button, Group, Text, Tooltip } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useQueryClient } from '@tanstack/react-query';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { listResponseSchema } from '@portal/contract';
import { securityProfileSummarySchema, type SecurityProfileSummary } from '@portal/contract/features/security';
import { useAbility } from '../../../shared/ability/ability.ts';
import { notifyError, notifySuccess } from '../../../shared/ui/toast.ts';
import { DataTable, TextCell, type Column } from '../../../shared/list/data-table.tsx';
import { RowLink } from '../../../shared/list/row-link.tsx';
import { useListState } from '../../../shared/list/use-list-state.ts';
import { useListQuery } from '../../../shared/list/use-list-query.ts';
import { deleteProfile } from '../api/security.api.ts';
import { SECURITY_API } from '@portal/contract/features/security';

const listSchema = listResponseSchema(securityProfileSummarySchema);

/** Security profiles catalogue: list with search, sort and paging; add, edit and delete. */
export default function SecurityProfileListPage() {
  const { t } = useTranslation();
  const ability = useAbility();
  const client = useQueryClient();
  const list = useListState();
  const query = useListQuery(['security', 'profiles'], `${SECURITY_API}/PerfilesSeguridad`, list, listSchema);

  function confirmDelete(id: number, nombre: string) {
    modals.openConfirmModal({
      title: t('securityPage.profiles.deleteTitle'),
      children: <Text size="sm">{t('securityPage.profiles.deleteText', { nombre })}</Text>,
      labels: { confirm: t('securityPage.delete'), cancel: t('securityPage.cancel') },
      confirmProps: { color: 'red', 'data-testid': 'confirm-delete' } as Record<string, unknown>,
      onConfirm: async () => {
        try {
          await deleteProfile(id);
          await client.invalidateQueries({ queryKey: ['security'] });
          notifySuccess(204, t('securityPage.profiles.deleted'));
        } catch (error) {
          notifyError(error);
        }
      },
    });
  }

  const newButton = ability.can('create', 'Seguridad') && (
    <Button component={Link} to="/apps/security/profiles/add" leftSection={<IconPlus size={16} />} data-testid="profile-new">
      {t('securityPage.profiles.new')}
    </Button>
  );
  const columns: Column<SecurityProfileSummary>[] = [
    { key: 'nombre', header: t('securityPage.profiles.nombre'), sortable: true, render: (p) => <TextCell>{p.nombre}</TextCell> },
    { key: 'descripcion', header: t('securityPage.profiles.descripcion'), render: (p) => <TextCell>{p.descripcion}</TextCell> },
    {
      key: 'roles',
      header: t('securityPage.profiles.roles'),
      render: (p) => (
        <Group gap={4}>
          {p.roles.map((role) => (
            <Badge key={role} variant="outline" color="gray">
              {t(`roles.${role}`, { defaultValue: role })}
            </Badge>
          ))}
        </Group>
      ),
    },
    { key: 'permisos', header: t('securityPage.profiles.permisos'), render: (p) => p.permisos },
    { key: 'usuarios', header: t('securityPage.profiles.usuarios'), render: (p) => p.usuarios },
  ];

  return (
    <DataTable
      list={list}
      query={query}
      columns={columns}
      rowKey={(p) => p.perfilSeguridadId}
      testId="profiles"
      exportTo={{ path: `${SECURITY_API}/PerfilesSeguridad/Exportar`, query: list.exportQuery, fileName: 'perfiles-seguridad' }}
      searchPlaceholder={t('securityPage.search')}
      emptyText={t('securityPage.profiles.empty')}
      actions={newButton}
      totalText={(count) => t('securityPage.total', { count })}
      rowActions={(p) => (
        <>
          <RowLink
            to={`/apps/security/profiles/edit/${p.perfilSeguridadId}`}
            tip={t('securityPage.edit')}
            label={`${t('securityPage.edit')} ${p.nombre}`}
            icon={<IconPencil size={16} />}
          />
          {ability.can('delete', 'Seguridad') && (
            <Tooltip label={t('securityPage.delete')}>
              <ActionIcon
                variant="subtle"
                color="red"
                onClick={() => confirmDelete(p.perfilSeguridadId, p.nombre)}
                aria-label={`${t('securityPage.delete')} ${p.nombre}`}
              >
                <IconTrash size={16} />
              </ActionIcon>
            </Tooltip>
          )}
        </>
      )}
    />
  );
}
