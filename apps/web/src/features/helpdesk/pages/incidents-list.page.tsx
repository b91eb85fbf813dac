import { Badge, Button } from '@mantine/core';
import { IconEdit, IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Incident } from '@portal/contract/features/helpdesk';
import { useAbility } from '../../../shared/ability/ability.ts';
import { useIncidents } from '../api/helpdesk.api.ts';
import { DataTable, type Column } from '../../../shared/list/data-table.tsx';
import { RowLink } from '../../../shared/list/row-link.tsx';
import { useListState } from '../../../shared/list/use-list-state.ts';
import { formatDateTime } from '../../../shared/format/date.ts';
import { HELPDESK_API } from '@portal/contract/features/helpdesk';

export default function IncidentsListPage() {
  const { t } = useTranslation();
  const ability = useAbility();
  const list = useListState();
  const query = useIncidents(list);
  const columns: Column<Incident>[] = [
    { key: 'incidenciaId', header: t('helpdesk.fields.id'), sortable: true, render: (r) => r.incidenciaId },
    { key: 'titulo', header: t('helpdesk.fields.titulo'), sortable: true, render: (r) => r.titulo },
    { key: 'fechaFin', header: t('helpdesk.fields.fechaFin'), sortable: true, render: (r) => formatDateTime(r.fechaFin) || '—' },
    {
      key: 'activo',
      header: t('helpdesk.fields.activo'),
      render: (r) => (
        <Badge color={r.activo ? 'orange' : 'gray'} variant="light">
          {t(r.activo ? 'helpdesk.yes' : 'helpdesk.no')}
        </Badge>
      ),
    },
    {
      key: 'actions',
      header: t('helpdesk.list.actions'),
      render: (r) =>
        ability.can('write', 'Incidencias') && (
          <RowLink
            to={`/apps/tickets/incidents/list/edit/${r.incidenciaId}`}
            tip={t('helpdesk.actions.edit')}
            label={t('helpdesk.actions.editNamed', { name: r.titulo })}
            icon={<IconEdit size={18} />}
          />
        ),
    },
  ];
  return (
    <DataTable
      testId="incidents"
      exportTo={{ path: `${HELPDESK_API}/Incidencias/Exportar`, query: list.exportQuery, fileName: 'incidencias' }}
      list={list}
      query={query}
      searchPlaceholder={t('helpdesk.list.search')}
      columns={columns}
      rowKey={(r) => r.incidenciaId}
      emptyText={t('helpdesk.incidents.empty')}
      actions={
        ability.can('write', 'Incidencias') && (
          <Button component={Link} to="/apps/tickets/incidents/list/add" leftSection={<IconPlus size={16} />}>
            {t('helpdesk.incidents.new')}
          </Button>
        )
      }
    />
  );
}
