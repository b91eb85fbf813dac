import { useState } from 'react';
import { ActionIcon, Button, Card, Checkbox, Group, Select, Stack, Switch, Text, Tooltip } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconTrash } from '@tabler/icons-react';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ASSIGNATION_TYPES, type CategoryUser } from '@portal/contract/features/helpdesk';
import { notifySuccess } from '../../../shared/ui/toast.ts';
import { RecordPending } from '../../../shared/ui/load-failed.tsx';
import {
  useAddCategoryUser,
  useAvailableUsers,
  useCategory,
  useCategoryUsers,
  usePatchCategoryUser,
  useRemoveCategoryUser,
} from '../api/helpdesk.api.ts';
import { DataTable, type Column } from '../../../shared/list/data-table.tsx';
import { useListState } from '../../../shared/list/use-list-state.ts';
import { HELPDESK_API } from '@portal/contract/features/helpdesk';

/** The card that adds a user to the category: who, as what, and whether the user may read and fix its tickets. */
function AddCategoryUser({ id, categoryName }: { id: number; categoryName: string }) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const available = useAvailableUsers(id, search);
  const [userName, setUserName] = useState<string | null>(null);
  const [type, setType] = useState<string>('auxiliar');
  const [canRead, setCanRead] = useState(true);
  const [canFix, setCanFix] = useState(false);
  const add = useAddCategoryUser();
  return (
    <Card withBorder shadow="sm" padding="lg">
      <Text fw={600} mb="sm">
        {t('helpdesk.categories.addUserTo', { name: categoryName })}
      </Text>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <Select
          label={t('helpdesk.fields.userName')}
          searchable
          w={280}
          data={(available.data ?? []).map((o) => ({ value: String(o.value), label: o.text }))}
          searchValue={search}
          onSearchChange={setSearch}
          value={userName}
          onChange={setUserName}
          nothingFoundMessage={t('helpdesk.categories.noAvailable')}
        />
        <Select
          label={t('helpdesk.fields.assignationType')}
          w={170}
          allowDeselect={false}
          data={ASSIGNATION_TYPES.map((a) => ({ value: a, label: t(`helpdesk.assignation.${a}`) }))}
          value={type}
          onChange={(v) => setType(v ?? 'auxiliar')}
        />
        <Switch label={t('helpdesk.fields.canRead')} checked={canRead} onChange={(e) => setCanRead(e.currentTarget.checked)} />
        <Switch label={t('helpdesk.fields.canFix')} checked={canFix} onChange={(e) => setCanFix(e.currentTarget.checked)} />
        <Button
          disabled={!userName}
          loading={add.isPending}
          onClick={() =>
            userName &&
            add.mutate(
              { ticketCategoriaId: id, userName, assignationType: type as CategoryUser['assignationType'], canRead, canFix },
              { onSuccess: () => (setUserName(null), setSearch(''), notifySuccess(201, t('helpdesk.messages.saved'))) },
            )
          }
        >
          {t('helpdesk.categories.addUser')}
        </Button>
      </Group>
    </Card>
  );
}

export default function CategoryUsersPage() {
  const id = Number(useParams().ticketCategoriaId);
  const category = useCategory(id);
  // An unknown category (or one out of reach) says so: no add form nor list for it.
  if (!category.data) return <RecordPending query={category} />;
  return <CategoryUsers id={id} categoryName={category.data.rutaMostrar} />;
}

function CategoryUsers({ id, categoryName }: { id: number; categoryName: string }) {
  const { t } = useTranslation();
  const list = useListState();
  const query = useCategoryUsers(id, list);
  const patch = usePatchCategoryUser();
  const remove = useRemoveCategoryUser();

  const columns: Column<CategoryUser>[] = [
    { key: 'userName', header: t('helpdesk.fields.userName'), sortable: true, render: (r) => r.userName },
    { key: 'nombreCompleto', header: t('helpdesk.fields.nombreCompleto'), sortable: true, render: (r) => r.nombreCompleto },
    {
      key: 'assignationType',
      header: t('helpdesk.fields.assignationType'),
      sortable: true,
      render: (r) => t(`helpdesk.assignation.${r.assignationType}`),
    },
    {
      key: 'canRead',
      header: t('helpdesk.fields.canRead'),
      render: (r) => (
        <Checkbox
          aria-label={t('helpdesk.fields.canRead')}
          checked={r.canRead}
          onChange={(e) =>
            patch.mutate({ id: r.ticketCategoriaUsuarioId, patch: [{ op: 'replace', path: '/canRead', value: e.currentTarget.checked }] })
          }
        />
      ),
    },
    {
      key: 'canFix',
      header: t('helpdesk.fields.canFix'),
      render: (r) => (
        <Checkbox
          aria-label={t('helpdesk.fields.canFix')}
          checked={r.canFix}
          onChange={(e) =>
            patch.mutate({ id: r.ticketCategoriaUsuarioId, patch: [{ op: 'replace', path: '/canFix', value: e.currentTarget.checked }] })
          }
        />
      ),
    },
    {
      key: 'actions',
      header: t('helpdesk.list.actions'),
      render: (r) => (
        <Tooltip label={t('helpdesk.actions.delete')}>
          <ActionIcon
            color="red"
            variant="subtle"
            aria-label={t('helpdesk.categories.removeUser', { name: r.nombreCompleto })}
            onClick={() =>
              modals.openConfirmModal({
                title: t('helpdesk.actions.confirmDelete'),
                children: <Text size="sm">{t('helpdesk.categories.removeUserConfirm', { name: r.nombreCompleto })}</Text>,
                labels: { confirm: t('helpdesk.actions.delete'), cancel: t('helpdesk.actions.cancel') },
                confirmProps: { color: 'red' },
                onConfirm: () =>
                  remove.mutate(r.ticketCategoriaUsuarioId, { onSuccess: () => notifySuccess(204, t('helpdesk.messages.saved')) }),
              })
            }
          >
            <IconTrash size={18} />
          </ActionIcon>
        </Tooltip>
      ),
    },
  ];

  return (
    <Stack gap="lg">
      <AddCategoryUser id={id} categoryName={categoryName} />
      <DataTable
        testId="category-users"
        exportTo={{ path: `${HELPDESK_API}/UsuariosCategoria/${id}/Exportar`, query: list.exportQuery, fileName: 'usuarios-categoria' }}
        list={list}
        query={query}
        searchPlaceholder={t('helpdesk.list.search')}
        columns={columns}
        rowKey={(r) => r.ticketCategoriaUsuarioId}
        emptyText={t('helpdesk.categories.noUsers')}
      />
    </Stack>
  );
}
