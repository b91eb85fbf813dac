import { ScrollArea, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { QueryResult } from '@portal/contract/features/dashboards';
import { cellText } from './result-format.ts';

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
                <Table.Td key={c.nombre}>{cellText(row[c.nombre], c.tipo)}</Table.Td>
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
