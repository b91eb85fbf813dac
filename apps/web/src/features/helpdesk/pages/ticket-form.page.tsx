import { useEffect, useState } from 'react';
import { Button, Card, Grid, Group, Select, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { StoredFileInfo } from '@portal/contract';
import {
  TICKET_PRIORITIES,
  OPEN_STATUSES,
  ticketCreateSchema,
  type Ticket,
  type TicketPriority,
  type TicketStatus,
} from '@portal/contract/features/helpdesk';
import { useAbility } from '../../../shared/ability/ability.ts';
import { useSession } from '../../../shared/session/session-store.ts';
import { fieldProps, focusFirstInvalidField, showServerFieldErrors, zodValidate } from '../../../shared/forms/zod-form.ts';
import { useUnsavedChanges } from '../../../shared/forms/unsaved-changes.ts';
import { notifySuccess } from '../../../shared/ui/toast.ts';
import { useAllCategories, useCreateTicket, useTicket, useTicketFixers, useUpdateTicket } from '../api/helpdesk.api.ts';
import { EvidenceUpload } from '../components/evidence-upload.tsx';
import { SolutionsPanel } from '../components/solutions-panel.tsx';
import { formatDateTime, PriorityBadge, SlaText, StatusBadge } from '../components/status.tsx';
import { listPath } from '../../../shared/list/list-return.ts';

interface Values {
  ticketCategoriaId: string | null;
  prioridad: TicketPriority;
  tituloError: string;
  descripcionError: string;
  estatus: TicketStatus;
  descripcionSolucion: string;
  usuarioAsignadoId: string | null;
  [key: string]: unknown;
}

const FIELDS = [
  'ticketCategoriaId',
  'prioridad',
  'tituloError',
  'descripcionError',
  'estatus',
  'descripcionSolucion',
  'usuarioAsignadoId',
] as const;

export default function TicketFormPage() {
  const params = useParams();
  const id = params.ticketId ? Number(params.ticketId) : null;
  const ticket = useTicket(id);
  if (id !== null && !ticket.data) return null;
  return <TicketForm key={`${id}-${ticket.data?.rowVersion ?? 0}`} ticket={ticket.data ?? null} />;
}

function TicketForm({ ticket }: { ticket: Ticket | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const ability = useAbility();
  const { userData } = useSession();
  const categories = useAllCategories();
  const create = useCreateTicket();
  const update = useUpdateTicket();
  const [files, setFiles] = useState<StoredFileInfo[]>(ticket?.evidencias ?? []);
  const form = useForm<Values>({
    initialValues: {
      ticketCategoriaId: ticket ? String(ticket.ticketCategoriaId) : null,
      prioridad: ticket?.prioridad ?? 'media',
      tituloError: ticket?.tituloError ?? '',
      descripcionError: ticket?.descripcionError ?? '',
      estatus: ticket?.estatus ?? 'abierto',
      descripcionSolucion: ticket?.descripcionSolucion ?? '',
      usuarioAsignadoId: ticket?.usuarioAsignadoId ? String(ticket.usuarioAsignadoId) : null,
    },
    validate: (values) =>
      zodValidate(ticketCreateSchema)({
        ticketCategoriaId: values.ticketCategoriaId ? Number(values.ticketCategoriaId) : undefined,
        prioridad: values.prioridad,
        tituloError: values.tituloError,
        descripcionError: values.descripcionError,
      }),
  });
  const filesChanged = JSON.stringify(files.map((f) => f.fileId)) !== JSON.stringify((ticket?.evidencias ?? []).map((f) => f.fileId));
  // A created ticket navigates to the list at once: its evidence is not "unsaved" on the way out.
  useUnsavedChanges((form.isDirty() || filesChanged) && !create.isSuccess);
  useEffect(() => form.resetDirty(), []); // eslint-disable-line react-hooks/exhaustive-deps

  const isManager = ability.can('write', 'MesaAyuda');
  const isReporter = !ticket || ticket.usuarioReportaId === userData?.userId;
  const canEditText = !ticket || isManager || (isReporter && OPEN_STATUSES.includes(ticket.estatus));
  const canFix = Boolean(ticket && (ticket.esReparador || isManager));
  const statusOptions = ticket ? [ticket.estatus, ...ticket.siguientesEstatus] : [];
  const fixers = useTicketFixers(ticket?.ticketId ?? null, canFix);
  const fixerOptions = (fixers.data ?? []).map((option) => ({ value: String(option.value), label: option.text }));
  if (ticket?.usuarioAsignadoId && !fixerOptions.some((option) => option.value === String(ticket.usuarioAsignadoId))) {
    fixerOptions.unshift({
      value: String(ticket.usuarioAsignadoId),
      label: ticket.usuarioAsignadoNombreCompleto ?? String(ticket.usuarioAsignadoId),
    });
  }
  const category = (categories.data?.items ?? []).find((c) => String(c.ticketCategoriaId) === form.values.ticketCategoriaId);

  function submit(values: Values) {
    const onError = (err: unknown) => showServerFieldErrors(form, err, FIELDS);
    if (!ticket) {
      create.mutate(
        {
          ticketCategoriaId: Number(values.ticketCategoriaId),
          prioridad: values.prioridad,
          tituloError: values.tituloError,
          descripcionError: values.descripcionError,
          evidencias: files.map((f) => f.fileId),
        },
        {
          onSuccess: (created) => {
            form.resetDirty();
            setFiles(created.evidencias);
            notifySuccess(201, t('helpdesk.messages.ticketCreated', { ticketId: created.ticketId }));
            void navigate(listPath('/apps/tickets/list'));
          },
          onError,
        },
      );
      return;
    }
    update.mutate(
      {
        ticketId: ticket.ticketId,
        estatus: values.estatus,
        prioridad: values.prioridad,
        ticketCategoriaId: Number(values.ticketCategoriaId),
        usuarioAsignadoId: values.usuarioAsignadoId ? Number(values.usuarioAsignadoId) : null,
        tituloError: values.tituloError,
        descripcionError: values.descripcionError,
        descripcionSolucion: values.descripcionSolucion || null,
        evidencias: files.map((f) => f.fileId),
        rowVersion: ticket.rowVersion,
      },
      {
        onSuccess: (saved) => {
          form.resetDirty();
          notifySuccess(200, t('helpdesk.messages.ticketSaved', { ticketId: saved.ticketId }));
        },
        onError,
      },
    );
  }

  const saving = create.isPending || update.isPending;
  return (
    <Grid>
      <Grid.Col span={{ base: 12, lg: 8 }}>
        <Card withBorder shadow="sm" padding="lg">
          {ticket && (
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
              <Text size="sm">
                <Text span c="dimmed">
                  {t('helpdesk.fields.usuarioReporta')}:{' '}
                </Text>
                {ticket.usuarioReportaNombreCompleto}
              </Text>
              <Text size="sm" data-testid="ticket-assignee">
                <Text span c="dimmed">
                  {t('helpdesk.fields.usuarioAsignado')}:{' '}
                </Text>
                {ticket.usuarioAsignadoNombreCompleto ?? '—'}
              </Text>
              <Text size="sm">
                <Text span c="dimmed">
                  {t('helpdesk.fields.fechaInicio')}:{' '}
                </Text>
                {formatDateTime(ticket.fechaInicio)}
              </Text>
              <Text size="sm">
                <Text span c="dimmed">
                  {t('helpdesk.fields.fechaVencimiento')}:{' '}
                </Text>
                {formatDateTime(ticket.fechaVencimiento)}
              </Text>
              <Text size="sm">
                <Text span c="dimmed">
                  {t('helpdesk.fields.ipEquipo')}:{' '}
                </Text>
                {ticket.ipEquipo ?? '—'}
              </Text>
              {ticket.calificacionSatisfaccion !== null && (
                <Text size="sm">
                  <Text span c="dimmed">
                    {t('helpdesk.fields.calificacionSatisfaccion')}:{' '}
                  </Text>
                  {ticket.calificacionSatisfaccion} {ticket.comentariosSatisfaccion ? `· ${ticket.comentariosSatisfaccion}` : ''}
                </Text>
              )}
            </SimpleGrid>
          )}
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
              {ticket && (
                <>
                  <Select
                    label={t('helpdesk.fields.estatus')}
                    allowDeselect={false}
                    disabled={statusOptions.length <= 1}
                    description={
                      statusOptions.includes('resuelto') && ticket.estatus !== 'resuelto' ? t('helpdesk.tickets.solveHint') : undefined
                    }
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
              )}
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
