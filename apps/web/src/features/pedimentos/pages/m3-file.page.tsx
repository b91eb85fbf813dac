import { useParams } from 'react-router';
import { Card, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/format/date.ts';
import { RecordPending } from '../../../shared/ui/load-failed.tsx';
import { useM3File } from '../api/pedimentos.api.ts';
import { FindingsTable } from '../components/findings-table.tsx';

/** `/apps/operations/m3/:archivoId`: one M3 file, its counts and its findings grouped by pedimento. */
export default function M3FilePage() {
  const { t } = useTranslation();
  const archivo = useM3File(Number(useParams().archivoId));
  if (!archivo.data) return <RecordPending query={archivo} placeholder={<Skeleton height={240} />} data-testid="m3-file-error" />;
  const a = archivo.data;
  const f = (name: string) => t(`pedimentos.files.${name}`);
  return (
    <Card withBorder padding="lg" data-testid="m3-file">
      <Group justify="space-between" mb="md">
        <Title order={2} size="h4" ff="monospace">
          {a.nombre}
        </Title>
        <Text size="sm" c="dimmed">
          {formatDateTime(a.createdAt)} · {a.createdByName ?? '—'}
        </Text>
      </Group>
      <SimpleGrid cols={{ base: 2, sm: 5 }} mb="md">
        {(['pedimentos', 'importados', 'registros', 'errores', 'advertencias'] as const).map((key) => (
          <Stack key={key} gap={0}>
            <Text size="xs" c="dimmed">
              {f(key)}
            </Text>
            <Text fw={600} data-testid={`m3-file-${key}`}>
              {a[key]}
            </Text>
          </Stack>
        ))}
      </SimpleGrid>
      {a.hallazgos.length === 0 ? <Text c="teal.9">{t('pedimentosPage.m3.clean')}</Text> : <FindingsTable findings={a.hallazgos} />}
    </Card>
  );
}
