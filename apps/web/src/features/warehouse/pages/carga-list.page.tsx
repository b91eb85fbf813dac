import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { listResponseSchema } from '@portal/contract';
import { CARGAS_API, cargaSchema, type Carga } from '@portal/contract/features/confrontas';
import { formatDateTime } from '../../../shared/format/date.ts';
import { DataTable, TextCell, type Column } from '../../../shared/list/data-table.tsx';
import { useListQuery } from '../../../shared/list/use-list-query.ts';
import { useListState } from '../../../shared/list/use-list-state.ts';

const listSchema = listResponseSchema(cargaSchema);

/** `/apps/confronts/load/list`: the loads of the caller's confrontations. */
export default function CargaListPage() {
  const { t } = useTranslation();
  const list = useListState({ filters: [] });
  const query = useListQuery<Carga>(['cargas'], CARGAS_API, list, listSchema);
  const f = (name: string) => t(`confrontasPage.load.${name}`);
  const columns: Column<Carga>[] = [
    { key: 'numeroControl', header: t('confrontasPage.fields.numeroControl'), render: (c) => c.numeroControl },
    { key: 'choferNombre', header: f('driver'), render: (c) => <TextCell>{c.choferNombre}</TextCell> },
    { key: 'placas', header: f('placas'), render: (c) => c.placas ?? '—' },
    { key: 'numeroEconomico', header: f('numeroEconomico'), render: (c) => c.numeroEconomico ?? '—' },
    { key: 'bultos', header: f('packages'), render: (c) => c.bultos },
    {
      key: 'estado',
      header: t('confrontasPage.fields.estado'),
      render: (c) => <Badge color={c.estado === 'confirmada' ? 'teal.9' : 'blue.9'}>{t(`confrontasPage.loadStates.${c.estado}`)}</Badge>,
    },
    { key: 'createdAt', header: t('confrontasPage.fields.createdAt'), sortable: true, render: (c) => formatDateTime(c.createdAt) },
  ];
  return (
    <DataTable
      list={list}
      query={query}
      columns={columns}
      rowKey={(c) => c.cargaId}
      testId="cargas"
      emptyText={t('confrontasPage.load.empty')}
    />
  );
}
