import { useState } from 'react';
import { Alert, Badge, Button, Card, Group, Stack, Table, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PreAuditoriaResult } from '@portal/contract/features/audits';
import { notifyError } from '../../../shared/ui/toast.ts';
import { preAudit } from '../api/audits.api.ts';
import { Severity } from '../components/audit-badges.tsx';

/** `/dashboard/auditoria-previa`: the rules on demand over a pedimento before it is paid: go / no-go with the findings. */
export default function AuditPrePage() {
  const { t } = useTranslation();
  const [pedimento, setPedimento] = useState('');
  const [running, setRunning] = useState(false);
  const [result, setResult] = useState<PreAuditoriaResult | null>(null);
  const digits = pedimento.replace(/\s+/g, '');
  const valid = /^\d{15}$/.test(digits);
  async function run() {
    setRunning(true);
    setResult(null);
    try {
      setResult(await preAudit(digits));
    } catch (error) {
      notifyError(error);
    } finally {
      setRunning(false);
    }
  }
  const f = (name: string) => t(`audits.fields.${name}`);
  return (
    <Stack gap="md">
      <Card withBorder padding="lg" radius="md">
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (valid) void run();
          }}
        >
          <Group align="flex-end">
            <TextInput
              label={f('pedimento')}
              description={t('auditsPage.pre.hint')}
              value={pedimento}
              onChange={(event) => setPedimento(event.currentTarget.value)}
              error={pedimento && !valid ? t('audits.validation.pedimento') : undefined}
              w={280}
              data-testid="pre-pedimento"
            />
            <Button type="submit" loading={running} disabled={!valid} data-testid="pre-run">
              {t('auditsPage.pre.run')}
            </Button>
          </Group>
        </form>
      </Card>
      {result && (
        <Card withBorder padding="lg" radius="md" data-testid="pre-result" data-resultado={result.resultado}>
          <Alert color={result.resultado === 'go' ? 'green' : 'red'} title={t(`auditsPage.pre.${result.resultado}`)} mb="md">
            <Text size="sm" ff="monospace" style={{ whiteSpace: 'pre' }}>
              {result.pedimento}
            </Text>
            {result.pagado && (
              <Badge color="orange" variant="light" mt="xs">
                {t('auditsPage.pre.paid')}
              </Badge>
            )}
          </Alert>
          {result.hallazgos.length === 0 ? (
            <Text c="dimmed">{t('auditsPage.details.noFindings')}</Text>
          ) : (
            <Table striped data-testid="pre-findings">
              <Table.Thead>
                <Table.Tr>
                  {['regla', 'mensaje', 'severidad', 'partida', 'valorPresente', 'valorEsperado'].map((name) => (
                    <Table.Th key={name}>{f(name)}</Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {result.hallazgos.map((h, i) => (
                  <Table.Tr key={i} data-testid="pre-finding" data-regla={h.regla}>
                    <Table.Td>{t(`audits.rules.${h.regla}`)}</Table.Td>
                    <Table.Td>{h.mensaje}</Table.Td>
                    <Table.Td>
                      <Severity severidad={h.severidad} />
                    </Table.Td>
                    <Table.Td>{h.partida ?? '—'}</Table.Td>
                    <Table.Td ff="monospace">{h.valorPresente ?? '—'}</Table.Td>
                    <Table.Td ff="monospace">{h.valorEsperado ?? '—'}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
        </Card>
      )}
    </Stack>
  );
}
