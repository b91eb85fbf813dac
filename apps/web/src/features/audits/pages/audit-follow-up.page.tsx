import { useState } from 'react';
import { Button, Checkbox, Group, Select, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { listResponseSchema } from '@portal/contract';
import { AUDITORIA_API, HALLAZGO_ESTADOS, REGLAS, SEVERIDADES, hallazgoSchema, type Hallazgo } from '@portal/contract/features/audits';
import { useAbility } from '../../../shared/ability/ability.ts';
import { DataTable, TextCell, type Column } from '../../../shared/list/data-table.tsx';
import { FilterSelect } from '../../../shared/list/filter-select.tsx';
import { useListState } from '../../../shared/list/use-list-state.ts';
import { useListQuery } from '../../../shared/list/use-list-query.ts';
import { formatDate, formatDay } from '../../../shared/format/date.ts';
import { notifyError, notifySuccess } from '../../../shared/ui/toast.ts';
import { assignOwner, requestAuthorizations, useOwners } from '../api/audits.api.ts';
import { FindingStatus, Severity } from '../components/audit-badges.tsx';
import { FindingActions } from '../components/finding-actions.tsx';

const listSchema = listResponseSchema(hallazgoSchema);
const FILTERS = ['estado', 'severidad', 'regla', 'vencidos'] as const;

function findingColumns(t: TFunction, selected: number[], toggle: (id: number, on: boolean) => void): Column<Hallazgo>[] {
  const field = (name: string) => t(`audits.fields.${name}`);
  return [
    {
      key: 'select',
      header: '',
      width: 40,
      render: (h) =>
        h.estado !== 'autorizar' ? (
          <Checkbox
            aria-label={`${field('auditoriaHallazgoId')} ${h.auditoriaHallazgoId}`}
            checked={selected.includes(h.auditoriaHallazgoId)}
            onChange={(event) => toggle(h.auditoriaHallazgoId, event.currentTarget.checked)}
            data-testid="finding-select"
          />
        ) : null,
    },
    { key: 'auditoriaHallazgoId', header: field('auditoriaHallazgoId'), sortable: true, width: 80, render: (h) => h.auditoriaHallazgoId },
    {
      key: 'pedimento',
      header: field('pedimento'),
      render: (h) => (
        <Text size="sm" ff="monospace" style={{ whiteSpace: 'pre' }}>
          {h.pedimento}
        </Text>
      ),
    },
    { key: 'mensaje', header: field('mensaje'), render: (h) => <TextCell>{h.mensaje}</TextCell> },
    { key: 'severidad', header: field('severidad'), render: (h) => <Severity severidad={h.severidad} /> },
    { key: 'estado', header: field('estado'), render: (h) => <FindingStatus estado={h.estado} /> },
    { key: 'responsableNombre', header: field('responsableNombre'), render: (h) => h.responsableNombre ?? '—' },
    { key: 'createdAt', header: field('createdAt'), sortable: true, render: (h) => formatDate(h.createdAt) },
    {
      key: 'fechaCompromiso',
      header: field('fechaCompromiso'),
      sortable: true,
      render: (h) => (
        <Text size="sm" c={h.vencido ? 'red.9' : undefined} fw={h.vencido ? 700 : undefined}>
          {formatDay(h.fechaCompromiso)} {h.vencido ? `(${t('auditsPage.followUp.overdue')})` : ''}
        </Text>
      ),
    },
  ];
}

/** `/dashboard/auditoria-seguimiento-molex`: open findings by age and owner, past due first, with bulk requests. */
export default function AuditFollowUpPage() {
  const { t } = useTranslation();
  const ability = useAbility();
  const client = useQueryClient();
  const list = useListState({ filters: FILTERS, fixed: { abiertos: 'true' } });
  const query = useListQuery<Hallazgo>(['audits', 'findings'], `${AUDITORIA_API}/Hallazgos`, list, listSchema);
  const [selected, setSelected] = useState<number[]>([]);
  const canAssign = ability.can('write', 'AuditoriaMolex');
  const owners = useOwners(canAssign);
  const [owner, setOwner] = useState<string | null>(null);
  const field = (name: string) => t(`audits.fields.${name}`);
  const toggle = (id: number, on: boolean) => setSelected((now) => (on ? [...now, id] : now.filter((x) => x !== id)));
  /** Asks first, runs the batch on the selected findings, and clears the selection when it went through. */
  function confirmBatch(kind: 'bulk' | 'assign', text: string, run: () => Promise<string>) {
    modals.openConfirmModal({
      title: t(`auditsPage.followUp.${kind}Title`),
      children: <Text size="sm">{text}</Text>,
      labels: {
        confirm: t(kind === 'bulk' ? 'auditsPage.actions.request' : 'auditsPage.followUp.assign'),
        cancel: t('auditsPage.actions.cancel'),
      },
      confirmProps: { 'data-testid': `${kind}-confirm` } as Record<string, unknown>,
      onConfirm: async () => {
        try {
          notifySuccess(200, await run());
          setSelected([]);
        } catch (error) {
          notifyError(error);
        }
        await client.invalidateQueries({ queryKey: ['audits'] });
      },
    });
  }
  const confirmBulk = () =>
    confirmBatch('bulk', t('auditsPage.followUp.bulkText', { count: selected.length }), async () => {
      const result = await requestAuthorizations(selected);
      return t('auditsPage.followUp.bulkDone', { count: result.actualizados, skipped: result.omitidos });
    });
  const confirmAssign = () => {
    const name = owners.data?.find((o) => String(o.value) === owner)?.text ?? '';
    confirmBatch('assign', t('auditsPage.followUp.assignText', { count: selected.length, name }), async () => {
      const result = await assignOwner(selected, Number(owner));
      return t('auditsPage.followUp.assignDone', { count: result.actualizados });
    });
  };
  const select = (name: (typeof FILTERS)[number], values: readonly string[], label: (v: string) => string, width = 200) => (
    <FilterSelect
      list={list}
      name={name}
      label={name === 'vencidos' ? t('auditsPage.followUp.overdueOnly') : field(name)}
      data={values.map((value) => ({ value, label: label(value) }))}
      w={width}
    />
  );
  return (
    <DataTable
      list={list}
      query={query}
      columns={findingColumns(t, selected, toggle)}
      rowKey={(h) => h.auditoriaHallazgoId}
      rowProps={(h) => ({ 'data-overdue': h.vencido })}
      testId="findings"
      title={t('audits.findingsTitle')}
      searchPlaceholder={t('auditsPage.search')}
      exportTo={{ path: `${AUDITORIA_API}/Hallazgos/Exportar`, query: list.exportQuery, fileName: 'hallazgos' }}
      emptyText={t('auditsPage.followUp.empty')}
      actions={
        <Group gap="xs">
          {canAssign && (
            <>
              <Select
                aria-label={field('responsableNombre')}
                placeholder={field('responsableNombre')}
                data={(owners.data ?? []).map((o) => ({ value: String(o.value), label: o.text }))}
                value={owner}
                onChange={setOwner}
                searchable
                w={220}
                data-testid="assign-owner"
              />
              <Button
                size="sm"
                variant="default"
                disabled={selected.length === 0 || !owner}
                onClick={confirmAssign}
                data-testid="bulk-assign"
              >
                {t('auditsPage.followUp.assign')}
              </Button>
            </>
          )}
          {ability.can('create', 'AuditoriaMolex') && (
            <Button size="sm" disabled={selected.length === 0} onClick={confirmBulk} data-testid="bulk-request">
              {t('auditsPage.followUp.bulkRequest', { count: selected.length })}
            </Button>
          )}
        </Group>
      }
      filters={
        <>
          {select(
            'estado',
            HALLAZGO_ESTADOS.filter((e) => e !== 'autorizar'),
            (v) => t(`audits.estados.${v}`),
          )}
          {select('severidad', SEVERIDADES, (v) => t(`audits.severidades.${v}`), 150)}
          {select('regla', REGLAS, (v) => t(`audits.rules.${v}`), 260)}
          {select('vencidos', ['true'], () => t('auditsPage.followUp.overdue'), 150)}
        </>
      }
      rowActions={(h) => <FindingActions finding={h} />}
    />
  );
}
