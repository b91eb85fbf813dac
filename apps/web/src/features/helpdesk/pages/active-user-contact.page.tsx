import { Anchor, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconMail, IconPhone } from '@tabler/icons-react';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useActiveUserContact } from '../api/helpdesk.api.ts';
import { formatDateTime } from '../../../shared/format/date.ts';
import { RecordPending } from '../../../shared/ui/load-failed.tsx';

export default function ActiveUserContactPage() {
  const { t } = useTranslation();
  const contact = useActiveUserContact(Number(useParams().usuarioActivoId));
  const c = contact.data;
  if (!c) return <RecordPending query={contact} />;
  return (
    <Card withBorder shadow="sm" padding="xl" maw={520} data-testid="contact-card">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h3">
            {c.nombreCompleto}
          </Title>
          <Badge color={c.enGuardia ? 'green' : 'gray'} variant="light">
            {t(c.enGuardia ? 'helpdesk.guard.now' : 'helpdesk.guard.off')}
          </Badge>
        </Group>
        <Text c="dimmed">{c.userName}</Text>
        <Group gap="xs">
          <IconMail size={18} aria-hidden />
          <Anchor href={`mailto:${c.email}`}>{c.email}</Anchor>
        </Group>
        {c.telefono && (
          <Group gap="xs">
            <IconPhone size={18} aria-hidden />
            <Anchor href={`tel:${c.telefono}`}>{c.telefono}</Anchor>
          </Group>
        )}
        <Text size="sm">{t('helpdesk.guard.shift', { from: formatDateTime(c.guardiaInicio), to: formatDateTime(c.guardiaFin) })}</Text>
        {c.categorias.length > 0 && (
          <Group gap={6}>
            {c.categorias.map((cat) => (
              <Badge key={cat} variant="outline">
                {cat}
              </Badge>
            ))}
          </Group>
        )}
      </Stack>
    </Card>
  );
}
