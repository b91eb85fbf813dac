import { useState } from 'react';
import { Card, Select, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FILE_POLICIES, type StoredFileInfo } from '@portal/contract';
import { DATA_SHEET_TYPE, type Adjunto, type ClasificacionDetail } from '@portal/contract/features/classifications';
import { useAbility } from '../../../shared/ability/ability.ts';
import { FilesField } from '../../../shared/files/files-field.tsx';
import { LoadFailed } from '../../../shared/ui/load-failed.tsx';
import { notifyError, notifySuccess } from '../../../shared/ui/toast.ts';
import { adjuntoPath, deleteAdjunto, uploadAdjunto, useAdjuntos, useOptions } from '../api/classifications.api.ts';

/**
 * A request's attachments: the data sheet on its own (a request may require one) and the other documents with
 * their kind. Each upload is checked by content first and shows its progress; removing asks first.
 */
export function ClassificationFiles({ item }: { item: ClasificacionDetail }) {
  const { t } = useTranslation();
  const ability = useAbility();
  const client = useQueryClient();
  const files = useAdjuntos(item.solicitudId);
  const kinds = useOptions('DocumentoProveedorTipos');
  const [kind, setKind] = useState('6');
  const canChange = item.estado === 'pendiente' && (ability.can('create', 'Clasificaciones') || ability.can('write', 'Clasificaciones'));
  const refresh = () => client.invalidateQueries({ queryKey: ['clasificaciones'] });
  const sheets = (files.data ?? []).filter((a) => a.tipo === DATA_SHEET_TYPE);
  const others = (files.data ?? []).filter((a) => a.tipo !== DATA_SHEET_TYPE);

  const remove = (group: Adjunto[], kept: StoredFileInfo[]) => {
    const gone = group.find((a) => !kept.some((file) => file.fileId === a.file.fileId));
    if (!gone) return;
    modals.openConfirmModal({
      title: t('clasificacionesPage.files.deleteTitle'),
      children: <Text size="sm">{t('clasificacionesPage.files.deleteText', { name: gone.file.fileName })}</Text>,
      labels: { confirm: t('clasificacionesPage.files.delete'), cancel: t('clasificacionesPage.files.cancel') },
      confirmProps: { color: 'red', 'data-testid': 'confirm-delete' } as Record<string, unknown>,
      onConfirm: () =>
        void deleteAdjunto(item.solicitudId, gone.adjuntoId)
          .then(() => notifySuccess(204, t('clasificacionesPage.files.deleted')))
          .catch(notifyError)
          .finally(() => void refresh()),
    });
  };
  const field = (group: Adjunto[], tipo: () => number, label: string, testId: string) => (
    <FilesField
      label={label}
      files={group.map((a) => a.file)}
      onChange={(kept) => remove(group, kept)}
      upload={async (file, onProgress) => {
        const stored = await uploadAdjunto(item.solicitudId, tipo(), file, onProgress);
        void refresh();
        return stored.file;
      }}
      policy={FILE_POLICIES.document}
      downloadPath={(fileId) => {
        const found = group.find((a) => a.file.fileId === fileId);
        return found ? adjuntoPath(item.solicitudId, found.adjuntoId) : null;
      }}
      isReadOnly={!canChange}
      data-testid={testId}
    />
  );
  const kindName = (value: number) => kinds.data?.find((k) => String(k.value) === String(value))?.text ?? '';
  return (
    <Card withBorder shadow="sm" padding="lg" data-testid="clasificacion-files">
      <Title order={3} size="h5" mb="sm">
        {t('clasificacionesPage.files.title')}
      </Title>
      {files.isError ? (
        <LoadFailed error={files.error} onRetry={() => void files.refetch()} />
      ) : files.isPending ? (
        <Skeleton height={80} />
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          <Stack gap={4}>
            <Text fw={600} size="sm">
              {kindName(DATA_SHEET_TYPE)}
              {item.requiereFichaTecnica ? ` (${t('clasificacionesPage.files.required')})` : ''}
            </Text>
            {field(sheets, () => DATA_SHEET_TYPE, kindName(DATA_SHEET_TYPE), 'files-sheet')}
          </Stack>
          <Stack gap={4}>
            <Select
              label={t('clasificacionesPage.files.kind')}
              data={(kinds.data ?? [])
                .filter((k) => Number(k.value) !== DATA_SHEET_TYPE)
                .map((k) => ({ value: String(k.value), label: k.text }))}
              value={kind}
              onChange={(value) => setKind(value ?? '6')}
              disabled={!canChange}
              allowDeselect={false}
              data-testid="files-kind"
            />
            {field(others, () => Number(kind), t('clasificacionesPage.files.others'), 'files-others')}
          </Stack>
        </SimpleGrid>
      )}
    </Card>
  );
}
