import { ScrollArea, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { QueryResult } from '@portal/contract/features/dashboards';

const show = (value: unknown) =>
  value === null || value === undefined ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value);

/** Rows of a query object or element, as they came, with the cap noted. */
export function ResultTable({ result, testId }: { result: QueryResult; testId: string }) {
  const { t } = useTranslation();
  if (result.filas.length === 0) return <Text c="dimmed">{t('tableros.empty.data')}</Text>;
  return (
    <ScrollArea.Autosize mah={360} data-testid={testId}>
      <Table striped withTableBorder stickyHeader>
        <Table.Thead>
          <Table.Tr>
            {result.columnas.map((c) => (
              <Table.Th key={c.nombre}>{c.nombre}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {result.filas.map((row, i) => (
            <Table.Tr key={i}>
              {result.columnas.map((c) => (
                <Table.Td key={c.nombre}>{show(row[c.nombre])}</Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {result.truncado && (
        <Text size="sm" c="dimmed">
          {t('tableros.truncated', { count: result.filas.length })}
        </Text>
      )}
    </ScrollArea.Autosize>
  );
}
