import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Button, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { listResponseSchema } from '@portal/contract';
import {
  CLASIFICACIONES_API,
  CLASIFICACION_ESTADOS,
  clasificacionSummarySchema,
  participantesSchema,
  type ClasificacionSummary,
} from '@portal/contract/features/classifications';
import { api } from '../../../shared/api/api.ts';
import { useAbility } from '../../../shared/ability/ability.ts';
import { ReferenceSelect } from '../../../shared/forms/reference-select.tsx';
import { formatDateTime } from '../../../shared/format/date.ts';
import { DataTable, TextCell, type Column } from '../../../shared/list/data-table.tsx';
import { useListQuery } from '../../../shared/list/use-list-query.ts';
import { DateRangeFilter } from '../../../shared/list/date-range-filter.tsx';
import { useListState } from '../../../shared/list/use-list-state.ts';
import { EstadoBadge } from '../components/estado-badge.tsx';
import { formatCodigo } from '../components/tariff-cache.ts';
import { RowLink } from '../../../shared/list/row-link.tsx';
import { FilterSelect } from '../../../shared/list/filter-select.tsx';

const listSchema = listResponseSchema(clasificacionSummarySchema);
const FILTERS = ['estado', 'clienteId', 'proveedorId', 'clasificadorId', 'solicitanteId', 'desde', 'hasta'] as const;

const open = (c: ClasificacionSummary) => `/apps/classification/edit/${c.solicitudId}`;

function classificationColumns(t: TFunction): Column<ClasificacionSummary>[] {
  const field = (name: string) => t(`clasificaciones.fields.${name}`);
  return [
    {
      key: 'solicitudId',
      header: field('folio'),
      sortable: true,
      render: (c) => (
        <Text size="sm" ff="monospace" component={Link} to={open(c)} c="blue.9">
          {c.folio}
        </Text>
      ),
    },
    { key: 'estado', header: field('estado'), sortable: true, render: (c) => <EstadoBadge estado={c.estado} /> },
    { key: 'numeroParte', header: field('numeroParte'), sortable: true, render: (c) => <TextCell>{c.numeroParte}</TextCell> },
    { key: 'descripcion', header: field('descripcion'), render: (c) => <TextCell>{c.descripcion}</TextCell> },
    { key: 'clienteNombre', header: field('clienteNombre'), render: (c) => <TextCell>{c.clienteNombre ?? '—'}</TextCell> },
    { key: 'proveedorNombre', header: field('proveedorNombre'), render: (c) => <TextCell>{c.proveedorNombre ?? '—'}</TextCell> },
    {
      key: 'fraccion',
      header: field('fraccion'),
      render: (c) =>
        c.fraccion && c.nico ? (
          <Text size="sm" ff="monospace">
            {formatCodigo(`${c.fraccion}${c.nico}`)}
          </Text>
        ) : (
          '—'
        ),
    },
    { key: 'solicitanteNombre', header: field('solicitanteNombre'), render: (c) => <TextCell>{c.solicitanteNombre ?? '—'}</TextCell> },
    { key: 'clasificadorNombre', header: field('clasificadorNombre'), render: (c) => <TextCell>{c.clasificadorNombre ?? '—'}</TextCell> },
    { key: 'createdAt', header: field('createdAt'), sortable: true, render: (c) => formatDateTime(c.createdAt) },
  ];
}

/** `/apps/classification/list`: the requests in the caller's scope, filtered, sorted, paged and exported. */
export default function ClassificationListPage() {
  const { t } = useTranslation();
  const ability = useAbility();
  const list = useListState({ filters: FILTERS });
  const query = useListQuery<ClasificacionSummary>(['clasificaciones'], CLASIFICACIONES_API, list, listSchema);
  const people = useQuery({
    queryKey: ['clasificaciones', 'participants'],
    queryFn: ({ signal }) => api.get(`${CLASIFICACIONES_API}/Participantes`, { schema: participantesSchema, signal }),
    meta: { silent: true },
  });
  const field = (name: string) => t(`clasificaciones.fields.${name}`);
  const peopleSelect = (name: 'clasificadorId' | 'solicitanteId', data: { value: number; text: string }[] | undefined) => (
    <FilterSelect
      list={list}
      name={name}
      label={field(name)}
      data={(data ?? []).map((p) => ({ value: String(p.value), label: p.text }))}
      searchable
      w={200}
    />
  );
  return (
    <DataTable
      list={list}
      query={query}
      columns={classificationColumns(t)}
      rowKey={(c) => c.solicitudId}
      testId="clasificaciones"
      searchPlaceholder={t('clasificacionesPage.search')}
      exportTo={{ path: `${CLASIFICACIONES_API}/Exportar`, query: list.exportQuery, fileName: 'clasificaciones' }}
      emptyText={t('clasificacionesPage.empty')}
      actions={
        ability.can('create', 'Clasificaciones') ? (
          <Button component={Link} to="/apps/classification/new" leftSection={<IconPlus size={16} />} data-testid="clasificaciones-new">
            {t('clasificacionesPage.new')}
          </Button>
        ) : null
      }
      filters={
        <>
          <FilterSelect
            list={list}
            name="estado"
            label={field('estado')}
            data={CLASIFICACION_ESTADOS.map((value) => ({ value, label: t(`clasificaciones.estados.${value}`) }))}
            w={150}
          />
          {/* The options need read on the catalogue; without it the scope already narrows the list. */}
          {ability.can('read', 'Clientes') && (
            <div style={{ width: 200 }}>
              <ReferenceSelect
                catalogue="clientes"
                label={field('clienteId')}
                value={list.filters.clienteId ? Number(list.filters.clienteId) : null}
                placeholder={t('list.all')}
                onChange={(value) => list.setFilter('clienteId', value === null ? null : String(value))}
                data-testid="filter-clienteId"
              />
            </div>
          )}
          {ability.can('read', 'Proveedores') && (
            <div style={{ width: 200 }}>
              <ReferenceSelect
                catalogue="proveedores"
                label={field('proveedorId')}
                value={list.filters.proveedorId ? Number(list.filters.proveedorId) : null}
                placeholder={t('list.all')}
                onChange={(value) => list.setFilter('proveedorId', value === null ? null : String(value))}
                data-testid="filter-proveedorId"
              />
            </div>
          )}
          {peopleSelect('solicitanteId', people.data?.solicitantes)}
          {peopleSelect('clasificadorId', people.data?.clasificadores)}
          <DateRangeFilter list={list} names={['desde', 'hasta']} labels={[field('desde'), field('hasta')]} />
        </>
      }
      rowActions={(c) => <RowLink to={open(c)} tip={t('clasificacionesPage.open')} name={c.folio} testId="row-open" />}
    />
  );
}
