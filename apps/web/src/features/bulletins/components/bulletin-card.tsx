import { Anchor, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconPaperclip } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { StoredFileInfo } from '@portal/contract';
import type { PublicBulletin } from '@portal/contract/features/bulletins';
import { formatDateTime } from '../../../shared/format/date.ts';
import { BulletinContent } from './bulletin-content.tsx';

interface BulletinCardProps {
  bulletin: PublicBulletin & { leido?: boolean };
  onDownload: (file: StoredFileInfo) => void;
}

/** One bulletin as its readers see it: type, date, content, attachments; cancelled ones say so. */
export function BulletinCard({ bulletin, onDownload }: BulletinCardProps) {
  const { t } = useTranslation();
  return (
    <Card
      withBorder
      padding="lg"
      component="article"
      aria-labelledby={`bulletin-${bulletin.boletinId}`}
      data-testid="bulletin-card"
      data-cancelled={bulletin.cancelado}
    >
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Title order={2} size="h4" id={`bulletin-${bulletin.boletinId}`} td={bulletin.cancelado ? 'line-through' : undefined}>
            {bulletin.titulo}
          </Title>
          <Group gap={4} wrap="nowrap">
            {bulletin.leido === false && !bulletin.cancelado && <Badge color="blue.9">{t('bulletinsPage.unread')}</Badge>}
            {bulletin.cancelado && <Badge color="red.9">{t('bulletinsPage.status.cancelled')}</Badge>}
            <Badge variant="outline" color="dark">
              {t(`bulletins.types.${bulletin.boletinTipo}`)}
            </Badge>
          </Group>
        </Group>
        <Text size="xs" c="dimmed">
          {formatDateTime(bulletin.createdAt)}
          {bulletin.cancelado && bulletin.canceladoAt
            ? ` · ${t('bulletinsPage.cancelledOn', { date: formatDateTime(bulletin.canceladoAt) })}`
            : ''}
        </Text>
        <BulletinContent html={bulletin.contenido} testId="bulletin-content" />
        {bulletin.adjuntos.length > 0 && (
          <Stack gap={4}>
            {bulletin.adjuntos.map((file) => (
              <Group key={file.fileId} gap={6}>
                <IconPaperclip size={14} aria-hidden />
                <Anchor component="button" type="button" size="sm" onClick={() => onDownload(file)} data-testid="bulletin-attachment">
                  {file.fileName}
                </Anchor>
              </Group>
            ))}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
