import { useState } from 'react';
import { ActionIcon, Alert, Button, FileButton, Group, Input, Progress, Stack, Text, Tooltip } from '@mantine/core';
import { IconDownload, IconPaperclip, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { acceptAttribute, FILE_POLICIES, sniffFileType, type StoredFileInfo } from '@portal/contract';
import { problemMessage } from '../../../shared/api/api-error.ts';
import { downloadFile } from '../../../shared/api/transfer.ts';
import { notifyError } from '../../../shared/ui/toast.ts';
import { uploadAttachment } from '../api/bulletins.api.ts';

const POLICY = FILE_POLICIES.document;

interface AttachmentsFieldProps {
  files: StoredFileInfo[];
  onChange: (files: StoredFileInfo[]) => void;
  /** Where a saved attachment downloads from; new ones are not downloadable until saved. */
  downloadPath: (fileId: string) => string | null;
  isReadOnly: boolean;
}

function formatSize(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} kB`;
}

/** Attachments uploaded one by one (checked by content first) with a progress bar. */
export function AttachmentsField({ files, onChange, downloadPath, isReadOnly }: AttachmentsFieldProps) {
  const { t } = useTranslation();
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function add(file: File | null) {
    setError(null);
    if (!file) return;
    const type = sniffFileType(new Uint8Array(await file.slice(0, 16).arrayBuffer()));
    if (!type || !(POLICY.types as readonly string[]).includes(type)) {
      setError(t('bulletinsPage.attachments.wrongType'));
      return;
    }
    if (file.size > POLICY.maxBytes) {
      setError(t('bulletinsPage.attachments.tooLarge', { size: '20 MB' }));
      return;
    }
    setProgress(0);
    try {
      const stored = await uploadAttachment(file, setProgress);
      onChange([...files, stored]);
    } catch (err) {
      setError(problemMessage(err, t('errors.unexpected')));
    } finally {
      setProgress(null);
    }
  }

  return (
    <Input.Wrapper label={t('bulletinsPage.fields.adjuntos')} description={t('bulletinsPage.attachments.hint')}>
      <Stack gap="xs" mt={4}>
        {files.map((file) => {
          const path = downloadPath(file.fileId);
          return (
            <Group key={file.fileId} gap="xs" wrap="nowrap" data-testid="attachment">
              <IconPaperclip size={16} aria-hidden />
              <Text size="sm" style={{ flex: 1 }} truncate>
                {file.fileName} ({formatSize(file.sizeBytes)})
              </Text>
              {path && (
                <Tooltip label={t('bulletinsPage.attachments.download')}>
                  <ActionIcon
                    variant="subtle"
                    onClick={() => downloadFile(path, file.fileName).catch(notifyError)}
                    aria-label={`${t('bulletinsPage.attachments.download')} ${file.fileName}`}
                  >
                    <IconDownload size={16} />
                  </ActionIcon>
                </Tooltip>
              )}
              {!isReadOnly && (
                <Tooltip label={t('bulletinsPage.attachments.remove')}>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    onClick={() => onChange(files.filter((f) => f.fileId !== file.fileId))}
                    aria-label={`${t('bulletinsPage.attachments.remove')} ${file.fileName}`}
                  >
                    <IconX size={16} />
                  </ActionIcon>
                </Tooltip>
              )}
            </Group>
          );
        })}
        {progress !== null && (
          <Progress.Root data-testid="attachment-progress">
            <Progress.Section value={progress} aria-label={t('bulletinsPage.attachments.progress')} />
          </Progress.Root>
        )}
        {error && (
          <Alert color="red" role="alert" data-testid="attachment-error">
            {error}
          </Alert>
        )}
        {!isReadOnly && (
          <FileButton onChange={add} accept={acceptAttribute(POLICY)}>
            {(props) => (
              <Button
                {...props}
                variant="default"
                leftSection={<IconPaperclip size={16} />}
                loading={progress !== null}
                w="fit-content"
                data-testid="attachment-add"
              >
                {t('bulletinsPage.attachments.add')}
              </Button>
            )}
          </FileButton>
        )}
      </Stack>
    </Input.Wrapper>
  );
}
