import { useParams } from 'react-router';
import { Card, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/format/date.ts';
import { RecordPending } from '../../../shared/ui/load-failed.tsx';
import { useM3File } from '../api/pedimentos.api.ts';
import { FindingsTable } from '../components/findings-table.tsx';
import { OpenPedimento, pedimentoColumns, pedimentoListSchema } from '../components/pedimento-columns.tsx';
import { DataTable } from '../../../shared/list/data-table.tsx';
import { useListState } from '../../../shared/list/use-list-state.ts';
import { useListQuery } from '../../../shared/list/use-list-query.ts';
import { PEDIMENTOS_API, type PedimentoSummary } from '@portal/contract/features/pedimentos';

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
      <FilePedimentos archivoId={a.archivoId} />
    </Card>
  );
}

/** The pedimentos this file wrote last, each a link to its page: sorted, searched and paged like the pedimentos' list. */
function FilePedimentos({ archivoId }: { archivoId: number }) {
  const { t, i18n } = useTranslation();
  const list = useListState({ fixed: { archivoId }, local: true });
  const query = useListQuery<PedimentoSummary>(['pedimentos'], PEDIMENTOS_API, list, pedimentoListSchema);
  return (
    <Stack gap="xs" mt="lg">
      <Title order={3} size="h5">
        {t('pedimentosPage.m3.filePedimentos')}
      </Title>
      <DataTable
        bare
        list={list}
        query={query}
        columns={pedimentoColumns(t, i18n.language)}
        rowKey={(p) => p.pedimentoId}
        testId="m3-file-pedimentos"
        searchPlaceholder={t('pedimentosPage.search')}
        emptyText={t('pedimentosPage.m3.filePedimentosEmpty')}
        rowActions={(p) => <OpenPedimento pedimento={p} />}
      />
    </Stack>
  );
}
