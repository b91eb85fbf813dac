import '@mantine/charts/styles.css';
import { BarChart, LineChart } from '@mantine/charts';
import { Card, SimpleGrid, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { OPEN_STATUSES } from '@portal/contract/features/helpdesk';
import { useDashboard } from '../api/helpdesk.api.ts';

const SERIES_COLORS: Record<string, string> = { abierto: 'blue.6', asignado: 'cyan.6', enProceso: 'yellow.6', reabierto: 'orange.6' };

/** The help desk dashboard: open tickets by category and status, SLA compliance per week. */
export default function HelpdeskCharts() {
  const { t } = useTranslation();
  const board = useDashboard();
  const byCategory = new Map<string, Record<string, string | number>>();
  for (const row of board.data?.abiertosPorCategoria ?? []) {
    const entry = byCategory.get(row.categoria) ?? { categoria: row.categoria };
    entry[row.estatus] = row.total;
    byCategory.set(row.categoria, entry);
  }
  const open = [...byCategory.values()];
  const compliance = (board.data?.cumplimientoSla ?? []).map((w) => ({ ...w, semana: w.semana.split('-').reverse().join('/') }));
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} data-testid="helpdesk-charts">
      <Card withBorder shadow="sm" padding="lg">
        <Title order={3} size="h5" mb="sm">
          {t('helpdesk.dashboard.openByCategory')}
        </Title>
        {open.length === 0 ? (
          <Text c="dimmed">{t('helpdesk.dashboard.noOpen')}</Text>
        ) : (
          <BarChart
            h={260}
            data={open}
            dataKey="categoria"
            type="stacked"
            orientation="vertical"
            yAxisProps={{ width: 160 }}
            xAxisProps={{ allowDecimals: false }}
            series={OPEN_STATUSES.map((s) => ({ name: s, label: t(`helpdesk.status.${s}`), color: SERIES_COLORS[s] ?? 'gray.6' }))}
            withLegend
          />
        )}
      </Card>
      <Card withBorder shadow="sm" padding="lg">
        <Title order={3} size="h5" mb="sm">
          {t('helpdesk.dashboard.slaCompliance')}
        </Title>
        {compliance.length === 0 ? (
          <Text c="dimmed">{t('helpdesk.dashboard.noSolved')}</Text>
        ) : (
          <LineChart
            h={260}
            data={compliance}
            dataKey="semana"
            yAxisProps={{ domain: [0, 100] }}
            unit="%"
            series={[{ name: 'porcentaje', label: t('helpdesk.dashboard.onTimePercent'), color: 'teal.6' }]}
            withLegend
          />
        )}
      </Card>
    </SimpleGrid>
  );
}
