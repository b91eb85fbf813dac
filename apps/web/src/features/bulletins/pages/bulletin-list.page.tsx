import { Link } from 'react-router';
import { Badge, Button, Tooltip } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { listResponseSchema } from '@portal/contract';
import { BULLETIN_TYPES, bulletinSummarySchema, type BulletinSummary } from '@portal/contract/features/bulletins';
import { useAbility } from '../../../shared/ability/ability.ts';
import { formatDateTime } from '../../../shared/format/date.ts';
import { DataTable, TextCell, type Column } from '../../../shared/list/data-table.tsx';
import { useListState } from '../../../shared/list/use-list-state.ts';
import { useListQuery } from '../../../shared/list/use-list-query.ts';
import { RowLink } from '../../../shared/list/row-link.tsx';
import { BULLETINS_API } from '@portal/contract/features/bulletins';
import { FilterSelect } from '../../../shared/list/filter-select.tsx';

const listSchema = listResponseSchema(bulletinSummarySchema);

/** /apps/bulletin/list: every bulletin, cancelled ones marked as such. */
export default function BulletinListPage() {
  const { t } = useTranslation();
  const ability = useAbility();
  const list = useListState({ filters: ['boletinTipo', 'cancelado'] });
  const query = useListQuery(['bulletins'], BULLETINS_API, list, listSchema);
  const newButton = ability.can('create', 'Boletines') && (
    <Button component={Link} to="/apps/bulletin/details" leftSection={<IconPlus size={16} />} data-testid="bulletin-new">
      {t('bulletinsPage.new')}
    </Button>
  );
  const columns: Column<BulletinSummary>[] = [
    { key: 'boletinId', header: t('bulletinsPage.fields.boletinId'), sortable: true, width: 90, render: (b) => b.boletinId },
    { key: 'boletinTipo', header: t('bulletinsPage.fields.boletinTipo'), render: (b) => t(`bulletins.types.${b.boletinTipo}`) },
    { key: 'titulo', header: t('bulletinsPage.fields.titulo'), sortable: true, render: (b) => <TextCell>{b.titulo}</TextCell> },
    {
      key: 'esPublico',
      header: t('bulletinsPage.fields.esPublico'),
      render: (b) =>
        b.esPublico ? (
          <Badge color="blue.9">{t('bulletinsPage.public')}</Badge>
        ) : (
          <Badge color="gray.7">{t('bulletinsPage.internal')}</Badge>
        ),
    },
    { key: 'createdAt', header: t('bulletinsPage.fields.createdAt'), sortable: true, render: (b) => formatDateTime(b.createdAt) },
    {
      key: 'status',
      header: t('bulletinsPage.fields.status'),
      render: (b) =>
        b.cancelado ? (
          <Tooltip
            label={t('bulletinsPage.cancelledBy', {
              name: b.canceladoPorNombre ?? '—',
              date: b.canceladoAt ? formatDateTime(b.canceladoAt) : '',
            })}
          >
            <Badge color="red.9">{t('bulletinsPage.status.cancelled')}</Badge>
          </Tooltip>
        ) : (
          <Badge color="teal.9">{t('bulletinsPage.status.active')}</Badge>
        ),
    },
  ];

  return (
    <DataTable
      list={list}
      query={query}
      columns={columns}
      rowKey={(b) => b.boletinId}
      testId="bulletins"
      exportTo={{ path: `${BULLETINS_API}/Exportar`, query: list.exportQuery, fileName: 'boletines' }}
      searchPlaceholder={t('bulletinsPage.search')}
      emptyText={t('bulletinsPage.empty')}
      actions={newButton}
      totalText={(count) => t('bulletinsPage.total', { count })}
      filters={
        <>
          <FilterSelect
            list={list}
            name="boletinTipo"
            label={t('bulletinsPage.fields.boletinTipo')}
            data={BULLETIN_TYPES.map((value) => ({ value, label: t(`bulletins.types.${value}`) }))}
            w={180}
          />
          <FilterSelect
            list={list}
            name="cancelado"
            label={t('bulletinsPage.fields.status')}
            data={[
              { value: 'false', label: t('bulletinsPage.status.active') },
              { value: 'true', label: t('bulletinsPage.status.cancelled') },
            ]}
            w={160}
          />
        </>
      }
      rowActions={(b) => <RowLink to={`/apps/bulletin/details?boletinId=${b.boletinId}`} tip={t('bulletinsPage.view')} name={b.titulo} />}
    />
  );
}
