import '@mantine/charts/styles.css';
import { BarChart, LineChart, PieChart } from '@mantine/charts';
import { Box, ColorSwatch, Group, Text, Title, VisuallyHidden } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ELEMENT_TYPES, type QueryResult } from '@portal/contract/features/dashboards';
import { allWhole, cellText, columnLabel } from './result-format.ts';
import { ResultTable } from './result-table.tsx';

const COLORS = ['blue.7', 'teal.7', 'orange.7', 'grape.7', 'red.7', 'cyan.7', 'lime.8', 'pink.7', 'indigo.7', 'yellow.8'];

const numberOf = (value: unknown) => (typeof value === 'number' ? value : Number(value ?? 0) || 0);

/** Up to this many bars, each one's category is named under it. */
const FEW_BARS = 12;
/** A category name under a bar: at most 16 characters, the rest in the tooltip. */
const shortName = (value: unknown) => {
  const name = String(value ?? '');
  return name.length > 16 ? `${name.slice(0, 15)}…` : name;
};

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
  const labelType = result.columnas.find((c) => c.nombre === label)?.tipo;
  const data = result.filas.map((row) => ({
    ...Object.fromEntries(values.map((v) => [v, numberOf(row[v])])),
    [label]: cellText(row[label], labelType),
  }));
  const figure = useMemo(() => new Intl.NumberFormat(i18n.language), [i18n.language]);
  if (element.tipo === ELEMENT_TYPES.tabla) return <ResultTable result={result} testId={testId} />;
  if (result.filas.length === 0) return <Text c="dimmed">{t('tableros.empty.data')}</Text>;
  if (element.tipo === ELEMENT_TYPES.indicador) {
    const total = result.filas.reduce((sum, row) => sum + numberOf(row[values[0] ?? '']), 0);
    return (
      <Title order={2} data-testid={testId}>
        {figure.format(total)}
      </Title>
    );
  }
  const series = values.map((name, i) => ({ name, label: columnLabel(name), color: COLORS[i % COLORS.length]! }));
  if (element.tipo === ELEMENT_TYPES.pastel) {
    const slices = data.map((row, i) => ({
      name: String(row[label]),
      value: numberOf(row[values[0] ?? '']),
      color: COLORS[i % COLORS.length]!,
    }));
    return (
      <Box data-testid={testId}>
        <Box aria-hidden inert>
          <PieChart data={slices} withLabelsLine withLabels h={240} />
        </Box>
        {/* The legend names each slice with its figure: read by everyone, and by assistive technology as a list. */}
        <Group component="ul" gap="md" p={0} m={0} style={{ listStyle: 'none' }}>
          {slices.map((slice) => (
            <Group component="li" key={slice.name} gap={6} wrap="nowrap">
              <ColorSwatch color={`var(--mantine-color-${slice.color.replace('.', '-')})`} size={12} />
              <Text size="sm">
                {slice.name}: {figure.format(slice.value)}
              </Text>
            </Group>
          ))}
        </Group>
      </Box>
    );
  }
  const lines = element.tipo === ELEMENT_TYPES.lineas;
  const Chart = lines ? LineChart : BarChart;
  // A few bars each name their category (slanted, shortened; the tooltip has it whole): left alone, the chart drops
  // every other name once they no longer fit side by side. Many bars, and lines over time, keep the chart's choice.
  const everyName = !lines && data.length <= FEW_BARS;
  // The same figures are also read as a list by assistive technology (the drawing's points have no names).
  return (
    <Box data-testid={testId}>
      <Chart
        h={260}
        data={data}
        dataKey={label}
        series={series}
        withLegend
        tickLine="y"
        valueFormatter={(value) => figure.format(value)}
        // Counts tick in whole numbers: "2 pedimentos" has no half between 1 and 2.
        yAxisProps={{ width: 80, allowDecimals: !allWhole(data, values) }}
        {...(everyName ? { xAxisProps: { interval: 0, angle: -40, textAnchor: 'end', height: 80, tickFormatter: shortName } } : {})}
      />
      <VisuallyHidden>
        <ul>
          {data.map((row, i) => (
            <li key={i}>{[row[label], ...values.map((v) => `${columnLabel(v)}: ${figure.format(numberOf(row[v]))}`)].join(', ')}</li>
          ))}
        </ul>
      </VisuallyHidden>
    </Box>
  );
}
