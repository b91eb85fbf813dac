import { useRef, useState } from 'react';
import { ActionIcon, Alert, Button, FileButton, Group, Input, Progress, Stack, Text, Tooltip } from '@mantine/core';
import { IconDownload, IconPaperclip, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { acceptAttribute, sniffFileType, type FilePolicy, type StoredFileInfo } from '@portal/contract';
import { problemMessage } from '../api/api-error.ts';
import { downloadFile } from '../api/transfer.ts';
import { notifyError } from '../ui/toast.ts';

export function formatSize(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} kB`;
}

interface Upload {
  key: string;
  name: string;
  percent: number;
}

export interface FilesFieldProps {
  label: string;
  files: StoredFileInfo[];
  onChange: (files: StoredFileInfo[]) => void;
  /** Sends one file, reporting 0–100; answers what the server stored. */
  upload: (file: File, onProgress: (percent: number) => void) => Promise<StoredFileInfo>;
  policy: FilePolicy;
  /** Where a saved file downloads from; files not saved yet are not downloadable. */
  downloadPath: (fileId: string) => string | null;
  isReadOnly?: boolean;
  maxFiles?: number;
  error?: string | undefined;
  'data-testid'?: string;
}

/** One attached file: its name and size, download once saved, remove unless read-only. */
function AttachedFile({ file, path, onRemove }: { file: StoredFileInfo; path: string | null; onRemove: (() => void) | null }) {
  const { t } = useTranslation();
  return (
    <Group gap="xs" wrap="nowrap" data-testid="attachment">
      <IconPaperclip size={16} aria-hidden />
      <Text size="sm" style={{ flex: 1 }} truncate>
        {file.fileName} ({formatSize(file.sizeBytes)})
      </Text>
      {path && (
        <Tooltip label={t('filesField.download')}>
          <ActionIcon
            variant="subtle"
            onClick={() => downloadFile(path, file.fileName).catch(notifyError)}
            aria-label={`${t('filesField.download')} ${file.fileName}`}
            data-testid="attachment-download"
          >
            <IconDownload size={16} />
          </ActionIcon>
        </Tooltip>
      )}
      {onRemove && (
        <Tooltip label={t('filesField.remove')}>
          <ActionIcon
            variant="subtle"
            color="red"
            onClick={onRemove}
            aria-label={`${t('filesField.remove')} ${file.fileName}`}
            data-testid="attachment-remove"
          >
            <IconX size={16} />
          </ActionIcon>
        </Tooltip>
      )}
    </Group>
  );
}

/**
 * Files picked one or several at a time, each checked by content and size in the browser first, then
 * uploaded with its own progress bar; saved ones download, any can be removed before saving.
 */
export function FilesField({
  label,
  files,
  onChange,
  upload,
  policy,
  downloadPath,
  isReadOnly = false,
  maxFiles = 20,
  error,
  ...rest
}: FilesFieldProps) {
  const { t } = useTranslation();
  const [uploads, setUploads] = useState<Upload[]>([]);
  const counter = useRef(0);
  const [errors, setErrors] = useState<string[]>([]);
  const maxSize = formatSize(policy.maxBytes);

  async function add(picked: File[]) {
    setErrors([]);
    const problems: string[] = [];
    let current = files;
    const room = maxFiles - files.length;
    if (picked.length > room) problems.push(t('filesField.tooMany', { count: maxFiles }));
    const accepted: File[] = [];
    for (const file of picked.slice(0, Math.max(0, room))) {
      const type = sniffFileType(new Uint8Array(await file.slice(0, 16).arrayBuffer()));
      if (!type || !(policy.types as readonly string[]).includes(type)) problems.push(t('filesField.wrongType', { name: file.name }));
      else if (file.size > policy.maxBytes) problems.push(t('filesField.tooLarge', { name: file.name, size: maxSize }));
      else accepted.push(file);
    }
    // One at a time keeps each bar honest on a slow phone connection.
    for (const file of accepted) {
      counter.current += 1;
      const key = `${counter.current}-${file.name}`;
      setUploads((list) => [...list, { key, name: file.name, percent: 0 }]);
      try {
        const stored = await upload(file, (percent) =>
          setUploads((list) => list.map((item) => (item.key === key ? { ...item, percent } : item))),
        );
        current = [...current, stored];
        onChange(current);
      } catch (err) {
        problems.push(`${file.name}: ${problemMessage(err, t('errors.unexpected'))}`);
      } finally {
        setUploads((list) => list.filter((item) => item.key !== key));
      }
    }
    setErrors(problems);
  }

  const testId = rest['data-testid'] ?? 'files';
  return (
    <Input.Wrapper label={label} description={t('filesField.hint', { size: maxSize })} error={error} data-testid={testId}>
      <Stack gap="xs" mt={4}>
        {files.length === 0 && uploads.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('filesField.empty')}
          </Text>
        )}
        {files.map((file) => (
          <AttachedFile
            key={file.fileId}
            file={file}
            path={downloadPath(file.fileId)}
            onRemove={isReadOnly ? null : () => onChange(files.filter((f) => f.fileId !== file.fileId))}
          />
        ))}
        {uploads.map((item) => (
          <Stack key={item.key} gap={2} data-testid="attachment-progress">
            <Text size="xs" c="dimmed">
              {t('filesField.uploading', { name: item.name, percent: item.percent })}
            </Text>
            <Progress.Root>
              <Progress.Section value={item.percent} aria-label={t('filesField.uploading', { name: item.name, percent: item.percent })} />
            </Progress.Root>
          </Stack>
        ))}
        {errors.length > 0 && (
          <Alert color="red" role="alert" data-testid="attachment-error">
            {errors.map((message) => (
              <Text key={message} size="sm">
                {message}
              </Text>
            ))}
          </Alert>
        )}
        {!isReadOnly && (
          <FileButton onChange={(picked) => void add(picked)} accept={acceptAttribute(policy)} multiple>
            {(props) => (
              <Button
                {...props}
                variant="default"
                leftSection={<IconPaperclip size={16} />}
                loading={uploads.length > 0}
                disabled={files.length >= maxFiles}
                w="fit-content"
                data-testid="attachment-add"
              >
                {t('filesField.add')}
              </Button>
            )}
          </FileButton>
        )}
      </Stack>
    </Input.Wrapper>
  );
}
