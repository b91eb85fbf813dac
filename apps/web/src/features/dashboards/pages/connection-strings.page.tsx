import { Link } from 'react-router';
import { Badge, Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CONNECTION_STRINGS_API, type ConnectionString } from '@portal/contract/features/dashboards';
import { useAbility } from '../../../shared/ability/ability.ts';
import { DataTable, TextCell, type Column } from '../../../shared/list/data-table.tsx';
import { useListQuery } from '../../../shared/list/use-list-query.ts';
import { useListState } from '../../../shared/list/use-list-state.ts';
import { connectionListSchema } from '../api/dashboards.api.ts';
import { RowActions } from '../components/row-actions.tsx';

const EDIT = '/settings/dataaccess/connectionstrings/edit';

/** `/settings/dataaccess/connectionstrings`: the sources of dashboard data; passwords show only as stored or not. */
export default function ConnectionStringsPage() {
  const { t } = useTranslation();
  const ability = useAbility();
  const list = useListState();
  const query = useListQuery<ConnectionString>(['tableros', 'connections'], CONNECTION_STRINGS_API, list, connectionListSchema);
  const columns: Column<ConnectionString>[] = [
    { key: 'descripcion', header: t('tableros.fields.descripcion'), sortable: true, render: (c) => <TextCell>{c.descripcion}</TextCell> },
    { key: 'tipo', header: t('tableros.fields.tipo'), render: (c) => t(`tableros.kinds.${c.tipo}`) },
    { key: 'servidor', header: t('tableros.fields.servidor'), render: (c) => <TextCell>{c.servidor || '—'}</TextCell> },
    { key: 'baseDatos', header: t('tableros.fields.baseDatos'), render: (c) => <TextCell>{c.baseDatos || '—'}</TextCell> },
    { key: 'usuario', header: t('tableros.fields.usuario'), render: (c) => <TextCell>{c.usuario || '—'}</TextCell> },
    {
      key: 'password',
      header: t('tableros.fields.password'),
      render: (c) => (
        <Badge variant="light" color={c.passwordGuardado ? 'green' : 'gray'}>
          {t(c.passwordGuardado ? 'tableros.passwordSet' : 'tableros.passwordNotSet')}
        </Badge>
      ),
    },
  ];
  return (
    <DataTable
      title={t('tableros.titles.connections')}
      list={list}
      query={query}
      columns={columns}
      rowKey={(c) => c.cadenaConexionId}
      testId="connections"
      searchPlaceholder={t('tableros.search')}
      exportTo={{ path: `${CONNECTION_STRINGS_API}/Exportar`, query: list.exportQuery, fileName: 'cadenas-conexion' }}
      emptyText={t('tableros.empty.connections')}
      actions={
        ability.can('create', 'Tableros') && (
          <Button component={Link} to={EDIT} data-testid="connections-new">
            {t('tableros.actions.new')}
          </Button>
        )
      }
      rowActions={(c) => (
        <RowActions
          editTo={`${EDIT}?cadenaConexionId=${c.cadenaConexionId}`}
          deletePath={`${CONNECTION_STRINGS_API}/${c.cadenaConexionId}`}
          name={c.descripcion}
          canDelete={ability.can('delete', 'Tableros')}
        />
      )}
    />
  );
}
