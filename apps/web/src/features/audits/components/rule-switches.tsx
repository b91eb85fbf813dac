import { useState } from 'react';
import { Button, Modal, NumberInput, Select, Switch, Table } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { AUDITORIA_API, SEVERIDADES, reglaSchema } from '@portal/contract/features/audits';
import { api } from '../../../shared/api/api.ts';
import { notifyError } from '../../../shared/ui/toast.ts';

type Regla = z.infer<typeof reglaSchema>;
type Change = Partial<Pick<Regla, 'activa' | 'severidad' | 'tolerancia'>>;

/** A tolerance as the API keeps it (a fraction, 0.01) shown as a percentage (1), and back. */
const toPercent = (fraction: string | null | undefined) => (fraction ? Number((Number(fraction) * 100).toFixed(2)) : '');
const toFraction = (percent: string | number) => (percent === '' ? null : String(Number((Number(percent) / 100).toFixed(4))));

function RuleRow({ rule, save }: { rule: Regla; save: (rule: Regla, change: Change) => Promise<void> }) {
  const { t } = useTranslation();
  const [percent, setPercent] = useState<string | number>(toPercent(rule.tolerancia));
  const name = t(`audits.rules.${rule.regla}`);
  const byDefault = rule.severidadPredeterminada ? t(`audits.severidades.${rule.severidadPredeterminada}`) : '';
  return (
    <Table.Tr>
      <Table.Td>{name}</Table.Td>
      <Table.Td>
        <Switch
          checked={rule.activa}
          onChange={(event) => void save(rule, { activa: event.currentTarget.checked })}
          aria-label={name}
          data-testid={`rule-${rule.regla}`}
        />
      </Table.Td>
      <Table.Td w={170}>
        <Select
          size="xs"
          aria-label={`${t('audits.fields.severidad')}: ${name}`}
          data={SEVERIDADES.map((s) => ({ value: s, label: t(`audits.severidades.${s}`) }))}
          value={rule.severidad}
          placeholder={t('auditsPage.rules.byDefault', { value: byDefault })}
          clearable
          onChange={(value) => void save(rule, { severidad: (value as Regla['severidad']) ?? null })}
          data-testid={`rule-severity-${rule.regla}`}
        />
      </Table.Td>
      <Table.Td w={130}>
        {rule.toleranciaPredeterminada !== undefined && (
          <NumberInput
            size="xs"
            aria-label={`${t('auditsPage.rules.tolerance')}: ${name}`}
            min={0}
            max={9999}
            decimalScale={2}
            suffix=" %"
            placeholder={`${toPercent(rule.toleranciaPredeterminada)} %`}
            value={percent}
            onChange={setPercent}
            onBlur={() => {
              if (toFraction(percent) !== (rule.tolerancia === null ? null : String(Number(rule.tolerancia)))) {
                void save(rule, { tolerancia: toFraction(percent) });
              }
            }}
            data-testid={`rule-tolerance-${rule.regla}`}
          />
        )}
      </Table.Td>
    </Table.Tr>
  );
}

/**
 * The administrator's switches of the audit rules (writers only): on/off, severity and tolerance (empty: the
 * rule's default). A change applies from the next audit of each pedimento; the pre-audit at once.
 */
export function RuleSwitches() {
  const { t } = useTranslation();
  const [opened, { open, close }] = useDisclosure(false);
  const client = useQueryClient();
  const rules = useQuery({
    queryKey: ['audits', 'rules'],
    queryFn: ({ signal }) => api.get(`${AUDITORIA_API}/Reglas`, { schema: z.array(reglaSchema), signal }),
    enabled: opened,
  });
  async function save(rule: Regla, change: Change) {
    try {
      await api.put(`${AUDITORIA_API}/Reglas/${rule.regla}`, {
        activa: change.activa ?? rule.activa,
        severidad: change.severidad !== undefined ? change.severidad : rule.severidad,
        tolerancia: change.tolerancia !== undefined ? change.tolerancia : rule.tolerancia,
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
      <Modal opened={opened} onClose={close} title={t('auditsPage.rules.title')} size="xl">
        <Table data-testid="audit-rules-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('audits.fields.regla')}</Table.Th>
              <Table.Th>{t('auditsPage.rules.active')}</Table.Th>
              <Table.Th>{t('audits.fields.severidad')}</Table.Th>
              <Table.Th>{t('auditsPage.rules.tolerance')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {(rules.data ?? []).map((r) => (
              <RuleRow key={r.regla} rule={r} save={save} />
            ))}
          </Table.Tbody>
        </Table>
      </Modal>
    </>
  );
}
