import { ActionIcon, Badge, Button, Card, Group, Progress, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { removeCompleted, removeDownload, sortedDownloads, useDownloads } from './download-manager.ts';

const STATE_COLORS = { active: 'blue.9', complete: 'teal.9', failed: 'red.9' } as const;

/** The download manager: every download of this browser, active first; completed ones can be removed. */
export function DownloadManagerPanel() {
  const { t } = useTranslation();
  const downloads = sortedDownloads(useDownloads());
  const hasCompleted = downloads.some((d) => d.state === 'complete');
  return (
    <Card withBorder data-testid="download-manager">
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4">
          {t('downloads.title')}
        </Title>
        <Button size="xs" variant="light" disabled={!hasCompleted} onClick={removeCompleted} data-testid="download-clear-completed">
          {t('downloads.clearCompleted')}
        </Button>
      </Group>
      {downloads.length === 0 && (
        <Text size="sm" c="dimmed" data-testid="download-manager-empty">
          {t('downloads.empty')}
        </Text>
      )}
      <Stack gap="xs">
        {downloads.map((d) => (
          <div key={d.id} data-testid="download-item" data-state={d.state} data-progress={d.progress}>
            <Group justify="space-between" wrap="nowrap" gap="xs">
              <Text size="sm" truncate="end" style={{ flex: 1 }}>
                {d.name}
              </Text>
              <Badge color={STATE_COLORS[d.state]} variant="filled">
                {t(`downloads.states.${d.state}`)}
              </Badge>
              {d.state !== 'active' && (
                <Tooltip label={t('downloads.remove')}>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={`${t('downloads.remove')}: ${d.name}`}
                    onClick={() => removeDownload(d.id)}
                    data-testid="download-remove"
                  >
                    <IconTrash size={16} />
                  </ActionIcon>
                </Tooltip>
              )}
            </Group>
            <Progress
              value={d.progress}
              size="sm"
              mt={4}
              color={STATE_COLORS[d.state]}
              aria-label={t('downloads.progress', { name: d.name, progress: d.progress })}
            />
          </div>
        ))}
      </Stack>
    </Card>
  );
}
