import { Link } from 'react-router';
import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { listResponseSchema } from '@portal/contract';
import { FIXED_OPTION_DOMAINS, fixedOptionTextKey } from '@portal/contract/features/options';
import { ELEMENTS_API, elementSummarySchema, type ElementSummary } from '@portal/contract/features/dashboards';
import { useAbility } from '../../../shared/ability/ability.ts';
import { formatDateTime } from '../../../shared/format/date.ts';
import { DataTable, TextCell, type Column } from '../../../shared/list/data-table.tsx';
import { useListQuery } from '../../../shared/list/use-list-query.ts';
import { useListState } from '../../../shared/list/use-list-state.ts';
import { RowActions } from '../components/row-actions.tsx';

const listSchema = listResponseSchema(elementSummarySchema);
const typeKey = (tipo: number) => FIXED_OPTION_DOMAINS.TableroElementoTipos.find((o) => o.value === tipo)?.key ?? 'tabla';

/** `/settings/dashboards/elements`: designers see every element; others the ones granted to them. */
export default function ElementsPage() {
  const { t } = useTranslation();
  const ability = useAbility();
  const canWrite = ability.can('write', 'Tableros');
  const list = useListState();
  const query = useListQuery<ElementSummary>(['tableros', 'elements'], ELEMENTS_API, list, listSchema);
  const columns: Column<ElementSummary>[] = [
    { key: 'nombre', header: t('tableros.fields.nombre'), sortable: true, render: (e) => <TextCell>{e.nombre}</TextCell> },
    { key: 'tipo', header: t('tableros.fields.tipo'), render: (e) => t(fixedOptionTextKey('TableroElementoTipos', typeKey(e.tipo))) },
    { key: 'objetoConsulta', header: t('tableros.fields.objetoConsulta'), render: (e) => <TextCell>{e.objetoConsulta}</TextCell> },
    { key: 'updatedAt', header: t('tableros.fields.updatedAt'), render: (e) => formatDateTime(e.updatedAt) },
  ];
  return (
    <DataTable
      title={t('tableros.titles.elements')}
      list={list}
      query={query}
      columns={columns}
      rowKey={(e) => e.elementoId}
      testId="elements"
      searchPlaceholder={t('tableros.search')}
      exportTo={{ path: `${ELEMENTS_API}/Exportar`, query: list.exportQuery, fileName: 'elementos-tablero' }}
      emptyText={t('tableros.empty.elements')}
      actions={
        ability.can('create', 'Tableros') && (
          <Button component={Link} to="/settings/dashboards/elements/new" data-testid="elements-new">
            {t('tableros.actions.new')}
          </Button>
        )
      }
      rowActions={
        canWrite
          ? (e) => (
              <RowActions
                editTo={`/settings/dashboards/elements/${e.elementoId}/edit`}
                deletePath={`${ELEMENTS_API}/${e.elementoId}`}
                name={e.nombre}
                canDelete={ability.can('delete', 'Tableros')}
              />
            )
          : undefined
      }
    />
  );
}
