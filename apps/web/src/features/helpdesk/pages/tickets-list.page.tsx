import { lazy, Suspense, useState } from 'react';
import { Button, Group, Loader, Stack, Text } from '@mantine/core';
import { IconChartBar, IconEdit, IconHistory, IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { TICKET_PRIORITIES, TICKET_STATUSES, type Ticket } from '@portal/contract/features/helpdesk';
import { useAbility } from '../../../shared/ability/ability.ts';
import { useAllCategories, useTickets } from '../api/helpdesk.api.ts';
import { DataTable, type Column } from '../../../shared/list/data-table.tsx';
import { FilterSelect } from '../../../shared/list/filter-select.tsx';
import { RowLink } from '../../../shared/list/row-link.tsx';
import { useListState, type ListStateApi } from '../../../shared/list/use-list-state.ts';
import { formatDateTime } from '../../../shared/format/date.ts';
import { PriorityBadge, SlaText, StatusBadge } from '../components/status.tsx';
import { HELPDESK_API } from '@portal/contract/features/helpdesk';

const HelpdeskCharts = lazy(() => import('../components/helpdesk-charts.tsx'));

/** The tickets' columns: id, title with its category, status, priority, people, dates, and the edit and log links. */
function ticketColumns(t: TFunction): Column<Ticket>[] {
  return [
    { key: 'ticketId', header: t('helpdesk.fields.ticketId'), sortable: true, render: (r) => r.ticketId },
    {
      key: 'tituloError',
      header: t('helpdesk.fields.tituloError'),
      sortable: true,
      render: (r) => (
        <Stack gap={0}>
          <Text size="sm" fw={500}>
            {r.tituloError}
          </Text>
          <Text size="xs" c="dimmed">
            {r.ticketCategoria.rutaMostrar}
          </Text>
        </Stack>
      ),
    },
    { key: 'estatus', header: t('helpdesk.fields.estatus'), sortable: true, render: (r) => <StatusBadge status={r.estatus} /> },
    { key: 'prioridad', header: t('helpdesk.fields.prioridad'), sortable: true, render: (r) => <PriorityBadge priority={r.prioridad} /> },
    { key: 'reporta', header: t('helpdesk.fields.usuarioReporta'), render: (r) => r.usuarioReportaNombreCompleto },
    { key: 'asignado', header: t('helpdesk.fields.usuarioAsignado'), render: (r) => r.usuarioAsignadoNombreCompleto ?? '—' },
    { key: 'fechaInicio', header: t('helpdesk.fields.fechaInicio'), sortable: true, render: (r) => formatDateTime(r.fechaInicio) },
    { key: 'fechaVencimiento', header: t('helpdesk.fields.sla'), sortable: true, render: (r) => <SlaText ticket={r} /> },
    {
      key: 'actions',
      header: t('helpdesk.list.actions'),
      render: (r) => (
        <Group gap={4} wrap="nowrap">
          <RowLink
            to={`/apps/tickets/edit/${r.ticketId}`}
            tip={t('helpdesk.actions.edit')}
            label={t('helpdesk.actions.editTicket', { id: r.ticketId })}
            icon={<IconEdit size={18} />}
          />
          <RowLink
            to={`/apps/tickets/log/${r.ticketId}`}
            tip={t('helpdesk.actions.log')}
            label={t('helpdesk.actions.logOf', { id: r.ticketId })}
            icon={<IconHistory size={18} />}
          />
        </Group>
      ),
    },
  ];
}

/** The list's filters: status, priority, category, SLA breached or on time, and the caller's own tickets. */
function TicketFilters({ list }: { list: ListStateApi }) {
  const { t } = useTranslation();
  const categories = useAllCategories();
  const option = (prefix: string) => (value: string) => ({ value, label: t(`${prefix}.${value}`) });
  return (
    <>
      <FilterSelect
        list={list}
        name="estatus"
        w={150}
        label={t('helpdesk.fields.estatus')}
        data={TICKET_STATUSES.map(option('helpdesk.status'))}
      />
      <FilterSelect
        list={list}
        name="prioridad"
        w={130}
        label={t('helpdesk.fields.prioridad')}
        data={TICKET_PRIORITIES.map(option('helpdesk.priority'))}
      />
      <FilterSelect
        list={list}
        name="ticketCategoriaId"
        searchable
        w={220}
        label={t('helpdesk.fields.categoria')}
        data={(categories.data?.items ?? []).map((c) => ({ value: String(c.ticketCategoriaId), label: c.rutaMostrar }))}
      />
      <FilterSelect
        list={list}
        name="slaVencido"
        w={150}
        label={t('helpdesk.fields.sla')}
        data={[
          { value: 'true', label: t('helpdesk.filters.breached') },
          { value: 'false', label: t('helpdesk.filters.onTime') },
        ]}
      />
      <FilterSelect
        list={list}
        name="mios"
        w={150}
        label={t('helpdesk.filters.mine')}
        data={[
          { value: 'reportados', label: t('helpdesk.filters.reported') },
          { value: 'asignados', label: t('helpdesk.filters.assigned') },
        ]}
      />
    </>
  );
}

export default function TicketsListPage() {
  const { t } = useTranslation();
  const ability = useAbility();
  const list = useListState({ filters: ['estatus', 'prioridad', 'ticketCategoriaId', 'slaVencido', 'mios'] });
  const [showCharts, setShowCharts] = useState(false);
  const query = useTickets(list);

  return (
    <Stack gap="lg">
      {/* Shown outright, not in a Collapse: a collapse measured the lazy charts before they loaded and stayed 0 px high. */}
      {showCharts && (
        <Suspense fallback={<Loader size="sm" aria-label={t('helpdesk.dashboard.show')} />}>
          <HelpdeskCharts />
        </Suspense>
      )}
      <DataTable
        testId="tickets"
        exportTo={{ path: `${HELPDESK_API}/Ticket/Exportar`, query: list.exportQuery, fileName: 'tickets' }}
        cardTestId="tickets-list"
        list={list}
        query={query}
        searchPlaceholder={t('helpdesk.list.search')}
        columns={ticketColumns(t)}
        rowKey={(r) => r.ticketId}
        rowProps={(r) => ({
          'data-testid': 'ticket-row',
          'data-ticket-id': r.ticketId,
          ...(r.slaVencido ? { 'data-breached': 'true', style: { background: 'var(--mantine-color-red-light)' } } : {}),
        })}
        emptyText={t('helpdesk.tickets.empty')}
        actions={
          <>
            <Button
              variant="subtle"
              leftSection={<IconChartBar size={16} />}
              onClick={() => setShowCharts((v) => !v)}
              aria-expanded={showCharts}
              data-testid="helpdesk-dashboard-toggle"
            >
              {t(showCharts ? 'helpdesk.dashboard.hide' : 'helpdesk.dashboard.show')}
            </Button>
            {ability.can('create', 'MesaAyuda') && (
              <Button component={Link} to="/apps/tickets/add" leftSection={<IconPlus size={16} />} data-testid="new-ticket">
                {t('helpdesk.tickets.new')}
              </Button>
            )}
          </>
        }
        filters={<TicketFilters list={list} />}
      />
    </Stack>
  );
}
