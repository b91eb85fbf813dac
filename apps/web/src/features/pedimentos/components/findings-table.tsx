import { Badge, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { M3Hallazgo } from '@portal/contract/features/pedimentos';

/** An M3 file's findings grouped by pedimento (file-level ones first), each with its line, record and field. */
export function FindingsTable({ findings }: { findings: M3Hallazgo[] }) {
  const { t } = useTranslation();
  const groups = new Map<string, M3Hallazgo[]>();
  for (const finding of findings) {
    const key = finding.pedimento ?? '';
    groups.set(key, [...(groups.get(key) ?? []), finding]);
  }
  return (
    <Stack gap="sm" mt="xs" data-testid="m3-findings">
      {[...groups.entries()].map(([pedimento, list]) => (
        <Stack key={pedimento} gap={4} data-testid="m3-finding-group">
          <Text size="sm" fw={600}>
            {pedimento ? t('pedimentosPage.m3.pedimento', { numero: pedimento }) : t('pedimentosPage.m3.wholeFile')}
          </Text>
          <Table.ScrollContainer minWidth={640}>
            <Table striped verticalSpacing={4}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w={70}>{t('pedimentosPage.m3.line')}</Table.Th>
                  <Table.Th w={80}>{t('pedimentosPage.m3.record')}</Table.Th>
                  <Table.Th w={110}>{t('pedimentosPage.m3.severity')}</Table.Th>
                  <Table.Th>{t('pedimentosPage.m3.message')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.map((finding, i) => (
                  <Table.Tr
                    key={`${finding.linea ?? 0}-${finding.clave}-${i}`}
                    id={finding.linea ? `line-${finding.linea}` : undefined}
                    data-testid="m3-finding"
                  >
                    <Table.Td ff="monospace">{finding.linea ?? '—'}</Table.Td>
                    <Table.Td ff="monospace">
                      {finding.registro ?? '—'}
                      {finding.campo ? `.${finding.campo}` : ''}
                    </Table.Td>
                    <Table.Td>
                      <Badge color={finding.severidad === 'error' ? 'red' : 'orange'} variant="light">
                        {t(`pedimentosPage.m3.severities.${finding.severidad}`)}
                      </Badge>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{finding.mensaje}</Text>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Stack>
      ))}
    </Stack>
  );
}
