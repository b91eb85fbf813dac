import { lazy, Suspense, useState } from 'react';
import { ActionIcon, Button, Collapse, Group, Select, Stack, Text, Tooltip } from '@mantine/core';
import { IconChartBar, IconEdit, IconHistory, IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { TICKET_PRIORITIES, TICKET_STATUSES, type Ticket } from '@portal/contract/features/helpdesk';
import { useAbility } from '../../../shared/ability/ability.ts';
import { useAllCategories, useTickets } from '../api/helpdesk.api.ts';
import { ListCard, useListState, type Column } from '../components/list-card.tsx';
import { formatDateTime, PriorityBadge, SlaText, StatusBadge } from '../components/status.tsx';

const HelpdeskCharts = lazy(() => import('../components/helpdesk-charts.tsx'));

export default function TicketsListPage() {
  const { t } = useTranslation();
  const ability = useAbility();
  const state = useListState();
  const [estatus, setEstatus] = useState<string | null>(null);
  const [prioridad, setPrioridad] = useState<string | null>(null);
  const [categoria, setCategoria] = useState<string | null>(null);
  const [sla, setSla] = useState<string | null>(null);
  const [mios, setMios] = useState<string | null>(null);
  const [showCharts, setShowCharts] = useState(false);
  const categories = useAllCategories();
  const list = useTickets({
    ...state.params,
    estatus: estatus ?? undefined,
    prioridad: prioridad ?? undefined,
    ticketCategoriaId: categoria ?? undefined,
    slaVencido: sla ?? undefined,
    mios: mios ?? undefined,
  });

  const columns: Column<Ticket>[] = [
    { key: 'ticketId', labelKey: 'helpdesk.fields.ticketId', sortable: true, render: (r) => r.ticketId },
    {
      key: 'tituloError',
      labelKey: 'helpdesk.fields.tituloError',
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
    { key: 'estatus', labelKey: 'helpdesk.fields.estatus', sortable: true, render: (r) => <StatusBadge status={r.estatus} /> },
    { key: 'prioridad', labelKey: 'helpdesk.fields.prioridad', sortable: true, render: (r) => <PriorityBadge priority={r.prioridad} /> },
    { key: 'reporta', labelKey: 'helpdesk.fields.usuarioReporta', render: (r) => r.usuarioReportaNombreCompleto },
    { key: 'asignado', labelKey: 'helpdesk.fields.usuarioAsignado', render: (r) => r.usuarioAsignadoNombreCompleto ?? '—' },
    { key: 'fechaInicio', labelKey: 'helpdesk.fields.fechaInicio', sortable: true, render: (r) => formatDateTime(r.fechaInicio) },
    { key: 'fechaVencimiento', labelKey: 'helpdesk.fields.sla', sortable: true, render: (r) => <SlaText ticket={r} /> },
    {
      key: 'actions',
      labelKey: 'helpdesk.list.actions',
      render: (r) => (
        <Group gap={4} wrap="nowrap">
          <Tooltip label={t('helpdesk.actions.edit')}>
            <ActionIcon
              component={Link}
              to={`/apps/tickets/edit/${r.ticketId}`}
              variant="subtle"
              aria-label={t('helpdesk.actions.editTicket', { id: r.ticketId })}
            >
              <IconEdit size={18} />
            </ActionIcon>
          </Tooltip>
          <Tooltip label={t('helpdesk.actions.log')}>
            <ActionIcon
              component={Link}
              to={`/apps/tickets/log/${r.ticketId}`}
              variant="subtle"
              aria-label={t('helpdesk.actions.logOf', { id: r.ticketId })}
            >
              <IconHistory size={18} />
            </ActionIcon>
          </Tooltip>
        </Group>
      ),
    },
  ];

  const option = (prefix: string) => (value: string) => ({ value, label: t(`${prefix}.${value}`) });
  return (
    <Stack gap="lg">
      <Group justify="flex-end">
        <Button
          variant="subtle"
          leftSection={<IconChartBar size={16} />}
          onClick={() => setShowCharts((v) => !v)}
          aria-expanded={showCharts}
        >
          {t(showCharts ? 'helpdesk.dashboard.hide' : 'helpdesk.dashboard.show')}
        </Button>
      </Group>
      <Collapse in={showCharts}>
        {showCharts && (
          <Suspense fallback={null}>
            <HelpdeskCharts />
          </Suspense>
        )}
      </Collapse>
      <ListCard
        testId="tickets-list"
        state={state}
        columns={columns}
        rows={list.data?.items}
        total={list.data?.total}
        rowKey={(r) => r.ticketId}
        rowProps={(r) => ({
          'data-testid': 'ticket-row',
          'data-ticket-id': r.ticketId,
          ...(r.slaVencido ? { 'data-breached': 'true', style: { background: 'var(--mantine-color-red-light)' } } : {}),
        })}
        isLoading={list.isLoading}
        error={list.error}
        emptyKey="helpdesk.tickets.empty"
        actions={
          ability.can('create', 'MesaAyuda') && (
            <Button component={Link} to="/apps/tickets/add" leftSection={<IconPlus size={16} />} data-testid="new-ticket">
              {t('helpdesk.tickets.new')}
            </Button>
          )
        }
        filters={
          <>
            <Select
              clearable
              w={150}
              placeholder={t('helpdesk.fields.estatus')}
              aria-label={t('helpdesk.fields.estatus')}
              data={TICKET_STATUSES.map(option('helpdesk.status'))}
              value={estatus}
              onChange={(v) => (setEstatus(v), state.setPage(1))}
            />
            <Select
              clearable
              w={130}
              placeholder={t('helpdesk.fields.prioridad')}
              aria-label={t('helpdesk.fields.prioridad')}
              data={TICKET_PRIORITIES.map(option('helpdesk.priority'))}
              value={prioridad}
              onChange={(v) => (setPrioridad(v), state.setPage(1))}
            />
            <Select
              clearable
              searchable
              w={220}
              placeholder={t('helpdesk.fields.categoria')}
              aria-label={t('helpdesk.fields.categoria')}
              data={(categories.data?.items ?? []).map((c) => ({ value: String(c.ticketCategoriaId), label: c.rutaMostrar }))}
              value={categoria}
              onChange={(v) => (setCategoria(v), state.setPage(1))}
            />
            <Select
              clearable
              w={150}
              placeholder={t('helpdesk.fields.sla')}
              aria-label={t('helpdesk.fields.sla')}
              data={[
                { value: 'true', label: t('helpdesk.filters.breached') },
                { value: 'false', label: t('helpdesk.filters.onTime') },
              ]}
              value={sla}
              onChange={(v) => (setSla(v), state.setPage(1))}
            />
            <Select
              clearable
              w={150}
              placeholder={t('helpdesk.filters.mine')}
              aria-label={t('helpdesk.filters.mine')}
              data={[
                { value: 'reportados', label: t('helpdesk.filters.reported') },
                { value: 'asignados', label: t('helpdesk.filters.assigned') },
              ]}
              value={mios}
              onChange={(v) => (setMios(v), state.setPage(1))}
            />
          </>
        }
      />
    </Stack>
  );
}
