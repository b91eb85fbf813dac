import { useState } from 'react';
import { Alert, Anchor, Badge, Button, Checkbox, Group, Loader, Stack, Table, Text } from '@mantine/core';
import { IconDownload, IconEye, IconFileZip } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { isPreviewable, type RecordFile } from '@portal/contract/features/digital-records';
import { useAbility } from '../../../shared/ability/ability.ts';
import { problemMessage } from '../../../shared/api/api-error.ts';
import { notifyDownloadFailed, startDownload } from '../../../shared/downloads/download-manager.ts';
import { formatDateTime } from '../../../shared/format/date.ts';
import { useSession } from '../../../shared/session/index.ts';
import { recordFilePath, recordZipPath, useRecord } from '../api/digital-records.api.ts';
import { RecordPreview } from './record-preview.tsx';
import { RecordUpload } from './record-upload.tsx';

const sizeOf = (bytes: number | null) =>
  bytes === null ? '' : bytes >= 1024 ** 2 ? `${(bytes / 1024 ** 2).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} kB`;

interface RecordFileRowProps {
  pedimentoId: number;
  file: RecordFile;
  chosen: boolean;
  onChoose: (chosen: boolean) => void;
  onPreview: () => void;
}

/** One file of the record: chosen for a zip or not, its type and metadata, preview (PDFs, images) and download. */
function RecordFileRow({ pedimentoId, file: f, chosen, onChoose, onPreview }: RecordFileRowProps) {
  const { t } = useTranslation();
  return (
    <Table.Tr data-testid="record-file" data-origin={f.origen}>
      <Table.Td>
        <Checkbox
          aria-label={`${t('digitalRecordsPage.select')}: ${f.fileName}`}
          checked={chosen}
          onChange={(e) => onChoose(e.currentTarget.checked)}
        />
      </Table.Td>
      <Table.Td>
        {t(`expedientes.types.${f.tipo}`)}{' '}
        <Text span size="xs" c="dimmed">
          {f.metadato1}
        </Text>
      </Table.Td>
      <Table.Td>
        {f.fileName}{' '}
        {f.sizeBytes !== null && (
          <Text span size="xs" c="dimmed">
            ({sizeOf(f.sizeBytes)})
          </Text>
        )}
      </Table.Td>
      <Table.Td>{formatDateTime(f.createdAt)}</Table.Td>
      <Table.Td>
        <Group gap="sm" wrap="nowrap">
          {isPreviewable(f.contentType) && (
            <Anchor component="button" type="button" onClick={onPreview} data-testid="record-file-preview">
              <IconEye size={16} aria-hidden /> {t('digitalRecordsPage.preview')}
            </Anchor>
          )}
          <Anchor
            component="button"
            type="button"
            onClick={() =>
              startDownload(recordFilePath(pedimentoId, f.archivoId), f.fileName, { sizeBytes: f.sizeBytes }).catch(notifyDownloadFailed)
            }
            data-testid="record-file-download"
          >
            <IconDownload size={16} aria-hidden /> {t('digitalRecordsPage.download')}
          </Anchor>
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}

/**
 * A record's files: preview one (PDFs and images, in a modal inside the record), download one, several as a zip;
 * operators with write add files (client users never: docs/decisions/0131-record-uploads.md).
 */
export function RecordFiles({ pedimentoId, onPreview }: { pedimentoId: number; onPreview?: (open: boolean) => void }) {
  const { t } = useTranslation();
  const record = useRecord(pedimentoId);
  const [chosen, setChosen] = useState<string[]>([]);
  const [previewed, setShown] = useState<RecordFile | null>(null);
  // Whoever holds the record (a drawer) keeps Escape for the preview while it is open.
  const setPreviewed = (file: RecordFile | null) => {
    setShown(file);
    onPreview?.(file !== null);
  };
  const ability = useAbility();
  const session = useSession();
  const canUpload = ability.can('write', 'ExpedientesDigitales') && !session.userData?.roles.includes('client');
  if (record.isPending) return <Loader aria-label={t('digitalRecordsPage.loading')} />;
  if (record.isError)
    return (
      <Alert color="red" role="alert">
        {problemMessage(record.error, t('errors.unexpected'))}
      </Alert>
    );
  const r = record.data;
  const toggle = (id: string, on: boolean) => setChosen((list) => (on ? [...list, id] : list.filter((x) => x !== id)));
  return (
    <Stack gap="sm" data-testid="record-files">
      <Text ff="monospace" style={{ whiteSpace: 'pre' }} data-testid="record-number">
        {r.numeroImpreso}
      </Text>
      {r.faltantes.length > 0 && (
        <Group gap={4}>
          <Text size="sm">{t('digitalRecordsPage.missing')}</Text>
          {r.faltantes.map((tipo) => (
            <Badge key={tipo} color="orange" variant="light">
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
                  onChange={(e) => setChosen(e.currentTarget.checked ? r.archivosDetalle.map((f) => f.archivoId) : [])}
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
              <RecordFileRow
                key={f.archivoId}
                pedimentoId={pedimentoId}
                file={f}
                chosen={chosen.includes(f.archivoId)}
                onChoose={(on) => toggle(f.archivoId, on)}
                onPreview={() => setPreviewed(f)}
              />
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
              body: { archivoIds: chosen },
            }).catch(notifyDownloadFailed)
          }
          data-testid="record-zip"
        >
          {t('digitalRecordsPage.downloadSelected', { count: chosen.length })}
        </Button>
      </Group>
      {canUpload && <RecordUpload pedimentoId={pedimentoId} />}
      <RecordPreview
        file={previewed}
        path={previewed && recordFilePath(pedimentoId, previewed.archivoId)}
        onClose={() => setPreviewed(null)}
      />
    </Stack>
  );
}
