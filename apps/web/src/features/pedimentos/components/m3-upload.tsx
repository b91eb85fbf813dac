import { useRef, useState, type DragEvent } from 'react';
import { Alert, Anchor, Button, FileButton, Group, Paper, Progress, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { IconUpload } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { M3_ARCHIVOS_API, type M3ArchivoDetail, type M3Hallazgo } from '@portal/contract/features/pedimentos';
import { isApiError, problemMessage } from '../../../shared/api/api-error.ts';
import { uploadFile } from '../../../shared/api/transfer.ts';
import { FindingsTable } from './findings-table.tsx';

const NAME = /^m\d{7}\.\d{3}$/i;

interface Sent {
  key: number;
  file: File;
  percent: number;
  state: 'sending' | 'imported' | 'unchanged' | 'refused' | 'failed';
  archivo?: M3ArchivoDetail;
  findings?: M3Hallazgo[];
  message?: string;
}

/**
 * Uploads one or many M3 files (picked or dropped), each with its progress bar and its outcome: imported, already
 * imported (same bytes), or refused with its findings, then offered again importing only its valid pedimentos.
 * The picked files stay in the list until the page is left, so a refused one can be sent again.
 */
export function M3Upload() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [sent, setSent] = useState<Sent[]>([]);
  const [dragging, setDragging] = useState(false);
  const counter = useRef(0);
  const patch = (key: number, change: Partial<Sent>) =>
    setSent((list) => list.map((item) => (item.key === key ? { ...item, ...change } : item)));

  async function send(item: Sent, soloValidos = false) {
    patch(item.key, { percent: 0, state: 'sending' });
    try {
      const archivo = await uploadFile<M3ArchivoDetail>(`${M3_ARCHIVOS_API}${soloValidos ? '?soloValidos=true' : ''}`, item.file, {
        onProgress: (percent) => patch(item.key, { percent }),
      });
      patch(item.key, {
        state: archivo.importados > 0 || archivo.pedimentos === 0 ? 'imported' : 'unchanged',
        archivo,
        findings: archivo.hallazgos,
      });
      await client.invalidateQueries({ queryKey: ['m3'] });
      await client.invalidateQueries({ queryKey: ['pedimentos'] });
    } catch (error) {
      const findings = isApiError(error) ? (error.problem.hallazgos as M3Hallazgo[] | undefined) : undefined;
      patch(item.key, { state: findings ? 'refused' : 'failed', findings, message: problemMessage(error, t('errors.unexpected')) });
    }
  }

  async function add(files: File[]) {
    const items = files.map((file) => {
      counter.current += 1;
      const wrongName = !NAME.test(file.name);
      return {
        key: counter.current,
        file,
        percent: 0,
        state: wrongName ? ('failed' as const) : ('sending' as const),
        ...(wrongName ? { message: t('m3.findings.fileName') } : {}),
      };
    });
    setSent((list) => [...items, ...list]);
    // One after the other: each bar is honest and the server checks one file at a time.
    for (const item of items) if (item.state === 'sending') await send(item);
  }

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    void add([...event.dataTransfer.files]);
  };

  return (
    <Stack gap="sm">
      <Paper
        withBorder
        p="lg"
        radius="md"
        style={{ borderStyle: 'dashed', background: dragging ? 'var(--mantine-color-blue-0)' : undefined }}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        data-testid="m3-dropzone"
      >
        <Group justify="space-between" wrap="wrap">
          <Stack gap={2}>
            <Text fw={600}>{t('pedimentosPage.m3.dropTitle')}</Text>
            <Text size="sm" c="dimmed">
              {t('pedimentosPage.m3.dropHint')}
            </Text>
          </Stack>
          <FileButton onChange={(files) => void add(files)} multiple>
            {(props) => (
              <Button {...props} leftSection={<IconUpload size={16} />} data-testid="m3-pick">
                {t('pedimentosPage.m3.pick')}
              </Button>
            )}
          </FileButton>
        </Group>
      </Paper>
      {sent.map((item) => (
        <SentFile key={item.key} item={item} onOnlyValid={() => void send(item, true)} />
      ))}
    </Stack>
  );
}

/** One sent file: its name, progress or outcome, the link to the imported file, and a refused file's findings. */
function SentFile({ item, onOnlyValid }: { item: Sent; onOnlyValid: () => void }) {
  const { t } = useTranslation();
  const color =
    item.state === 'imported' ? 'teal.9' : item.state === 'sending' ? 'dimmed' : item.state === 'unchanged' ? 'blue.9' : 'red.9';
  return (
    <Paper withBorder p="sm" data-testid="m3-upload" data-state={item.state}>
      <Group justify="space-between" mb={4}>
        <Text size="sm" fw={600}>
          {item.file.name}
        </Text>
        <Text size="sm" c={color}>
          {t(`pedimentosPage.m3.states.${item.state}`, { percent: item.percent })}
        </Text>
      </Group>
      {item.state === 'sending' && (
        <Progress value={item.percent} aria-label={t('pedimentosPage.m3.states.sending', { percent: item.percent })} />
      )}
      {item.archivo && (
        <Text size="sm">
          {t('pedimentosPage.m3.result', { pedimentos: item.archivo.pedimentos, importados: item.archivo.importados })}{' '}
          <Anchor component={Link} to={`/apps/operations/m3/${item.archivo.archivoId}`} data-testid="m3-open">
            {t('pedimentosPage.m3.open')}
          </Anchor>
        </Text>
      )}
      {(item.state === 'refused' || item.state === 'failed') && (
        <Alert color="red" mt="xs" role="alert" data-testid="m3-refused">
          <Text size="sm">{item.message}</Text>
          {item.state === 'refused' && (
            <Group mt="xs">
              <Button size="xs" variant="light" onClick={onOnlyValid} data-testid="m3-only-valid">
                {t('pedimentosPage.m3.onlyValid')}
              </Button>
            </Group>
          )}
        </Alert>
      )}
      {item.findings && item.findings.length > 0 && <FindingsTable findings={item.findings} />}
    </Paper>
  );
}
