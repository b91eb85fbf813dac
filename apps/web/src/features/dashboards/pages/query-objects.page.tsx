import { Link } from 'react-router';
import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { QUERY_OBJECTS_API, type QueryObject } from '@portal/contract/features/dashboards';
import { useAbility } from '../../../shared/ability/ability.ts';
import { DataTable, TextCell, type Column } from '../../../shared/list/data-table.tsx';
import { useListQuery } from '../../../shared/list/use-list-query.ts';
import { useListState } from '../../../shared/list/use-list-state.ts';
import { queryListSchema } from '../api/dashboards.api.ts';
import { RowActions } from '../components/row-actions.tsx';

const EDIT = '/settings/dataaccess/queryobjects/QueryObject/edit';

/** `/settings/dataaccess/queryobjects`: tables, views and SELECTs over the connection strings. */
export default function QueryObjectsPage() {
  const { t } = useTranslation();
  const ability = useAbility();
  const list = useListState();
  const query = useListQuery<QueryObject>(['tableros', 'queries'], QUERY_OBJECTS_API, list, queryListSchema);
  const columns: Column<QueryObject>[] = [
    { key: 'descripcion', header: t('tableros.fields.descripcion'), sortable: true, render: (q) => <TextCell>{q.descripcion}</TextCell> },
    { key: 'tipo', header: t('tableros.fields.tipo'), render: (q) => t(`tableros.objectKinds.${q.tipo}`) },
    { key: 'cadenaConexion', header: t('tableros.fields.cadenaConexion'), render: (q) => <TextCell>{q.cadenaConexion}</TextCell> },
    {
      key: 'nombreObjeto',
      header: t('tableros.fields.nombreObjeto'),
      render: (q) => <TextCell>{q.nombreObjeto ? [q.esquema, q.nombreObjeto].filter(Boolean).join('.') : '—'}</TextCell>,
    },
    { key: 'columnas', header: t('tableros.fields.columnas'), render: (q) => q.columnas.length },
  ];
  return (
    <DataTable
      title={t('tableros.titles.queries')}
      list={list}
      query={query}
      columns={columns}
      rowKey={(q) => q.objetoConsultaId}
      testId="queries"
      searchPlaceholder={t('tableros.search')}
      exportTo={{ path: `${QUERY_OBJECTS_API}/Exportar`, query: list.exportQuery, fileName: 'objetos-consulta' }}
      emptyText={t('tableros.empty.queries')}
      actions={
        ability.can('create', 'Tableros') && (
          <Button component={Link} to={EDIT} data-testid="queries-new">
            {t('tableros.actions.new')}
          </Button>
        )
      }
      rowActions={(q) => (
        <RowActions
          editTo={`${EDIT}?objetoConsultaId=${q.objetoConsultaId}`}
          deletePath={`${QUERY_OBJECTS_API}/${q.objetoConsultaId}`}
          name={q.descripcion}
          canDelete={ability.can('delete', 'Tableros')}
        />
      )}
    />
  );
}
