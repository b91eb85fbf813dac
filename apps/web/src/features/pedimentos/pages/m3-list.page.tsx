import { Link } from 'react-router';
import { Badge, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { listResponseSchema } from '@portal/contract';
import { M3_ARCHIVOS_API, m3ArchivoSummarySchema, type M3ArchivoSummary } from '@portal/contract/features/pedimentos';
import { formatDateTime } from '../../../shared/format/date.ts';
import { DataTable, TextCell, type Column } from '../../../shared/list/data-table.tsx';
import { useListState } from '../../../shared/list/use-list-state.ts';
import { useListQuery } from '../../../shared/list/use-list-query.ts';
import { M3Upload } from '../components/m3-upload.tsx';
import { RowLink } from '../../../shared/list/row-link.tsx';

const listSchema = listResponseSchema(m3ArchivoSummarySchema);

/** `/apps/operations/m3/list`: upload SAAI M3 files and the files received, with their counts of findings. */
export default function M3ListPage() {
  const { t } = useTranslation();
  const list = useListState();
  const query = useListQuery<M3ArchivoSummary>(['m3'], M3_ARCHIVOS_API, list, listSchema);
  const f = (name: string) => t(`pedimentos.files.${name}`);
  const count = (value: number, color: string) =>
    value > 0 ? (
      <Badge color={color} variant="light">
        {value}
      </Badge>
    ) : (
      '0'
    );
  const columns: Column<M3ArchivoSummary>[] = [
    {
      key: 'nombre',
      header: f('nombre'),
      sortable: true,
      render: (a) => (
        <TextCell>
          <Link to={`/apps/operations/m3/${a.archivoId}`}>{a.nombre}</Link>
        </TextCell>
      ),
    },
    { key: 'createdAt', header: f('createdAt'), sortable: true, render: (a) => formatDateTime(a.createdAt) },
    { key: 'pedimentos', header: f('pedimentos'), render: (a) => a.pedimentos },
    { key: 'importados', header: f('importados'), render: (a) => a.importados },
    { key: 'errores', header: f('errores'), render: (a) => count(a.errores, 'red.9') },
    { key: 'advertencias', header: f('advertencias'), render: (a) => count(a.advertencias, 'orange.9') },
    { key: 'createdByName', header: f('createdByName'), render: (a) => <TextCell>{a.createdByName ?? '—'}</TextCell> },
  ];
  return (
    <Stack>
      <M3Upload />
      <DataTable
        title={t('pedimentos.filesTitle')}
        list={list}
        query={query}
        columns={columns}
        rowKey={(a) => a.archivoId}
        testId="m3"
        searchPlaceholder={t('pedimentosPage.m3.search')}
        emptyText={t('pedimentosPage.m3.empty')}
        rowActions={(a) => <RowLink to={`/apps/operations/m3/${a.archivoId}`} tip={t('pedimentosPage.open')} name={a.nombre} />}
      />
    </Stack>
  );
}
