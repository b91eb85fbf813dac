import { useState } from 'react';
import { ActionIcon, Card, Group, Stack, Text, Title, Tooltip } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { IconChecks, IconFileSpreadsheet } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { listResponseSchema } from '@portal/contract';
import {
  EMBARQUES_API,
  embarqueDetailSchema,
  embarqueSummarySchema,
  type EmbarqueSummary,
} from '@portal/contract/features/vendor-shipments';
import { useAbility } from '../../../shared/ability/ability.ts';
import { api } from '../../../shared/api/api.ts';
import { downloadFile } from '../../../shared/api/transfer.ts';
import { catalogueOptions, ReferenceSelect } from '../../../shared/forms/reference-select.tsx';
import { formatDateTime } from '../../../shared/format/date.ts';
import { DataTable, TextCell, type Column } from '../../../shared/list/data-table.tsx';
import { useListQuery } from '../../../shared/list/use-list-query.ts';
import { useListState } from '../../../shared/list/use-list-state.ts';
import { notifyError, notifySuccess } from '../../../shared/ui/toast.ts';
import { TemplateUpload } from '../components/template-upload.tsx';

const listSchema = listResponseSchema(embarqueSummarySchema);
const FILTERS = ['proveedorId', 'clienteId'] as const;

/** `/apps/vendors/ship/list`: the shipments in scope, and the boarding template to download and upload. */
export default function ShipmentListPage() {
  const { t } = useTranslation();
  const ability = useAbility();
  const client = useQueryClient();
  const list = useListState({ filters: FILTERS });
  const query = useListQuery<EmbarqueSummary>(['embarques'], EMBARQUES_API, list, listSchema);
  const [proveedorId, setProveedorId] = useState<number | null>(null);
  const [clienteId, setClienteId] = useState<number | null>(null);
  // A vendor's user has one vendor: it is chosen for them.
  const vendors = useQuery({
    queryKey: ['embarques', 'vendors'],
    queryFn: () => catalogueOptions('proveedores', {}),
    meta: { silent: true },
  });
  const vendor = proveedorId ?? (vendors.data?.length === 1 ? Number(vendors.data[0]!.value) : null);

  const review = async (e: EmbarqueSummary) => {
    try {
      const current = await api.get(`${EMBARQUES_API}/${e.envioId}`, { schema: embarqueDetailSchema });
      await api.post(`${EMBARQUES_API}/${e.envioId}/Revision`, { rowVersion: current.rowVersion });
      notifySuccess(200, t('embarquesPage.reviewed', { secuencia: e.secuencia }));
      await client.invalidateQueries({ queryKey: ['embarques'] });
    } catch (error) {
      notifyError(error);
    }
  };
  const date = (value: string | null) => (value ? formatDateTime(value) : '—');
  const columns: Column<EmbarqueSummary>[] = [
    { key: 'secuencia', header: t('embarquesPage.fields.secuencia'), sortable: true, render: (e) => e.secuencia },
    { key: 'proveedorNombre', header: t('embarquesPage.fields.proveedor'), render: (e) => <TextCell>{e.proveedorNombre ?? '—'}</TextCell> },
    { key: 'clienteNombre', header: t('embarquesPage.fields.cliente'), render: (e) => <TextCell>{e.clienteNombre ?? '—'}</TextCell> },
    { key: 'lineas', header: t('embarquesPage.fields.lineas'), render: (e) => e.lineas },
    { key: 'createdAt', header: t('embarquesPage.fields.createdAt'), sortable: true, render: (e) => formatDateTime(e.createdAt) },
    { key: 'createdByName', header: t('embarquesPage.fields.createdBy'), render: (e) => <TextCell>{e.createdByName ?? '—'}</TextCell> },
    { key: 'revisionEjecutivoAt', header: t('embarquesPage.fields.revisionEjecutivo'), render: (e) => date(e.revisionEjecutivoAt) },
    { key: 'revisionClienteAt', header: t('embarquesPage.fields.revisionCliente'), render: (e) => date(e.revisionClienteAt) },
  ];
  return (
    <Stack>
      <Card withBorder shadow="sm" padding="lg">
        <Title order={2} size="h5" mb="sm">
          {t('embarquesPage.templateTitle')}
        </Title>
        <Group align="flex-end" mb="sm">
          <div style={{ width: 240 }}>
            <ReferenceSelect
              catalogue="proveedores"
              label={t('embarquesPage.fields.proveedor')}
              value={vendor}
              onChange={(v) => setProveedorId(v as number | null)}
              data-testid="ship-proveedor"
            />
          </div>
          <div style={{ width: 240 }}>
            <ReferenceSelect
              catalogue="clientes"
              label={t('embarquesPage.fields.cliente')}
              value={clienteId}
              onChange={(v) => setClienteId(v as number | null)}
              data-testid="ship-cliente"
            />
          </div>
        </Group>
        <TemplateUpload proveedorId={vendor} clienteId={clienteId} />
      </Card>
      <DataTable
        title={t('embarquesPage.listTitle')}
        list={list}
        query={query}
        columns={columns}
        rowKey={(e) => e.envioId}
        testId="embarques"
        searchPlaceholder={t('embarquesPage.search')}
        emptyText={t('embarquesPage.empty')}
        rowActions={(e) => (
          <Group gap={4} wrap="nowrap">
            <Tooltip label={t('embarquesPage.downloadUploaded')}>
              <ActionIcon
                variant="subtle"
                aria-label={`${t('embarquesPage.downloadUploaded')}: ${e.secuencia}`}
                onClick={() =>
                  void downloadFile(
                    `${EMBARQUES_API}/${e.envioId}/Plantilla`,
                    `${t('embarquesPage.templateFile')} ${e.secuencia}.xlsx`,
                  ).catch(notifyError)
                }
                data-testid="row-template"
              >
                <IconFileSpreadsheet size={16} />
              </ActionIcon>
            </Tooltip>
            {ability.can('write', 'Proveedores') && (
              <Tooltip label={t('embarquesPage.markReviewed')}>
                <ActionIcon
                  variant="subtle"
                  aria-label={`${t('embarquesPage.markReviewed')}: ${e.secuencia}`}
                  onClick={() => void review(e)}
                  data-testid="row-review"
                >
                  <IconChecks size={16} />
                </ActionIcon>
              </Tooltip>
            )}
          </Group>
        )}
      />
      <Text size="xs">{t('embarquesPage.help')}</Text>
    </Stack>
  );
}
