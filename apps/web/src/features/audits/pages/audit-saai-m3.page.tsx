import '@mantine/charts/styles.css';
import { Link } from 'react-router';
import { BarChart } from '@mantine/charts';
import { ActionIcon, Anchor, Card, Group, SimpleGrid, Stack, Table, Text, TextInput, Title, Tooltip } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useAbility } from '../../../shared/ability/ability.ts';
import { formatDateTime } from '../../../shared/format/date.ts';
import { LoadFailed } from '../../../shared/ui/load-failed.tsx';
import { useSaaiM3 } from '../api/audits.api.ts';
import { ChartCard } from '../components/audit-kpis.tsx';
import { useAuditRange } from '../components/audit-range.ts';
import { RangeInputs } from '../components/range-inputs.tsx';
import { useState } from 'react';

/** `/dashboard/auditoria-saai-m3`: the M3 files' findings across pedimentos, by rule, customs office and week. */
export default function AuditSaaiM3Page() {
  const { t, i18n } = useTranslation();
  const ability = useAbility();
  const [range, setRange] = useAuditRange();
  const [aduana, setAduana] = useState('');
  const params = new URLSearchParams({ fechaDesde: range.fechaDesde, fechaHasta: range.fechaHasta });
  if (aduana) params.set('aduana', aduana);
  const query = useSaaiM3(params);
  const data = query.data;
  const n = (value: number) => value.toLocaleString(i18n.language);
  const canOpenFiles = ability.can('create', 'Pedimentos');
  return (
    <Stack gap="md" data-testid="saai-m3">
      <Card withBorder padding="lg" radius="md">
        <Group align="flex-end" justify="space-between">
          <Group align="flex-end">
            <RangeInputs range={range} onChange={setRange} />
            <TextInput
              label={t('audits.fields.aduana')}
              value={aduana}
              onChange={(event) => {
                const value = event.currentTarget.value.trim();
                if (value === '' || /^\d{0,2}$/.test(value)) setAduana(value);
              }}
              w={90}
              data-testid="filter-aduana"
            />
          </Group>
          <Tooltip label={t('auditsPage.print')}>
            <ActionIcon variant="default" size="lg" onClick={() => window.print()} aria-label={t('auditsPage.print')}>
              <IconPrinter size={18} />
            </ActionIcon>
          </Tooltip>
        </Group>
      </Card>
      {query.isError && <LoadFailed error={query.error} onRetry={() => void query.refetch()} />}
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        {(['archivos', 'hallazgos', 'errores'] as const).map((key) => (
          <Card key={key} withBorder padding="md" radius="md">
            <Text size="sm" c="dimmed">
              {t(`auditsPage.saai.${key}`)}
            </Text>
            <Text fw={700} fz="xl" data-testid={`saai-${key}`}>
              {n(data?.[key] ?? 0)}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <ChartCard title={t('auditsPage.saai.byRule')} empty={!data?.porRegla.length}>
          <BarChart
            h={260}
            data={(data?.porRegla ?? []).map((r) => ({ regla: r.clave.split('.').slice(-1)[0] ?? r.clave, total: r.total }))}
            dataKey="regla"
            orientation="vertical"
            yAxisProps={{ width: 140 }}
            xAxisProps={{ allowDecimals: false }}
            series={[{ name: 'total', label: t('auditsPage.saai.hallazgos'), color: 'red.6' }]}
          />
        </ChartCard>
        <ChartCard title={t('auditsPage.saai.byCustoms')} empty={!data?.porAduana.length}>
          <BarChart
            h={260}
            data={(data?.porAduana ?? []).map((a) => ({ aduana: a.aduana || t('auditsPage.saai.fileLevel'), total: a.total }))}
            dataKey="aduana"
            yAxisProps={{ allowDecimals: false }}
            series={[{ name: 'total', label: t('auditsPage.saai.hallazgos'), color: 'blue.6' }]}
          />
        </ChartCard>
      </SimpleGrid>
      <SaaiFilesCard files={data?.archivosLista ?? []} canOpen={canOpenFiles} />
      {data && data.porRegla.length > 0 && (
        <Card withBorder padding="lg" radius="md">
          <Title order={3} size="h5" mb="sm">
            {t('auditsPage.saai.rules')}
          </Title>
          <Table data-testid="saai-rules">
            <Table.Tbody>
              {data.porRegla.map((r) => (
                <Table.Tr key={r.clave}>
                  <Table.Td>{r.mensaje}</Table.Td>
                  <Table.Td>{n(r.total)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Card>
      )}
    </Stack>
  );
}

type SaaiFile = NonNullable<ReturnType<typeof useSaaiM3>['data']>['archivosLista'][number];

/** The M3 files of the range with their findings and errors; each opens its file for whoever may upload them. */
function SaaiFilesCard({ files, canOpen }: { files: SaaiFile[]; canOpen: boolean }) {
  const { t, i18n } = useTranslation();
  const n = (value: number) => value.toLocaleString(i18n.language);
  return (
    <Card withBorder padding="lg" radius="md">
      <Title order={3} size="h5" mb="sm">
        {t('auditsPage.saai.files')}
      </Title>
      {!files.length ? (
        <Text c="dimmed">{t('auditsPage.charts.empty')}</Text>
      ) : (
        <Table striped data-testid="saai-files">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('auditsPage.saai.file')}</Table.Th>
              <Table.Th>{t('auditsPage.saai.uploaded')}</Table.Th>
              <Table.Th>{t('auditsPage.saai.hallazgos')}</Table.Th>
              <Table.Th>{t('auditsPage.saai.errores')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {files.map((a) => (
              <Table.Tr key={a.archivoId} data-testid="saai-file">
                <Table.Td>
                  {canOpen ? (
                    <Anchor component={Link} to={`/apps/operations/m3/${a.archivoId}`}>
                      {a.nombre}
                    </Anchor>
                  ) : (
                    a.nombre
                  )}
                </Table.Td>
                <Table.Td>{formatDateTime(a.createdAt)}</Table.Td>
                <Table.Td>{n(a.hallazgos)}</Table.Td>
                <Table.Td>{n(a.errores)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Card>
  );
}
