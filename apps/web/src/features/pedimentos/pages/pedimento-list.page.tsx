import { Checkbox, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PEDIMENTOS_API, type PedimentoSummary } from '@portal/contract/features/pedimentos';
import { DataTable } from '../../../shared/list/data-table.tsx';
import { DateRangeFilter } from '../../../shared/list/date-range-filter.tsx';
import { useListState, type ListStateApi } from '../../../shared/list/use-list-state.ts';
import { useListQuery } from '../../../shared/list/use-list-query.ts';
import { OpenPedimento, pedimentoColumns, pedimentoListSchema } from '../components/pedimento-columns.tsx';
import { FilterSelect } from '../../../shared/list/filter-select.tsx';

const FILTERS = ['aduana', 'patente', 'clave', 'tipoOperacion', 'fechaPagoDesde', 'fechaPagoHasta', 'sinCliente'] as const;

/** The list's filters: customs office, patent and key typed digit by digit, operation, payment dates, unassigned. */
function PedimentoFilters({ list }: { list: ListStateApi }) {
  const { t } = useTranslation();
  const field = (name: string) => t(`pedimentos.fields.${name}`);
  const text = (name: (typeof FILTERS)[number], width = 110, pattern?: string) => (
    <TextInput
      label={field(name)}
      value={list.filters[name] ?? ''}
      onChange={(event) => {
        const value = event.currentTarget.value.trim();
        if (!pattern || value === '' || new RegExp(pattern).test(value)) list.setFilter(name, value);
      }}
      w={width}
      data-testid={`filter-${name}`}
    />
  );
  return (
    <>
      {text('aduana', 90, '^\\d{2}$')}
      {text('patente', 100, '^\\d{4}$')}
      {text('clave', 80, '^[A-Z0-9]{2}$')}
      <FilterSelect
        list={list}
        name="tipoOperacion"
        label={field('tipoOperacion')}
        data={['1', '2'].map((value) => ({ value, label: t(`pedimentos.operations.${value}`) }))}
        w={150}
      />
      <DateRangeFilter
        list={list}
        names={['fechaPagoDesde', 'fechaPagoHasta']}
        labels={[field('fechaPagoDesde'), field('fechaPagoHasta')]}
      />
      <Checkbox
        label={field('sinCliente')}
        checked={list.filters.sinCliente === 'true'}
        onChange={(event) => list.setFilter('sinCliente', event.currentTarget.checked ? 'true' : null)}
        mb={8}
        data-testid="filter-sinCliente"
      />
    </>
  );
}

/** `/apps/operations/pedimento/list`: the pedimentos in the caller's scope, filtered, sorted, paged and exported. */
export default function PedimentoListPage() {
  const { t, i18n } = useTranslation();
  const list = useListState({ filters: FILTERS });
  const query = useListQuery<PedimentoSummary>(['pedimentos'], PEDIMENTOS_API, list, pedimentoListSchema);
  return (
    <DataTable
      list={list}
      query={query}
      columns={pedimentoColumns(t, i18n.language)}
      rowKey={(p) => p.pedimentoId}
      testId="pedimentos"
      searchPlaceholder={t('pedimentosPage.search')}
      exportTo={{ path: `${PEDIMENTOS_API}/Exportar`, query: list.exportQuery, fileName: 'pedimentos' }}
      emptyText={t('pedimentosPage.empty')}
      filters={<PedimentoFilters list={list} />}
      rowActions={(p) => <OpenPedimento pedimento={p} />}
    />
  );
}
