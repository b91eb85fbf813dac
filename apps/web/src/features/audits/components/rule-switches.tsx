import { Button, Modal, Switch, Table } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { AUDITORIA_API, reglaSchema } from '@portal/contract/features/audits';
import { api } from '../../../shared/api/api.ts';
import { notifyError } from '../../../shared/ui/toast.ts';

/** The administrator's switches of the audit rules (writers only); a rule off stops finding from the next audit. */
export function RuleSwitches() {
  const { t } = useTranslation();
  const [opened, { open, close }] = useDisclosure(false);
  const client = useQueryClient();
  const rules = useQuery({
    queryKey: ['audits', 'rules'],
    queryFn: ({ signal }) => api.get(`${AUDITORIA_API}/Reglas`, { schema: z.array(reglaSchema), signal }),
    enabled: opened,
  });
  async function toggle(regla: string, activa: boolean) {
    const current = rules.data?.find((r) => r.regla === regla);
    try {
      await api.put(`${AUDITORIA_API}/Reglas/${regla}`, {
        activa,
        severidad: current?.severidad ?? null,
        tolerancia: current?.tolerancia ?? null,
      });
    } catch (error) {
      notifyError(error);
    }
    await client.invalidateQueries({ queryKey: ['audits', 'rules'] });
  }
  return (
    <>
      <Button variant="default" size="sm" onClick={open} data-testid="audit-rules">
        {t('auditsPage.rules.title')}
      </Button>
      <Modal opened={opened} onClose={close} title={t('auditsPage.rules.title')} size="lg">
        <Table data-testid="audit-rules-table">
          <Table.Tbody>
            {(rules.data ?? []).map((r) => (
              <Table.Tr key={r.regla}>
                <Table.Td>{t(`audits.rules.${r.regla}`)}</Table.Td>
                <Table.Td>
                  <Switch
                    checked={r.activa}
                    onChange={(event) => void toggle(r.regla, event.currentTarget.checked)}
                    aria-label={t(`audits.rules.${r.regla}`)}
                    data-testid={`rule-${r.regla}`}
                  />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Modal>
    </>
  );
}
