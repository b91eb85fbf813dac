import { Link } from 'react-router';
import { Badge, Button, Group, Text, TextInput } from '@mantine/core';
import { IconEye, IconMessage, IconPencil, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { listResponseSchema } from '@portal/contract';
import { PREVIO_STATES, PREVIOS_API, previoSummarySchema, type PrevioSummary } from '@portal/contract/features/previos';
import { useAbility } from '../../../shared/ability/ability.ts';
import { ReferenceSelect } from '../../../shared/forms/reference-select.tsx';
import { formatDay } from '../../../shared/format/date.ts';
import { DataTable, TextCell, type Column } from '../../../shared/list/data-table.tsx';
import { useListQuery } from '../../../shared/list/use-list-query.ts';
import { useListState } from '../../../shared/list/use-list-state.ts';
import { PendingCaptures } from '../offline/pending-captures.tsx';
import { warehouseOptions } from '../offline/saved-options.ts';
import { DateRangeFilter } from '../../../shared/list/date-range-filter.tsx';
import { RowLink } from '../../../shared/list/row-link.tsx';
import { FilterSelect } from '../../../shared/list/filter-select.tsx';

const listSchema = listResponseSchema(previoSummarySchema);
const FILTERS = ['clienteId', 'recintoId', 'estado', 'fechaDesde', 'fechaHasta', 'guia', 'contenedor'] as const;

/** The list's columns: folio (opening the viewer), customer, dates, guide, container, enclosure, lines, state. */
function previoColumns(t: TFunction): Column<PrevioSummary>[] {
  const field = (name: string) => t(`previos.fields.${name}`);
  return [
    {
      key: 'folio',
      header: field('folio'),
      render: (p) => (
        <Text size="sm" component={Link} to={`/apps/previous/viewer/${p.previoId}`} c="blue.9" fw={600}>
          {p.folio}
        </Text>
      ),
    },
    { key: 'clienteNombre', header: field('clienteNombre'), render: (p) => <TextCell>{p.clienteNombre ?? '—'}</TextCell> },
    { key: 'fechaPrevio', header: field('fechaPrevio'), sortable: true, render: (p) => formatDay(p.fechaPrevio) },
    { key: 'guiaMaster', header: field('guiaMaster'), render: (p) => p.guiaMaster ?? p.guiaHouse ?? '—' },
    { key: 'numeroContenedor', header: field('numeroContenedor'), render: (p) => p.numeroContenedor ?? '—' },
    { key: 'recintoNombre', header: field('recintoNombre'), render: (p) => <TextCell>{p.recintoNombre ?? '—'}</TextCell> },
    { key: 'lineas', header: field('lineas'), render: (p) => p.lineas },
    {
      key: 'estado',
      header: field('estado'),
      sortable: true,
      render: (p) => (
        <Badge color={p.estado === 'concluido' ? 'teal.9' : 'blue.9'} variant="filled">
          {t(`previos.states.${p.estado}`)}
        </Badge>
      ),
    },
  ];
}

/** A row's actions: view, edit while open (with write), observations. */
function PrevioRowActions({ previo: p, canWrite }: { previo: PrevioSummary; canWrite: boolean }) {
  const { t } = useTranslation();
  const named = (key: string) => ({ tip: t(key), name: String(p.folio), size: 'lg' as const });
  const view = named('previosPage.actions.view');
  const edit = named('previosPage.actions.edit');
  const observations = named('previosPage.observations.title');
  return (
    <Group gap={4} wrap="nowrap">
      <RowLink to={`/apps/previous/viewer/${p.previoId}`} {...view} icon={<IconEye size={18} />} />
      {canWrite && p.estado === 'abierto' && (
        <RowLink to={`/apps/previous/edit/${p.previoId}`} {...edit} icon={<IconPencil size={18} />} testId="row-edit" />
      )}
      <RowLink to={`/apps/previous/observations/${p.previoId}`} {...observations} icon={<IconMessage size={18} />} />
    </Group>
  );
}

/** `/apps/previous/list`: the previos of the caller's customers, filtered, sorted, paged and exported. */
export default function PrevioListPage() {
  const { t } = useTranslation();
  const ability = useAbility();
  const list = useListState({ filters: FILTERS });
  const query = useListQuery<PrevioSummary>(['previos'], PREVIOS_API, list, listSchema);
  const filterLabel = (name: string) => t(`previosPage.filters.${name}`);
  const canCreate = ability.can('create', 'Previos');
  const canWrite = ability.can('write', 'Previos');
  const columns = previoColumns(t);
  const text = (name: (typeof FILTERS)[number]) => (
    <TextInput
      label={filterLabel(name)}
      value={list.filters[name] ?? ''}
      onChange={(event) => list.setFilter(name, event.currentTarget.value)}
      w={140}
      data-testid={`filter-${name}`}
    />
  );
  const reference = (name: 'clienteId' | 'recintoId', catalogue: string) => (
    <div style={{ width: 200 }}>
      <ReferenceSelect
        catalogue={catalogue}
        keeper={warehouseOptions}
        label={filterLabel(name)}
        value={list.filters[name] ? Number(list.filters[name]) : null}
        placeholder={t('list.all')}
        onChange={(value) => list.setFilter(name, value === null ? null : String(value))}
        data-testid={`filter-${name}`}
      />
    </div>
  );
  const newButton = canCreate ? (
    <Button component={Link} to="/apps/previous/list/add" leftSection={<IconPlus size={18} />} data-testid="new-previo">
      {t('previosPage.actions.new')}
    </Button>
  ) : undefined;
  return (
    <>
      {/* Previos saved without network wait here until sent (decision 0105). */}
      <PendingCaptures />
      <DataTable
        list={list}
        query={query}
        columns={columns}
        rowKey={(p) => p.previoId}
        testId="previos"
        actions={newButton}
        searchPlaceholder={t('previosPage.search')}
        exportTo={{ path: `${PREVIOS_API}/Exportar`, query: list.exportQuery, fileName: 'previos' }}
        emptyText={t('previosPage.empty')}
        emptyAction={newButton}
        filters={
          <>
            {reference('clienteId', 'clientes')}
            {reference('recintoId', 'recintos')}
            <FilterSelect
              list={list}
              name="estado"
              label={filterLabel('estado')}
              data={PREVIO_STATES.map((value) => ({ value, label: t(`previos.states.${value}`) }))}
              w={140}
            />
            <DateRangeFilter
              list={list}
              names={['fechaDesde', 'fechaHasta']}
              labels={[filterLabel('fechaDesde'), filterLabel('fechaHasta')]}
              w={150}
            />
            {text('guia')}
            {text('contenedor')}
          </>
        }
        rowActions={(p) => <PrevioRowActions previo={p} canWrite={canWrite} />}
      />
    </>
  );
}
