import type { ReactNode } from 'react';
import { Button, Card, Grid, Group, Select, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { TICKET_PRIORITIES, OPEN_STATUSES, type Ticket } from '@portal/contract/features/helpdesk';
import { useAbility } from '../../../shared/ability/ability.ts';
import { useSession } from '../../../shared/session/session-store.ts';
import { fieldProps, focusFirstInvalidField } from '../../../shared/forms/zod-form.ts';
import { useAllCategories, useTicket, useTicketFixers } from '../api/helpdesk.api.ts';
import { EvidenceUpload } from '../components/evidence-upload.tsx';
import { SolutionsPanel } from '../components/solutions-panel.tsx';
import { formatDateTime } from '../../../shared/format/date.ts';
import { PriorityBadge, SlaText, StatusBadge } from '../components/status.tsx';
import { listPath } from '../../../shared/list/list-return.ts';
import { useTicketForm, type TicketValues } from './use-ticket-form.ts';
import { RecordPending } from '../../../shared/ui/load-failed.tsx';

export default function TicketFormPage() {
  const { t } = useTranslation();
  const params = useParams();
  const id = params.ticketId ? Number(params.ticketId) : null;
  const ticket = useTicket(id);
  if (id !== null && !ticket.data) return <RecordPending query={ticket} title={t('helpdesk.ticketLoadFailed')} />;
  return <TicketForm key={`${id}-${ticket.data?.rowVersion ?? 0}`} ticket={ticket.data ?? null} />;
}

function TicketForm({ ticket }: { ticket: Ticket | null }) {
  const { t } = useTranslation();
  const ability = useAbility();
  const { userData } = useSession();
  const categories = useAllCategories();
  const { form, files, setFiles, submit, saving } = useTicketForm(ticket);

  const isManager = ability.can('write', 'MesaAyuda');
  const isReporter = !ticket || ticket.usuarioReportaId === userData?.userId;
  const canEditText = !ticket || isManager || (isReporter && OPEN_STATUSES.includes(ticket.estatus));
  const canFix = Boolean(ticket && (ticket.esReparador || isManager));
  const category = (categories.data?.items ?? []).find((c) => String(c.ticketCategoriaId) === form.values.ticketCategoriaId);

  return (
    <Grid>
      <Grid.Col span={{ base: 12, lg: 8 }}>
        <Card withBorder shadow="sm" padding="lg">
          {ticket && <TicketSummary ticket={ticket} />}
          <form onSubmit={form.onSubmit(submit, focusFirstInvalidField)} noValidate>
            <Stack gap="md">
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <Select
                  label={t('helpdesk.fields.categoria')}
                  required
                  searchable
                  disabled={Boolean(ticket) && !canFix}
                  data={(categories.data?.items ?? []).map((c) => ({ value: String(c.ticketCategoriaId), label: c.rutaMostrar }))}
                  {...fieldProps(form, 'ticketCategoriaId', t)}
                  data-testid="ticket-category"
                />
                <Select
                  label={t('helpdesk.fields.prioridad')}
                  required
                  allowDeselect={false}
                  disabled={Boolean(ticket) && !canFix}
                  data={TICKET_PRIORITIES.map((p) => ({ value: p, label: t(`helpdesk.priority.${p}`) }))}
                  {...fieldProps(form, 'prioridad', t)}
                />
              </SimpleGrid>
              {category?.evidenciaRecomendada && (
                <Text size="sm" c="dimmed">
                  {t('helpdesk.tickets.recommendedEvidence', { text: category.evidenciaRecomendada })}
                </Text>
              )}
              <TextInput
                label={t('helpdesk.fields.tituloError')}
                required
                maxLength={200}
                readOnly={!canEditText}
                {...fieldProps(form, 'tituloError', t)}
                data-testid="ticket-title"
              />
              <Textarea
                label={t('helpdesk.fields.descripcionError')}
                required
                autosize
                minRows={4}
                maxLength={4000}
                readOnly={!canEditText}
                {...fieldProps(form, 'descripcionError', t)}
                data-testid="ticket-description"
              />
              {ticket && <TicketHandling ticket={ticket} form={form} canFix={canFix} />}
              <EvidenceUpload files={files} onChange={setFiles} {...(ticket ? { ticketId: ticket.ticketId } : {})} />
              <Group justify="flex-end">
                <Button variant="default" component={Link} to={listPath('/apps/tickets/list')}>
                  {t('helpdesk.actions.cancel')}
                </Button>
                <Button type="submit" loading={saving} data-testid="ticket-save">
                  {t(ticket ? 'common.actions.save' : 'helpdesk.tickets.report')}
                </Button>
              </Group>
            </Stack>
          </form>
        </Card>
      </Grid.Col>
      <Grid.Col span={{ base: 12, lg: 4 }}>
        <SolutionsPanel
          ticketId={ticket?.ticketId ?? 0}
          titulo={form.values.tituloError}
          ticketCategoriaId={form.values.ticketCategoriaId ? Number(form.values.ticketCategoriaId) : null}
        />
      </Grid.Col>
    </Grid>
  );
}

/** One fact of the summary: its name dimmed, then its value. */
function SummaryLine({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <Text size="sm" data-testid={testId}>
      <Text span c="dimmed">
        {label}:{' '}
      </Text>
      {children}
    </Text>
  );
}

/** An existing ticket's state above its form: status and priority, SLA, people, dates, the computer and the survey's answer. */
function TicketSummary({ ticket }: { ticket: Ticket }) {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} mb="lg" spacing="xs" data-testid="ticket-summary">
      <Group gap="xs">
        <Text size="sm" c="dimmed">
          {t('helpdesk.fields.estatus')}:
        </Text>
        <StatusBadge status={ticket.estatus} />
        <PriorityBadge priority={ticket.prioridad} />
      </Group>
      <Group gap="xs">
        <Text size="sm" c="dimmed">
          {t('helpdesk.fields.sla')}:
        </Text>
        <SlaText ticket={ticket} />
      </Group>
      <SummaryLine label={t('helpdesk.fields.usuarioReporta')}>{ticket.usuarioReportaNombreCompleto}</SummaryLine>
      <SummaryLine label={t('helpdesk.fields.usuarioAsignado')} testId="ticket-assignee">
        {ticket.usuarioAsignadoNombreCompleto ?? '—'}
      </SummaryLine>
      <SummaryLine label={t('helpdesk.fields.fechaInicio')}>{formatDateTime(ticket.fechaInicio)}</SummaryLine>
      <SummaryLine label={t('helpdesk.fields.fechaVencimiento')}>{formatDateTime(ticket.fechaVencimiento)}</SummaryLine>
      <SummaryLine label={t('helpdesk.fields.ipEquipo')}>{ticket.ipEquipo ?? '—'}</SummaryLine>
      {ticket.calificacionSatisfaccion !== null && (
        <SummaryLine label={t('helpdesk.fields.calificacionSatisfaccion')}>
          {ticket.calificacionSatisfaccion} {ticket.comentariosSatisfaccion ? `· ${ticket.comentariosSatisfaccion}` : ''}
        </SummaryLine>
      )}
    </SimpleGrid>
  );
}

/** An existing ticket's handling: its next status, the fixer it is assigned to (fixers and managers) and the solution. */
function TicketHandling({ ticket, form, canFix }: { ticket: Ticket; form: UseFormReturnType<TicketValues>; canFix: boolean }) {
  const { t } = useTranslation();
  const statusOptions = [ticket.estatus, ...ticket.siguientesEstatus];
  const fixers = useTicketFixers(ticket.ticketId, canFix);
  const fixerOptions = (fixers.data ?? []).map((option) => ({ value: String(option.value), label: option.text }));
  if (ticket.usuarioAsignadoId && !fixerOptions.some((option) => option.value === String(ticket.usuarioAsignadoId))) {
    fixerOptions.unshift({
      value: String(ticket.usuarioAsignadoId),
      label: ticket.usuarioAsignadoNombreCompleto ?? String(ticket.usuarioAsignadoId),
    });
  }
  return (
    <>
      <Select
        label={t('helpdesk.fields.estatus')}
        allowDeselect={false}
        disabled={statusOptions.length <= 1}
        description={statusOptions.includes('resuelto') && ticket.estatus !== 'resuelto' ? t('helpdesk.tickets.solveHint') : undefined}
        data={statusOptions.map((s) => ({ value: s, label: t(`helpdesk.status.${s}`) }))}
        {...fieldProps(form, 'estatus', t)}
        data-testid="ticket-status-select"
      />
      {canFix && (
        <Select
          label={t('helpdesk.fields.usuarioAsignado')}
          description={t('helpdesk.tickets.assigneeHint')}
          placeholder={t('helpdesk.tickets.unassigned')}
          searchable
          clearable
          data={fixerOptions}
          nothingFoundMessage={fixers.isFetching ? t('catalogue.ui.loading') : t('helpdesk.tickets.noFixers')}
          {...fieldProps(form, 'usuarioAsignadoId', t)}
          data-testid="ticket-assignee-select"
        />
      )}
      <Textarea
        label={t('helpdesk.fields.descripcionSolucion')}
        autosize
        minRows={3}
        maxLength={4000}
        readOnly={!canFix}
        required={form.values.estatus === 'resuelto'}
        {...fieldProps(form, 'descripcionSolucion', t)}
        data-testid="ticket-solution"
      />
    </>
  );
}
