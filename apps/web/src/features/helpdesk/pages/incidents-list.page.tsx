import { ActionIcon, Badge, Button, Tooltip } from '@mantine/core';
import { IconEdit, IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Incident } from '@portal/contract/features/helpdesk';
import { useAbility } from '../../../shared/ability/ability.ts';
import { useIncidents } from '../api/helpdesk.api.ts';
import { ListCard, useListState, type Column } from '../components/list-card.tsx';
import { formatDateTime } from '../components/status.tsx';

export default function IncidentsListPage() {
  const { t } = useTranslation();
  const ability = useAbility();
  const state = useListState();
  const list = useIncidents(state.params);
  const columns: Column<Incident>[] = [
    { key: 'incidenciaId', labelKey: 'helpdesk.fields.id', sortable: true, render: (r) => r.incidenciaId },
    { key: 'titulo', labelKey: 'helpdesk.fields.titulo', sortable: true, render: (r) => r.titulo },
    { key: 'fechaFin', labelKey: 'helpdesk.fields.fechaFin', sortable: true, render: (r) => formatDateTime(r.fechaFin) || '—' },
    {
      key: 'activo',
      labelKey: 'helpdesk.fields.activo',
      render: (r) => (
        <Badge color={r.activo ? 'orange' : 'gray'} variant="light">
          {t(r.activo ? 'helpdesk.yes' : 'helpdesk.no')}
        </Badge>
      ),
    },
    {
      key: 'actions',
      labelKey: 'helpdesk.list.actions',
      render: (r) =>
        ability.can('write', 'Incidencias') && (
          <Tooltip label={t('helpdesk.actions.edit')}>
            <ActionIcon
              component={Link}
              to={`/apps/tickets/incidents/list/edit/${r.incidenciaId}`}
              variant="subtle"
              aria-label={t('helpdesk.actions.editNamed', { name: r.titulo })}
            >
              <IconEdit size={18} />
            </ActionIcon>
          </Tooltip>
        ),
    },
  ];
  return (
    <ListCard
      state={state}
      columns={columns}
      rows={list.data?.items}
      total={list.data?.total}
      rowKey={(r) => r.incidenciaId}
      isLoading={list.isLoading}
      error={list.error}
      emptyKey="helpdesk.incidents.empty"
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
