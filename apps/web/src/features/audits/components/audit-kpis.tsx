import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { Card, SimpleGrid, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Indicadores } from '@portal/contract/features/audits';

function Kpi({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Card withBorder padding="md" radius="md">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={700} fz="xl" data-testid={testId}>
        {value}
      </Text>
    </Card>
  );
}

/** The audit screen's KPI cards and its two charts (findings by rule, by week of registration). */
export function AuditKpis({ data }: { data: Indicadores | undefined }) {
  const { t, i18n } = useTranslation();
  const n = (value: number) => value.toLocaleString(i18n.language);
  const open = data?.abiertosPorSeveridad;
  const byRule = (data?.porRegla ?? []).map((r) => ({ regla: t(`audits.rules.${r.regla}`), total: r.total }));
  const byWeek = (data?.porSemana ?? []).map((w) => ({ semana: w.semana.split('-').reverse().join('/'), total: w.total }));
  return (
    <>
      <SimpleGrid cols={{ base: 2, md: 4 }} mb="md" data-testid="audit-kpis">
        <Kpi label={t('auditsPage.kpis.operaciones')} value={n(data?.operaciones ?? 0)} testId="kpi-operaciones" />
        <Kpi
          label={t('auditsPage.kpis.abiertos')}
          value={`${n(open?.error ?? 0)} / ${n(open?.warning ?? 0)} / ${n(open?.info ?? 0)}`}
          testId="kpi-abiertos"
        />
        <Kpi label={t('auditsPage.kpis.enEspera')} value={n(data?.autorizacionesEnEspera ?? 0)} testId="kpi-en-espera" />
        <Kpi
          label={t('auditsPage.kpis.sinHallazgos')}
          value={`${(data?.porcentajeSinHallazgos ?? 0).toLocaleString(i18n.language)} %`}
          testId="kpi-sin-hallazgos"
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, md: 2 }} mb="md">
        <ChartCard title={t('auditsPage.charts.byRule')} empty={byRule.length === 0}>
          <BarChart
            h={220}
            data={byRule}
            dataKey="regla"
            orientation="vertical"
            yAxisProps={{ width: 180 }}
            xAxisProps={{ allowDecimals: false }}
            series={[{ name: 'total', label: t('audits.fields.hallazgos'), color: 'blue.6' }]}
          />
        </ChartCard>
        <ChartCard title={t('auditsPage.charts.byWeek')} empty={byWeek.length === 0}>
          <BarChart
            h={220}
            data={byWeek}
            dataKey="semana"
            yAxisProps={{ allowDecimals: false }}
            series={[{ name: 'total', label: t('audits.fields.hallazgos'), color: 'orange.6' }]}
          />
        </ChartCard>
      </SimpleGrid>
    </>
  );
}

export function ChartCard({ title, empty, children }: { title: string; empty: boolean; children: React.ReactNode }) {
  const { t } = useTranslation();
  return (
    <Card withBorder padding="lg" radius="md">
      <Title order={3} size="h5" mb="sm">
        {title}
      </Title>
      {empty ? <Text c="dimmed">{t('auditsPage.charts.empty')}</Text> : children}
    </Card>
  );
}
