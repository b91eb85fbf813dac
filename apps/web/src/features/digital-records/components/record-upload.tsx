import { useState } from 'react';
import { Card, Group, Select, TextInput, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FILE_POLICIES, type StoredFileInfo } from '@portal/contract';
import { UPLOAD_FILE_TYPES, recordUploadPath, type RecordFile } from '@portal/contract/features/digital-records';
import { uploadFile } from '../../../shared/api/transfer.ts';
import { FilesField } from '../../../shared/files/files-field.tsx';

type UploadType = (typeof UPLOAD_FILE_TYPES)[number];

/**
 * Adds files to a record (docs/decisions/0131-record-uploads.md): one or many at a time, each checked by content
 * in the browser and again on the server, with its own progress bar; all take the chosen type and metadata.
 */
export function RecordUpload({ pedimentoId }: { pedimentoId: number }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [tipo, setTipo] = useState<UploadType>('factura');
  const [metadata, setMetadata] = useState({ metadato1: '', metadato2: '' });
  const upload = async (file: File, onProgress: (percent: number) => void): Promise<StoredFileInfo> => {
    const query = new URLSearchParams({ tipo });
    for (const [key, value] of Object.entries(metadata)) if (value.trim()) query.set(key, value.trim());
    const added = await uploadFile<RecordFile>(`${recordUploadPath(pedimentoId)}?${query.toString()}`, file, { onProgress });
    await queryClient.invalidateQueries({ queryKey: ['digital-records'] });
    return { fileId: added.archivoId, fileName: added.fileName, contentType: added.contentType, sizeBytes: added.sizeBytes ?? 0 };
  };
  return (
    <Card withBorder data-testid="record-upload">
      <Title order={3} size="h5" mb="sm">
        {t('digitalRecordsPage.upload.title')}
      </Title>
      <Group align="flex-end" mb="sm" wrap="wrap">
        <Select
          label={t('digitalRecordsPage.fileType')}
          data={UPLOAD_FILE_TYPES.map((value) => ({ value, label: t(`expedientes.types.${value}`) }))}
          value={tipo}
          onChange={(value) => value && setTipo(value as UploadType)}
          allowDeselect={false}
          data-testid="record-upload-type"
        />
        {(['metadato1', 'metadato2'] as const).map((key) => (
          <TextInput
            key={key}
            label={t(`digitalRecordsPage.upload.${key}`)}
            value={metadata[key]}
            maxLength={60}
            onChange={(e) => setMetadata({ ...metadata, [key]: e.currentTarget.value })}
            data-testid={`record-upload-${key}`}
          />
        ))}
      </Group>
      {/* Uploaded files join the record's table above; this field only shows the ones still on their way. */}
      <FilesField
        label={t('digitalRecordsPage.upload.files')}
        files={[]}
        onChange={() => undefined}
        upload={upload}
        policy={FILE_POLICIES.document}
        downloadPath={() => null}
        data-testid="record-upload-files"
      />
    </Card>
  );
}
