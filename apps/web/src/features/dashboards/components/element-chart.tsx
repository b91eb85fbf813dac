import '@mantine/charts/styles.css';
import type { ReactNode } from 'react';
import { BarChart, LineChart, PieChart } from '@mantine/charts';
import { Box, Text, Title, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ELEMENT_TYPES, type QueryResult } from '@portal/contract/features/dashboards';
import { ResultTable } from './result-table.tsx';

const COLORS = ['blue.7', 'teal.7', 'orange.7', 'grape.7', 'red.7', 'cyan.7', 'lime.8', 'pink.7', 'indigo.7', 'yellow.8'];

const numberOf = (value: unknown) => (typeof value === 'number' ? value : Number(value ?? 0) || 0);

export interface ElementShape {
  tipo: number;
  columnaEtiqueta: string;
  columnasValor: string[];
}

/** One element drawn from its rows: a KPI number, a table, bars, lines or a pie (spec point 7, TableroElementoTipos). */
export function ElementChart({ element, result, testId }: { element: ElementShape; result: QueryResult; testId: string }) {
  const { i18n, t } = useTranslation();
  const label = element.columnaEtiqueta || result.columnas[0]?.nombre || '';
  const values = element.columnasValor.length
    ? element.columnasValor
    : result.columnas.filter((c) => c.tipo === 'numero').map((c) => c.nombre);
  const data = result.filas.map((row) => ({
    ...Object.fromEntries(values.map((v) => [v, numberOf(row[v])])),
    [label]: String(row[label] ?? ''),
  }));
  if (element.tipo === ELEMENT_TYPES.tabla) return <ResultTable result={result} testId={testId} />;
  if (result.filas.length === 0) return <Text c="dimmed">{t('tableros.empty.data')}</Text>;
  if (element.tipo === ELEMENT_TYPES.indicador) {
    const total = result.filas.reduce((sum, row) => sum + numberOf(row[values[0] ?? '']), 0);
    return (
      <Title order={2} data-testid={testId}>
        {new Intl.NumberFormat(i18n.language).format(total)}
      </Title>
    );
  }
  const series = values.map((name, i) => ({ name, color: COLORS[i % COLORS.length]! }));
  // The same figures are read as a list; the pie's drawing (sectors without names for assistive technology) is hidden and inert.
  const described = (chart: ReactNode, hide = false) => (
    <Box data-testid={testId}>
      {hide ? (
        <Box aria-hidden inert>
          {chart}
        </Box>
      ) : (
        chart
      )}
      <VisuallyHidden>
        <ul>
          {data.map((row, i) => (
            <li key={i}>{[row[label], ...values.map((v) => `${v}: ${row[v]}`)].join(', ')}</li>
          ))}
        </ul>
      </VisuallyHidden>
    </Box>
  );
  if (element.tipo === ELEMENT_TYPES.pastel) {
    const slices = data.map((row, i) => ({
      name: String(row[label]),
      value: numberOf(row[values[0] ?? '']),
      color: COLORS[i % COLORS.length]!,
    }));
    return described(<PieChart data={slices} withLabelsLine withLabels h={240} />, true);
  }
  const Chart = element.tipo === ELEMENT_TYPES.lineas ? LineChart : BarChart;
  return described(<Chart h={260} data={data} dataKey={label} series={series} withLegend tickLine="y" />);
}
