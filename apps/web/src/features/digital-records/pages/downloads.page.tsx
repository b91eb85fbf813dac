import { useEffect } from 'react';
import { ActionIcon, Anchor, Badge, Grid, Stack, Text, Tooltip } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { IconDownload } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { listResponseSchema } from '@portal/contract';
import { DESCARGAS_API, downloadPagePath, downloadRequestSchema, type DownloadRequest } from '@portal/contract/features/digital-records';
import { DataTable, type Column } from '../../../shared/list/data-table.tsx';
import { useListState } from '../../../shared/list/use-list-state.ts';
import { useListQuery } from '../../../shared/list/use-list-query.ts';
import { formatDateTime } from '../../../shared/format/date.ts';
import { notifySuccess } from '../../../shared/ui/toast.ts';
import { downloadZipPath } from '../api/digital-records.api.ts';
import { DownloadManagerPanel } from '../../../shared/downloads/download-manager-panel.tsx';
import { notifyDownloadFailed, startDownload } from '../../../shared/downloads/download-manager.ts';
import { DownloadRequestForm } from '../components/download-request-form.tsx';

const listSchema = listResponseSchema(downloadRequestSchema);
const KEY = ['digital-record-downloads'];
const STATE_COLORS = { processing: 'blue.9', ready: 'teal.9', lapsed: 'gray.7', discarded: 'red.9' } as const;

/** `/apps/digitalrecord/downloads`: bulk download requests, their zips as the job builds them, and the download manager. */
export default function DownloadsPage() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const list = useListState({ filters: [] });
  const query = useListQuery<DownloadRequest>(KEY, DESCARGAS_API, list, listSchema);
  const processing = query.data?.items.some((r) => r.estado === 'processing') ?? false;
  useEffect(() => {
    if (!processing) return;
    const timer = setInterval(() => void client.invalidateQueries({ queryKey: KEY }), 1500);
    return () => clearInterval(timer);
  }, [processing, client]);
  const download = (r: DownloadRequest) =>
    startDownload(downloadZipPath(r.descargaId), r.nombre, { sizeBytes: r.sizeBytes }).catch((err: unknown) => {
      notifyDownloadFailed(err);
    });
  const columns: Column<DownloadRequest>[] = [
    { key: 'descargaId', header: t('digitalRecordsPage.requests.id'), render: (r) => r.descargaId, width: 70 },
    { key: 'clienteNombre', header: t('expedientes.fields.clienteNombre'), render: (r) => r.clienteNombre },
    {
      key: 'periodo',
      header: t('digitalRecordsPage.requests.period'),
      render: (r) => `${String(r.parametros.fechaPagoDesde)} – ${String(r.parametros.fechaPagoHasta)}`,
    },
    { key: 'solicitadoAt', header: t('digitalRecordsPage.requests.requestedAt'), render: (r) => formatDateTime(r.solicitadoAt) },
    {
      key: 'estado',
      header: t('digitalRecordsPage.requests.state'),
      render: (r) => (
        <Stack gap={2}>
          <Badge color={STATE_COLORS[r.estado]} variant="filled" data-testid="request-state" data-state={r.estado}>
            {t(`digitalRecordsPage.states.${r.estado}`)}
          </Badge>
          {r.motivo && (
            <Text size="xs" c="red.9" data-testid="request-reason">
              {r.motivo}
            </Text>
          )}
        </Stack>
      ),
    },
    { key: 'archivos', header: t('expedientes.fields.archivos'), render: (r) => r.archivos },
    { key: 'expiraAt', header: t('digitalRecordsPage.requests.expiresAt'), render: (r) => (r.expiraAt ? formatDateTime(r.expiraAt) : '—') },
    {
      key: 'enlace',
      header: t('digitalRecordsPage.requests.link'),
      render: (r) =>
        r.enlace ? (
          <Anchor component={Link} to={downloadPagePath(r.enlace.split('/').at(-2)!, r.nombre)} size="sm" data-testid="request-link">
            {t('digitalRecordsPage.requests.openLink')}
          </Anchor>
        ) : (
          '—'
        ),
    },
  ];
  return (
    <Grid>
      <Grid.Col span={12}>
        <DownloadRequestForm
          onRequested={() => {
            notifySuccess(202, t('digitalRecordsPage.request.sent'));
            void client.invalidateQueries({ queryKey: KEY });
          }}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, lg: 8 }}>
        <DataTable
          title={t('digitalRecordsPage.requests.title')}
          list={list}
          query={query}
          columns={columns}
          rowKey={(r) => r.descargaId}
          testId="requests"
          emptyText={t('digitalRecordsPage.requests.empty')}
          rowActions={(r) =>
            r.estado === 'ready' ? (
              <Tooltip label={t('digitalRecordsPage.download')}>
                <ActionIcon
                  variant="subtle"
                  aria-label={`${t('digitalRecordsPage.download')}: ${r.nombre}`}
                  onClick={() => void download(r)}
                  data-testid="request-download"
                >
                  <IconDownload size={16} />
                </ActionIcon>
              </Tooltip>
            ) : null
          }
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, lg: 4 }}>
        <DownloadManagerPanel />
      </Grid.Col>
    </Grid>
  );
}
