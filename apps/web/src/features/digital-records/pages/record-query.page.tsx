import { useState } from 'react';
import { ActionIcon, Drawer, Text, TextInput, Tooltip } from '@mantine/core';
import { IconFolderOpen } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { listResponseSchema } from '@portal/contract';
import { EXPEDIENTES_API, recordSummarySchema, type RecordSummary } from '@portal/contract/features/digital-records';
import { DataTable, TextCell, type Column } from '../../../shared/list/data-table.tsx';
import { useListState } from '../../../shared/list/use-list-state.ts';
import { useListQuery } from '../../../shared/list/use-list-query.ts';
import { formatDay } from '../../../shared/format/date.ts';
import { useRecordCustomers } from '../api/digital-records.api.ts';
import { RecordFiles } from '../components/record-files.tsx';
import { DateRangeFilter } from '../../../shared/list/date-range-filter.tsx';
import { FilterSelect } from '../../../shared/list/filter-select.tsx';

const listSchema = listResponseSchema(recordSummarySchema);
const FILTERS = [
  'aduana',
  'clienteId',
  'pedimento',
  'referencia',
  'fechaPagoDesde',
  'fechaPagoHasta',
  'clave',
  'tipoOperacion',
  'patente',
] as const;
type Filter = (typeof FILTERS)[number];
const PATTERNS: Partial<Record<Filter, RegExp>> = {
  aduana: /^\d{0,2}$/,
  patente: /^\d{0,4}$/,
  clave: /^[A-Z0-9]{0,2}$/,
  pedimento: /^[\d ]{0,20}$/,
};

/** `/apps/digitalrecord/query`: the digital records in the caller's scope; a row opens its files. */
export default function RecordQueryPage() {
  const { t } = useTranslation();
  const list = useListState({ filters: FILTERS });
  const query = useListQuery<RecordSummary>(['digital-records'], EXPEDIENTES_API, list, listSchema);
  const customers = useRecordCustomers();
  const [open, setOpen] = useState<RecordSummary | null>(null);
  const [previewing, setPreviewing] = useState(false);
  const field = (name: string) => t(`expedientes.fields.${name}`);
  const columns: Column<RecordSummary>[] = [
    {
      key: 'numero',
      header: field('numeroImpreso'),
      sortable: true,
      render: (r) => (
        <Text size="sm" ff="monospace" style={{ whiteSpace: 'pre' }}>
          {r.numeroImpreso}
        </Text>
      ),
    },
    { key: 'aduana', header: field('aduana'), render: (r) => r.aduana },
    { key: 'patente', header: field('patente'), render: (r) => r.patente },
    { key: 'clienteNombre', header: field('clienteNombre'), render: (r) => <TextCell>{r.clienteNombre ?? '—'}</TextCell> },
    { key: 'referencia', header: field('referencia'), render: (r) => <TextCell>{r.referencia ?? '—'}</TextCell> },
    { key: 'clave', header: field('clave'), render: (r) => r.clave },
    {
      key: 'tipoOperacion',
      header: field('tipoOperacion'),
      render: (r) => (r.tipoOperacion ? t(`expedientes.operations.${r.tipoOperacion}`) : ''),
    },
    { key: 'fechaPago', header: field('fechaPago'), sortable: true, render: (r) => (r.fechaPago ? formatDay(r.fechaPago) : '—') },
    { key: 'archivos', header: field('archivos'), render: (r) => r.archivos },
  ];
  const text = (name: Filter, width: number) => (
    <TextInput
      label={t(`digitalRecordsPage.filters.${name}`)}
      value={list.filters[name] ?? ''}
      onChange={(event) => {
        const value = event.currentTarget.value;
        if (!PATTERNS[name] || PATTERNS[name].test(value)) list.setFilter(name, value.trim() || null);
      }}
      w={width}
      data-testid={`filter-${name}`}
    />
  );
  return (
    <>
      <DataTable
        list={list}
        query={query}
        columns={columns}
        rowKey={(r) => r.pedimentoId}
        testId="records"
        searchPlaceholder={t('digitalRecordsPage.search')}
        exportTo={{ path: `${EXPEDIENTES_API}/Exportar`, query: list.exportQuery, fileName: 'expedientes' }}
        emptyText={t('digitalRecordsPage.empty')}
        filters={
          <>
            {text('aduana', 90)}
            <FilterSelect
              list={list}
              name="clienteId"
              label={t('digitalRecordsPage.filters.clienteId')}
              data={(customers.data ?? []).map((c) => ({ value: String(c.value), label: c.text }))}
              searchable
              w={180}
            />
            {text('pedimento', 130)}
            {text('referencia', 130)}
            <DateRangeFilter
              list={list}
              names={['fechaPagoDesde', 'fechaPagoHasta']}
              labels={[t('digitalRecordsPage.filters.fechaPagoDesde'), t('digitalRecordsPage.filters.fechaPagoHasta')]}
              w={150}
            />
            {text('clave', 80)}
            <FilterSelect
              list={list}
              name="tipoOperacion"
              label={t('digitalRecordsPage.filters.tipoOperacion')}
              data={['1', '2'].map((value) => ({ value, label: t(`expedientes.operations.${value}`) }))}
              w={150}
            />
            {text('patente', 100)}
          </>
        }
        rowActions={(r) => (
          <Tooltip label={t('digitalRecordsPage.open')}>
            <ActionIcon
              variant="subtle"
              aria-label={`${t('digitalRecordsPage.open')}: ${r.numeroImpreso}`}
              onClick={() => setOpen(r)}
              data-testid="row-open"
            >
              <IconFolderOpen size={16} />
            </ActionIcon>
          </Tooltip>
        )}
      />
      <Drawer
        opened={open !== null}
        onClose={() => setOpen(null)}
        closeOnEscape={!previewing}
        position="right"
        size="xl"
        title={t('digitalRecordsPage.recordTitle')}
      >
        {open && <RecordFiles pedimentoId={open.pedimentoId} onPreview={setPreviewing} />}
      </Drawer>
    </>
  );
}
