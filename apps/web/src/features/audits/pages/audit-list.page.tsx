import { Link } from 'react-router';
import { ActionIcon, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { listResponseSchema } from '@portal/contract';
import { AUDITORIA_API, OPERACION_ESTADOS, operacionSummarySchema, type OperacionSummary } from '@portal/contract/features/audits';
import { DataTable, TextCell, type Column } from '../../../shared/list/data-table.tsx';
import { useListState } from '../../../shared/list/use-list-state.ts';
import { useListQuery } from '../../../shared/list/use-list-query.ts';
import { ReferenceSelect } from '../../../shared/forms/reference-select.tsx';
import { formatDay } from '../../../shared/format/date.ts';
import { useIndicadores } from '../api/audits.api.ts';
import { OperationStatus } from '../components/audit-badges.tsx';
import { AuditKpis } from '../components/audit-kpis.tsx';
import { useAuditRange } from '../components/audit-range.ts';
import { RangeInputs } from '../components/range-inputs.tsx';
import { RuleSwitches } from '../components/rule-switches.tsx';
import { useAbility } from '../../../shared/ability/ability.ts';
import { RowLink } from '../../../shared/list/row-link.tsx';
import { FilterSelect } from '../../../shared/list/filter-select.tsx';

const listSchema = listResponseSchema(operacionSummarySchema);
const FILTERS = ['clienteId', 'aduana', 'estado', 'grupoEventoId'] as const;
const GROUPS = ['auditoria', 'preAuditoria', 'seguimiento', 'saaiM3', 'autorizaciones'];

export const detailsPath = (o: Pick<OperacionSummary, 'auditoriaBitacoraEventoId'>) =>
  `/dashboard/auditoria-molex/details/${o.auditoriaBitacoraEventoId}`;

function operationColumns(t: TFunction): Column<OperacionSummary>[] {
  const field = (name: string) => t(`audits.fields.${name}`);
  return [
    {
      key: 'auditoriaBitacoraEventoId',
      header: field('auditoriaBitacoraEventoId'),
      sortable: true,
      width: 90,
      render: (o) => o.auditoriaBitacoraEventoId,
    },
    { key: 'factura', header: field('factura'), render: (o) => <TextCell>{o.factura ?? '—'}</TextCell> },
    { key: 'clienteNombre', header: field('clienteNombre'), render: (o) => <TextCell>{o.clienteNombre ?? '—'}</TextCell> },
    { key: 'referencia', header: field('referencia'), render: (o) => o.referencia ?? '—' },
    {
      key: 'pedimento',
      header: field('pedimento'),
      render: (o) => (
        <Text size="sm" ff="monospace" style={{ whiteSpace: 'pre' }} component={Link} to={detailsPath(o)} c="blue.9">
          {o.pedimento}
        </Text>
      ),
    },
    {
      key: 'fechaRegistro',
      header: field('fechaRegistro'),
      sortable: true,
      render: (o) => (o.fechaRegistro ? formatDay(o.fechaRegistro) : '—'),
    },
    {
      key: 'tipoOperacion',
      header: field('tipoOperacion'),
      render: (o) => (o.tipoOperacion ? t(`audits.operaciones.${o.tipoOperacion}`) : '—'),
    },
    { key: 'solicitudes', header: field('solicitudes'), render: (o) => o.solicitudes },
    { key: 'claveDocumento', header: field('claveDocumento'), render: (o) => o.claveDocumento ?? '—' },
    { key: 'abiertos', header: field('hallazgos'), sortable: true, render: (o) => `${o.abiertos} / ${o.hallazgos}` },
    { key: 'estado', header: field('estado'), render: (o) => <OperationStatus estado={o.estado} /> },
  ];
}

/** `/dashboard/auditoria-molex`: audit operations of any customer in the caller's scope, with KPIs and charts. */
export default function AuditListPage() {
  const { t } = useTranslation();
  const ability = useAbility();
  const [range, setRange] = useAuditRange();
  const list = useListState({ filters: FILTERS, fixed: { ...range } });
  const query = useListQuery<OperacionSummary>(['audits', 'operations'], `${AUDITORIA_API}/Operaciones`, list, listSchema);
  const kpiQuery = new URLSearchParams(range as unknown as Record<string, string>);
  for (const name of FILTERS) if (list.filters[name]) kpiQuery.set(name, list.filters[name]!);
  const kpis = useIndicadores(kpiQuery);
  const field = (name: string) => t(`audits.fields.${name}`);
  return (
    <Stack gap="md">
      <AuditKpis data={kpis.data} />
      <DataTable
        list={list}
        query={query}
        columns={operationColumns(t)}
        rowKey={(o) => o.auditoriaOperacionId}
        testId="audits"
        searchPlaceholder={t('auditsPage.search')}
        exportTo={{ path: `${AUDITORIA_API}/Operaciones/Exportar`, query: list.exportQuery, fileName: 'auditoria' }}
        emptyText={t('auditsPage.empty')}
        actions={
          <>
            {ability.can('write', 'AuditoriaMolex') && <RuleSwitches />}
            <Tooltip label={t('auditsPage.print')}>
              <ActionIcon variant="default" size="lg" onClick={() => window.print()} aria-label={t('auditsPage.print')}>
                <IconPrinter size={18} />
              </ActionIcon>
            </Tooltip>
          </>
        }
        filters={
          <>
            {/* The customers' options need read on Clientes; without it the scope already narrows the list. */}
            {ability.can('read', 'Clientes') && (
              <div style={{ width: 220 }}>
                <ReferenceSelect
                  catalogue="clientes"
                  label={field('clienteNombre')}
                  value={list.filters.clienteId ? Number(list.filters.clienteId) : null}
                  placeholder={t('list.all')}
                  onChange={(value) => list.setFilter('clienteId', value ? String(value) : null)}
                  data-testid="filter-clienteId"
                />
              </div>
            )}
            <TextInput
              label={field('aduana')}
              value={list.filters.aduana ?? ''}
              onChange={(event) => {
                const value = event.currentTarget.value.trim();
                if (value === '' || /^\d{2}$/.test(value)) list.setFilter('aduana', value);
              }}
              w={90}
              data-testid="filter-aduana"
            />
            <FilterSelect
              list={list}
              name="estado"
              label={field('estado')}
              data={OPERACION_ESTADOS.map((value) => ({ value, label: t(`audits.operacionEstados.${value}`) }))}
              w={200}
            />
            <FilterSelect
              list={list}
              name="grupoEventoId"
              label={t('auditsPage.filters.grupoEventoId')}
              data={GROUPS.map((key, i) => ({ value: String(i + 1), label: t(`options.auditoriaGrupoEventos.${key}`) }))}
              w={210}
            />
            <RangeInputs range={range} onChange={setRange} />
          </>
        }
        rowActions={(o) => <RowLink to={detailsPath(o)} tip={t('auditsPage.open')} name={o.pedimento} testId="row-open" />}
      />
    </Stack>
  );
}
