import { useState } from 'react';
import { Link } from 'react-router';
import { ActionIcon, Alert, Badge, Button, Card, Group, Stack, Table, Text, TextInput, Tooltip, UnstyledButton } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { modals } from '@mantine/modals';
import { useQueryClient } from '@tanstack/react-query';
import { IconChevronDown, IconChevronUp, IconPencil, IconPlus, IconSearch, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

import { problemMessage } from '../../../shared/api/api-error.ts';
import { useAbility } from '../../../shared/ability/ability.ts';
import { notifyError, notifySuccess } from '../../../shared/ui/toast.ts';
import { deleteProfile, useProfiles } from '../api/security.api.ts';
import { ListFooter } from '../../../shared/ui/list-footer.tsx';

/** Security profiles catalogue: list with search, sort and paging; add, edit and delete. */
export default function SecurityProfileListPage() {
  const { t } = useTranslation();
  const ability = useAbility();
  const client = useQueryClient();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(10);
  const [sort, setSort] = useState('perfilSeguridadId:desc');
  const list = useProfiles({ page, pageSize, search: debounced, sort });
  const total = list.data?.total ?? 0;

  function sortBy(field: string) {
    setSort((current) => (current === `${field}:asc` ? `${field}:desc` : `${field}:asc`));
  }
  const sortIcon = (field: string) =>
    sort === `${field}:asc` ? <IconChevronUp size={14} /> : sort === `${field}:desc` ? <IconChevronDown size={14} /> : null;

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

  return (
    <Card withBorder padding="lg">
      <Stack gap="md">
        <Group justify="space-between">
          <TextInput
            leftSection={<IconSearch size={16} />}
            placeholder={t('securityPage.search')}
            aria-label={t('securityPage.search')}
            value={search}
            onChange={(e) => (setSearch(e.currentTarget.value), setPage(1))}
            w={280}
          />
          {ability.can('create', 'Seguridad') && (
            <Button component={Link} to="/apps/security/profiles/add" leftSection={<IconPlus size={16} />} data-testid="profile-new">
              {t('securityPage.profiles.new')}
            </Button>
          )}
        </Group>
        {list.isError ? (
          <Alert color="red" role="alert">
            <Group justify="space-between">
              <Text size="sm">{problemMessage(list.error, t('errors.unexpected'))}</Text>
              <Button size="xs" onClick={() => void list.refetch()}>
                {t('common.retry')}
              </Button>
            </Group>
          </Alert>
        ) : (
          <Table.ScrollContainer minWidth={640}>
            <Table striped highlightOnHover stickyHeader data-testid="profiles-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>
                    <UnstyledButton onClick={() => sortBy('nombre')}>
                      <Group gap={4}>
                        {t('securityPage.profiles.nombre')}
                        {sortIcon('nombre')}
                      </Group>
                    </UnstyledButton>
                  </Table.Th>
                  <Table.Th>{t('securityPage.profiles.descripcion')}</Table.Th>
                  <Table.Th>{t('securityPage.profiles.roles')}</Table.Th>
                  <Table.Th>{t('securityPage.profiles.permisos')}</Table.Th>
                  <Table.Th>{t('securityPage.profiles.usuarios')}</Table.Th>
                  <Table.Th aria-label={t('securityPage.actionsColumn')} />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.data?.items.map((p) => (
                  <Table.Tr key={p.perfilSeguridadId}>
                    <Table.Td>{p.nombre}</Table.Td>
                    <Table.Td>{p.descripcion}</Table.Td>
                    <Table.Td>
                      <Group gap={4}>
                        {p.roles.map((role) => (
                          <Badge key={role} variant="outline" color="dark">
                            {t(`roles.${role}`, { defaultValue: role })}
                          </Badge>
                        ))}
                      </Group>
                    </Table.Td>
                    <Table.Td>{p.permisos}</Table.Td>
                    <Table.Td>{p.usuarios}</Table.Td>
                    <Table.Td>
                      <Group gap={4} justify="flex-end" wrap="nowrap">
                        <Tooltip label={t('securityPage.edit')}>
                          <ActionIcon
                            component={Link}
                            to={`/apps/security/profiles/edit/${p.perfilSeguridadId}`}
                            variant="subtle"
                            aria-label={`${t('securityPage.edit')} ${p.nombre}`}
                          >
                            <IconPencil size={16} />
                          </ActionIcon>
                        </Tooltip>
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
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
                {list.data && list.data.items.length === 0 && (
                  <Table.Tr>
                    <Table.Td colSpan={6}>
                      <Text c="dimmed" size="sm">
                        {t('securityPage.profiles.empty')}
                      </Text>
                    </Table.Td>
                  </Table.Tr>
                )}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        <ListFooter
          totalText={t('securityPage.total', { count: total })}
          total={total}
          page={page}
          pageSize={pageSize}
          onPage={setPage}
          onPageSize={(size) => (setPageSize(size), setPage(1))}
        />
      </Stack>
    </Card>
  );
}
