import { Card, Stack, Text, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { useSolutions } from '../api/helpdesk.api.ts';

/** The solutions bank: solved tickets of the same category with similar titles. */
export function SolutionsPanel({
  ticketId,
  titulo,
  ticketCategoriaId,
}: {
  ticketId: number;
  titulo: string;
  ticketCategoriaId: number | null;
}) {
  const { t } = useTranslation();
  const [title] = useDebouncedValue(titulo, 400);
  const solutions = useSolutions(
    ticketId,
    title,
    ticketCategoriaId,
    ticketId > 0 || (title.trim().length >= 4 && ticketCategoriaId !== null),
  );
  const items = solutions.data ?? [];
  if (items.length === 0) return null;
  return (
    <Card withBorder padding="md" data-testid="solutions-bank">
      <Title order={3} size="h5" mb="xs">
        {t('helpdesk.solutions.title')}
      </Title>
      <Stack gap="sm">
        {items.map((s) => (
          <div key={s.ticketId}>
            <Text size="sm" fw={600}>
              #{s.ticketId} · {s.tituloError}
            </Text>
            <Text size="sm">{s.descripcionSolucion}</Text>
          </div>
        ))}
      </Stack>
    </Card>
  );
}
