import { Link } from 'react-router';
import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CONDITION_FILTERS_API, type ConditionFilter } from '@portal/contract/features/dashboards';
import { useAbility } from '../../../shared/ability/ability.ts';
import { DataTable, TextCell, type Column } from '../../../shared/list/data-table.tsx';
import { useListQuery } from '../../../shared/list/use-list-query.ts';
import { useListState } from '../../../shared/list/use-list-state.ts';
import { filterListSchema } from '../api/dashboards.api.ts';
import { RowActions } from '../components/row-actions.tsx';

/** `/settings/dataaccess/conditionfilters`: where each filter's values come from and how it compares. */
export default function ConditionFiltersPage() {
  const { t } = useTranslation();
  const ability = useAbility();
  const list = useListState();
  const query = useListQuery<ConditionFilter>(['tableros', 'filters'], CONDITION_FILTERS_API, list, filterListSchema);
  const columns: Column<ConditionFilter>[] = [
    { key: 'nombre', header: t('tableros.fields.nombre'), sortable: true, render: (f) => <TextCell>{f.nombre}</TextCell> },
    { key: 'tipo', header: t('tableros.fields.tipo'), render: (f) => t(`tableros.sources.${f.tipo}`) },
    { key: 'tipoDato', header: t('tableros.fields.tipoDato'), render: (f) => t(`tableros.dataTypes.${f.tipoDato}`) },
    { key: 'operadorLogico', header: t('tableros.fields.operadorLogico'), render: (f) => f.operadorLogico },
  ];
  return (
    <DataTable
      title={t('tableros.titles.filters')}
      list={list}
      query={query}
      columns={columns}
      rowKey={(f) => f.filtroCondicionId}
      testId="filters"
      searchPlaceholder={t('tableros.search')}
      exportTo={{ path: `${CONDITION_FILTERS_API}/Exportar`, query: list.exportQuery, fileName: 'filtros-condicion' }}
      emptyText={t('tableros.empty.filters')}
      actions={
        ability.can('create', 'Tableros') && (
          <Button component={Link} to="/settings/dataaccess/conditionfilters/add" data-testid="filters-new">
            {t('tableros.actions.new')}
          </Button>
        )
      }
      rowActions={(f) => (
        <RowActions
          editTo={`/settings/dataaccess/conditionfilters/edit?filtroCondicionId=${f.filtroCondicionId}`}
          deletePath={`${CONDITION_FILTERS_API}/${f.filtroCondicionId}`}
          name={f.nombre}
          canDelete={ability.can('delete', 'Tableros')}
        />
      )}
    />
  );
}
