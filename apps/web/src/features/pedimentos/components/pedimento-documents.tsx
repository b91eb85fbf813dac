import { Card, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FILE_POLICIES, type StoredFileInfo } from '@portal/contract';
import { PEDIMENTO_DOCUMENT_TYPES, type PedimentoDocument, type PedimentoDocumentType } from '@portal/contract/features/transfers';
import { useAbility } from '../../../shared/ability/ability.ts';
import { FilesField } from '../../../shared/files/files-field.tsx';
import { LoadFailed } from '../../../shared/ui/load-failed.tsx';
import { notifyError, notifySuccess } from '../../../shared/ui/toast.ts';
import { deleteDocument, documentPath, uploadDocument, useDocuments } from '../api/pedimentos.api.ts';

interface Props {
  pedimentoId: number;
  /** Shown above the documents (the pedimento's number on the load screen). */
  heading?: string;
}

/**
 * A pedimento's documents by kind: each kind's PDFs download; with write, more are added (each with its own
 * progress bar, checked by content first) and removed after a confirmation. A failed file stays listed as failed.
 */
export function PedimentoDocuments({ pedimentoId, heading }: Props) {
  const { t } = useTranslation();
  const ability = useAbility();
  const client = useQueryClient();
  const documents = useDocuments(pedimentoId);
  const canWrite = ability.can('write', 'Pedimentos');
  const refresh = () => client.invalidateQueries({ queryKey: ['pedimentos'] });

  const byKind = (tipo: PedimentoDocumentType) => (documents.data ?? []).filter((document) => document.tipo === tipo);
  const remove = (tipo: PedimentoDocumentType, kept: StoredFileInfo[]) => {
    const gone = byKind(tipo).find((document) => !kept.some((file) => file.fileId === document.file.fileId));
    if (!gone) return;
    modals.openConfirmModal({
      title: t('pedimentosPage.documents.deleteTitle'),
      children: <Text size="sm">{t('pedimentosPage.documents.deleteText', { name: gone.file.fileName })}</Text>,
      labels: { confirm: t('catalogue.ui.delete'), cancel: t('catalogue.ui.cancel') },
      confirmProps: { color: 'red', 'data-testid': 'confirm-delete' } as Record<string, unknown>,
      onConfirm: () =>
        void deleteDocument(pedimentoId, gone.documentoId)
          .then(() => notifySuccess(204, t('pedimentosPage.documents.deleted')))
          .catch(notifyError)
          .finally(() => void refresh()),
    });
  };

  return (
    <Stack gap="sm" data-testid={`documents-${pedimentoId}`}>
      {heading && (
        <Title order={3} size="h5" ff="monospace" style={{ whiteSpace: 'pre' }}>
          {heading}
        </Title>
      )}
      {documents.isError ? (
        <LoadFailed error={documents.error} onRetry={() => void documents.refetch()} />
      ) : documents.isPending ? (
        <Skeleton height={80} />
      ) : (
        <SimpleGrid cols={{ base: 1, md: 3 }}>
          {PEDIMENTO_DOCUMENT_TYPES.map((tipo) => (
            <Card key={tipo} withBorder padding="sm" data-testid={`documents-${tipo}`}>
              <Group justify="space-between" mb={4}>
                <Text fw={600} size="sm">
                  {t(`pedimentosPage.documents.types.${tipo}`)}
                </Text>
                <Text size="xs" c={byKind(tipo).length ? 'teal.9' : 'orange.9'} data-testid={`documents-${tipo}-state`}>
                  {byKind(tipo).length ? t('pedimentosPage.documents.delivered') : t('pedimentosPage.documents.missing')}
                </Text>
              </Group>
              <FilesField
                label={t(`pedimentosPage.documents.types.${tipo}`)}
                files={byKind(tipo).map((document: PedimentoDocument) => document.file)}
                onChange={(files) => remove(tipo, files)}
                upload={async (file, onProgress) => {
                  const stored = await uploadDocument(pedimentoId, tipo, file, onProgress);
                  void refresh();
                  return stored.file;
                }}
                policy={FILE_POLICIES.pedimentoDocument}
                downloadPath={(fileId) => {
                  const document = byKind(tipo).find((d) => d.file.fileId === fileId);
                  return document ? documentPath(pedimentoId, document.documentoId) : null;
                }}
                isReadOnly={!canWrite}
                data-testid={`files-${tipo}`}
              />
            </Card>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
