import { ActionIcon, Button, Group, Text, Tooltip } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useQueryClient } from '@tanstack/react-query';
import { IconEdit, IconPlus, IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { listResponseSchema } from '@portal/contract';
import { NOMENCLATURAS_API, nomenclatureSchema, type Nomenclature } from '@portal/contract/features/digital-records';
import { DataTable, TextCell, type Column } from '../../../shared/list/data-table.tsx';
import { RowLink } from '../../../shared/list/row-link.tsx';
import { useListState } from '../../../shared/list/use-list-state.ts';
import { useListQuery } from '../../../shared/list/use-list-query.ts';
import { formatDateTime } from '../../../shared/format/date.ts';
import { notifyError, notifySuccess } from '../../../shared/ui/toast.ts';
import { deleteNomenclature } from '../api/nomenclatures.api.ts';

const listSchema = listResponseSchema(nomenclatureSchema);
const KEY = ['digital-record-nomenclatures'];
export const EDIT_PATH = '/apps/digitalrecord/management/AddEddit';

/** `/apps/digitalrecord/management`: the nomenclature of each SysExpert client key. */
export default function ManagementPage() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const list = useListState({ filters: [] });
  const query = useListQuery<Nomenclature>(KEY, NOMENCLATURAS_API, list, listSchema);
  const f = (name: string) => t(`digitalRecordsPage.nomenclature.${name}`);
  const confirmDelete = (n: Nomenclature) =>
    modals.openConfirmModal({
      title: f('deleteTitle'),
      children: <Text size="sm">{t('digitalRecordsPage.nomenclature.deleteText', { clave: n.claveSysExpert })}</Text>,
      labels: { confirm: f('delete'), cancel: f('cancel') },
      confirmProps: { color: 'red', 'data-testid': 'confirm-delete' } as Record<string, unknown>,
      onConfirm: async () => {
        try {
          await deleteNomenclature(n.nomenclaturaId);
          notifySuccess(204, f('deleted'));
          await client.invalidateQueries({ queryKey: KEY });
        } catch (err) {
          notifyError(err);
        }
      },
    });
  const columns: Column<Nomenclature>[] = [
    { key: 'claveSysExpert', header: f('claveSysExpert'), sortable: true, render: (n) => n.claveSysExpert },
    { key: 'clienteNombre', header: t('expedientes.fields.clienteNombre'), render: (n) => n.clienteNombre ?? '—' },
    { key: 'raiz', header: f('raiz'), render: (n) => <TextCell>{n.raiz}</TextCell> },
    { key: 'metadatos', header: f('metadata'), render: (n) => n.metadatos.length },
    { key: 'updatedAt', header: f('updatedAt'), render: (n) => formatDateTime(n.updatedAt) },
  ];
  return (
    <DataTable
      title={t('digitalRecordsPage.managementTitle')}
      list={list}
      query={query}
      columns={columns}
      rowKey={(n) => n.nomenclaturaId}
      testId="nomenclatures"
      searchPlaceholder={f('search')}
      emptyText={f('empty')}
      actions={
        <Button component={Link} to={EDIT_PATH} leftSection={<IconPlus size={16} />} data-testid="nomenclature-new">
          {f('new')}
        </Button>
      }
      rowActions={(n) => (
        <Group gap={4} wrap="nowrap">
          <RowLink
            to={`${EDIT_PATH}?nomenclaturaId=${n.nomenclaturaId}`}
            tip={f('edit')}
            name={n.claveSysExpert}
            icon={<IconEdit size={16} />}
            testId="row-edit"
          />
          <Tooltip label={f('delete')}>
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={`${f('delete')}: ${n.claveSysExpert}`}
              onClick={() => confirmDelete(n)}
              data-testid="row-delete"
            >
              <IconTrash size={16} />
            </ActionIcon>
          </Tooltip>
        </Group>
      )}
    />
  );
}
