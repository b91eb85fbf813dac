import { useEffect, useState } from 'react';
import { Button, Card, Group, Paper, ScrollArea, Stack, Text, Textarea, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { clasificacionRoute } from '@portal/contract/features/classifications';
import { formatDateTime } from '../../../shared/format/date.ts';
import { onRealtimeMessage } from '../../../shared/realtime/realtime-client.ts';
import { useSession } from '../../../shared/session/session-store.ts';
import { LoadFailed } from '../../../shared/ui/load-failed.tsx';
import { useAddComentario, useComentarios } from '../api/classifications.api.ts';

/**
 * The conversation between requester and classifier. A hub message for this request (the other side wrote, or
 * classified) refetches the thread and the request, so it appears without a reload.
 */
export function ClassificationThread({ solicitudId, canWrite }: { solicitudId: number; canWrite: boolean }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const comments = useComentarios(solicitudId);
  const add = useAddComentario(solicitudId);
  const [texto, setTexto] = useState('');
  const me = useSession().userData?.username;
  useEffect(
    () =>
      onRealtimeMessage((message) => {
        if (message.route === clasificacionRoute(solicitudId)) void client.invalidateQueries({ queryKey: ['clasificaciones'] });
      }),
    [client, solicitudId],
  );
  return (
    <Card withBorder shadow="sm" padding="lg" data-testid="clasificacion-thread">
      <Title order={3} size="h5" mb="sm">
        {t('clasificacionesPage.thread.title')}
      </Title>
      {comments.isError ? (
        <LoadFailed error={comments.error} onRetry={() => void comments.refetch()} />
      ) : (
        <ScrollArea.Autosize mah={360}>
          <Stack gap="xs" aria-live="polite">
            {(comments.data ?? []).length === 0 && (
              <Text size="sm" c="dimmed">
                {t('clasificacionesPage.thread.empty')}
              </Text>
            )}
            {(comments.data ?? []).map((c) => (
              <Paper
                key={c.comentarioId}
                withBorder
                p="xs"
                bg={c.userName === me ? 'var(--mantine-color-blue-light)' : undefined}
                data-testid="comment"
              >
                <Group justify="space-between" gap="xs">
                  <Text size="sm" fw={600}>
                    {c.fullName ?? c.userName}
                  </Text>
                  <Text size="xs">{formatDateTime(c.createdAt)}</Text>
                </Group>
                <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} data-testid="comment-text">
                  {c.texto}
                </Text>
              </Paper>
            ))}
          </Stack>
        </ScrollArea.Autosize>
      )}
      {canWrite && (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (!texto.trim()) return;
            add.mutate(texto.trim(), { onSuccess: () => setTexto('') });
          }}
        >
          <Stack gap="xs" mt="sm">
            <Textarea
              label={t('clasificacionesPage.thread.label')}
              autosize
              minRows={2}
              maxLength={4000}
              value={texto}
              onChange={(e) => setTexto(e.currentTarget.value)}
              data-testid="comment-input"
            />
            <Group justify="flex-end">
              <Button type="submit" loading={add.isPending} disabled={!texto.trim()} data-testid="comment-send">
                {t('clasificacionesPage.thread.send')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Card>
  );
}
