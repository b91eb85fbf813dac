import { useRef, useState } from 'react';
import { Anchor, Button, FileButton, Group, Progress, Stack, Text } from '@mantine/core';
import { IconPaperclip } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { acceptAttribute, FILE_POLICIES, type StoredFileInfo } from '@portal/contract';
import { notifyError } from '../../../shared/ui/toast.ts';
import { uploadEvidence } from '../api/helpdesk.api.ts';

/** Evidence files: type and size checked before sending (the server checks the content again), with a progress bar. */
export function EvidenceUpload(props: {
  files: StoredFileInfo[];
  onChange: (files: StoredFileInfo[]) => void;
  ticketId?: number;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const reset = useRef<() => void>(null);
  const policy = FILE_POLICIES.evidence;

  async function pick(file: File | null) {
    reset.current?.();
    if (!file) return;
    setError(null);
    if (file.size > policy.maxBytes) {
      setError(t('helpdesk.evidence.tooLarge', { size: Math.round(policy.maxBytes / 1024 / 1024) }));
      return;
    }
    setProgress(0);
    try {
      const info = await uploadEvidence(file, setProgress);
      props.onChange([...props.files, info]);
    } catch (err) {
      notifyError(err);
    } finally {
      setProgress(null);
    }
  }

  return (
    <Stack gap={6}>
      <Text size="sm" fw={500}>
        {t('helpdesk.fields.evidencias')}
      </Text>
      {props.files.map((f) => (
        <Group key={f.fileId} gap="xs">
          {props.ticketId ? (
            <Anchor
              href={`/api/MesaAyuda/Ticket/${props.ticketId}/Evidencia/${f.fileId}`}
              target="_blank"
              size="sm"
              onClick={(e) => e.preventDefault()}
            >
              {f.fileName}
            </Anchor>
          ) : (
            <Text size="sm">{f.fileName}</Text>
          )}
          <Text size="xs" c="dimmed">
            {Math.max(1, Math.round(f.sizeBytes / 1024))} kB
          </Text>
          {!props.disabled && (
            <Button
              size="compact-xs"
              variant="subtle"
              color="red"
              onClick={() => props.onChange(props.files.filter((x) => x.fileId !== f.fileId))}
            >
              {t('helpdesk.evidence.remove')}
            </Button>
          )}
        </Group>
      ))}
      {progress !== null && (
        <Progress
          value={progress}
          size="lg"
          striped
          animated
          aria-label={t('helpdesk.evidence.uploading', { percent: progress })}
          data-testid="upload-progress"
        />
      )}
      {error && (
        <Text size="sm" c="red" role="alert">
          {error}
        </Text>
      )}
      {!props.disabled && (
        <FileButton resetRef={reset} onChange={(f) => void pick(f)} accept={acceptAttribute(policy)}>
          {(p) => (
            <Button
              {...p}
              variant="light"
              leftSection={<IconPaperclip size={16} />}
              loading={progress !== null}
              w="fit-content"
              data-testid="evidence-pick"
            >
              {t('helpdesk.evidence.add')}
            </Button>
          )}
        </FileButton>
      )}
      <Text size="xs" c="dimmed">
        {t('helpdesk.evidence.hint')}
      </Text>
    </Stack>
  );
}
