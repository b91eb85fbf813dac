import { Badge, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PresentUser } from '../api/live-record.ts';

/** Who else has this record open right now (from its hub room). */
export function PresenceBar({ users }: { users: PresentUser[] }) {
  const { t } = useTranslation();
  if (users.length === 0) return null;
  return (
    <Group gap={6} data-testid="presence">
      <Text size="sm">{t('confrontasPage.check.alsoHere')}</Text>
      {users.map((p) => (
        <Badge key={p.userId} color="blue.9" variant="outline">
          {p.nombre}
        </Badge>
      ))}
    </Group>
  );
}
