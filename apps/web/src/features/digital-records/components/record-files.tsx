import { useState } from 'react';
import { Alert, Anchor, Badge, Button, Checkbox, Group, Loader, Stack, Table, Text } from '@mantine/core';
import { IconDownload, IconFileZip } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { problemMessage } from '../../../shared/api/api-error.ts';
import { formatDateTime } from '../../../shared/format/date.ts';
import { recordFilePath, recordZipPath, useRecord } from '../api/digital-records.api.ts';
import { notifyDownloadFailed, startDownload } from './download-manager.ts';

const sizeOf = (bytes: number) =>
  bytes >= 1024 ** 2 ? `${(bytes / 1024 ** 2).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} kB`;

/** A record's files: open one (PDFs and images preview in the browser), download one, or several as a zip. */
export function RecordFiles({ pedimentoId }: { pedimentoId: number }) {
  const { t } = useTranslation();
  const record = useRecord(pedimentoId);
  const [chosen, setChosen] = useState<number[]>([]);
  if (record.isPending) return <Loader aria-label={t('digitalRecordsPage.loading')} />;
  if (record.isError)
    return (
      <Alert color="red" role="alert">
        {problemMessage(record.error, t('errors.unexpected'))}
      </Alert>
    );
  const r = record.data;
  const fail = (err: unknown) => notifyDownloadFailed(err);
  const toggle = (id: number, on: boolean) => setChosen((list) => (on ? [...list, id] : list.filter((x) => x !== id)));
  return (
    <Stack gap="sm" data-testid="record-files">
      <Text ff="monospace" style={{ whiteSpace: 'pre' }} data-testid="record-number">
        {r.numeroImpreso}
      </Text>
      {r.faltantes.length > 0 && (
        <Group gap={4}>
          <Text size="sm">{t('digitalRecordsPage.missing')}</Text>
          {r.faltantes.map((tipo) => (
            <Badge key={tipo} color="orange.9" variant="light">
              {t(`expedientes.types.${tipo}`)}
            </Badge>
          ))}
        </Group>
      )}
      {r.archivosDetalle.length === 0 ? (
        <Text c="dimmed">{t('digitalRecordsPage.noFiles')}</Text>
      ) : (
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>
                <Checkbox
                  aria-label={t('digitalRecordsPage.selectAll')}
                  checked={chosen.length === r.archivosDetalle.length}
                  onChange={(e) => setChosen(e.currentTarget.checked ? r.archivosDetalle.map((f) => f.documentoId) : [])}
                />
              </Table.Th>
              <Table.Th>{t('digitalRecordsPage.fileType')}</Table.Th>
              <Table.Th>{t('digitalRecordsPage.fileName')}</Table.Th>
              <Table.Th>{t('digitalRecordsPage.fileDate')}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {r.archivosDetalle.map((f) => (
              <Table.Tr key={f.documentoId} data-testid="record-file">
                <Table.Td>
                  <Checkbox
                    aria-label={`${t('digitalRecordsPage.select')}: ${f.file.fileName}`}
                    checked={chosen.includes(f.documentoId)}
                    onChange={(e) => toggle(f.documentoId, e.currentTarget.checked)}
                  />
                </Table.Td>
                <Table.Td>
                  {t(`expedientes.types.${f.tipo}`)}{' '}
                  <Text span size="xs" c="dimmed">
                    {f.metadato1}
                  </Text>
                </Table.Td>
                <Table.Td>
                  {f.file.fileName}{' '}
                  <Text span size="xs" c="dimmed">
                    ({sizeOf(f.file.sizeBytes)})
                  </Text>
                </Table.Td>
                <Table.Td>{formatDateTime(f.createdAt)}</Table.Td>
                <Table.Td>
                  <Anchor
                    component="button"
                    type="button"
                    onClick={() =>
                      startDownload(recordFilePath(pedimentoId, f.documentoId), f.file.fileName, { sizeBytes: f.file.sizeBytes }).catch(
                        fail,
                      )
                    }
                    data-testid="record-file-download"
                  >
                    <IconDownload size={16} aria-hidden /> {t('digitalRecordsPage.download')}
                  </Anchor>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <Group justify="flex-end">
        <Button
          leftSection={<IconFileZip size={16} />}
          disabled={chosen.length === 0}
          onClick={() =>
            startDownload(recordZipPath(pedimentoId), `expediente-${r.numero}.zip`, {
              method: 'POST',
              body: { documentoIds: chosen },
            }).catch(fail)
          }
          data-testid="record-zip"
        >
          {t('digitalRecordsPage.downloadSelected', { count: chosen.length })}
        </Button>
      </Group>
    </Stack>
  );
}
