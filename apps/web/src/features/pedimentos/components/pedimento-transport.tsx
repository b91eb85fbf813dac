import { Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PedimentoDetail } from '@portal/contract/features/pedimentos';

type Row = Record<string, string | number | null>;

/** One small table of a pedimento's records (guides, containers, carriers, padlocks); nothing when it has none. */
function RecordTable({ title, columns, rows, testId }: { title: string; columns: string[]; rows: Row[]; testId: string }) {
  const { t } = useTranslation();
  if (rows.length === 0) return null;
  return (
    <Stack gap={4}>
      <Title order={3} size="h6">
        {title}
      </Title>
      <Table.ScrollContainer minWidth={480}>
        <Table striped data-testid={testId}>
          <Table.Thead>
            <Table.Tr>
              {columns.map((column) => (
                <Table.Th key={column}>{t(`pedimentosPage.transport.${column}`)}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row, i) => (
              <Table.Tr key={i}>
                {columns.map((column) => (
                  <Table.Td key={column} ff={column === 'numero' ? 'monospace' : undefined}>
                    {row[column] ?? '—'}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}

/** The transport tab: guides (503), containers (504), carriers (502) and padlocks (516) as the M3 file declared them. */
export function PedimentoTransport({ p }: { p: PedimentoDetail }) {
  const { t } = useTranslation();
  const empty = p.guias.length + p.contenedores.length + p.transportes.length + p.candados.length === 0;
  if (empty) return <Text c="dimmed">{t('pedimentosPage.transport.none')}</Text>;
  return (
    <Stack gap="lg" data-testid="pedimento-transport">
      <RecordTable title={t('pedimentosPage.transport.guides')} columns={['numero', 'tipo']} rows={p.guias} testId="pedimento-guides" />
      <RecordTable
        title={t('pedimentosPage.transport.containers')}
        columns={['numero', 'tipo']}
        rows={p.contenedores}
        testId="pedimento-containers"
      />
      <RecordTable
        title={t('pedimentosPage.transport.carriers')}
        columns={['identificador', 'nombre', 'rfc', 'pais', 'bultos']}
        rows={p.transportes}
        testId="pedimento-carriers"
      />
      <RecordTable
        title={t('pedimentosPage.transport.padlocks')}
        columns={['numero', 'transporte']}
        rows={p.candados}
        testId="pedimento-padlocks"
      />
    </Stack>
  );
}
