import { useEffect, useState } from 'react';
import { useForm } from '@mantine/form';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { StoredFileInfo } from '@portal/contract';
import { ticketCreateSchema, type Ticket, type TicketPriority, type TicketStatus } from '@portal/contract/features/helpdesk';
import { showServerFieldErrors, zodValidate } from '../../../shared/forms/zod-form.ts';
import { useUnsavedChanges } from '../../../shared/forms/unsaved-changes.ts';
import { notifySuccess } from '../../../shared/ui/toast.ts';
import { listPath } from '../../../shared/list/list-return.ts';
import { useCreateTicket, useUpdateTicket } from '../api/helpdesk.api.ts';

export interface TicketValues {
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

function valuesOf(ticket: Ticket | null): TicketValues {
  return {
    ticketCategoriaId: ticket ? String(ticket.ticketCategoriaId) : null,
    prioridad: ticket?.prioridad ?? 'media',
    tituloError: ticket?.tituloError ?? '',
    descripcionError: ticket?.descripcionError ?? '',
    estatus: ticket?.estatus ?? 'abierto',
    descripcionSolucion: ticket?.descripcionSolucion ?? '',
    usuarioAsignadoId: ticket?.usuarioAsignadoId ? String(ticket.usuarioAsignadoId) : null,
  };
}

/**
 * A ticket's form and its evidence files: reported (created, then back to the list) or saved with its version;
 * the server's field errors under the fields; leaving with unsaved text or files asks first.
 */
export function useTicketForm(ticket: Ticket | null) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useCreateTicket();
  const update = useUpdateTicket();
  const [files, setFiles] = useState<StoredFileInfo[]>(ticket?.evidencias ?? []);
  const form = useForm<TicketValues>({
    initialValues: valuesOf(ticket),
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

  const onError = (err: unknown) => showServerFieldErrors(form, err, FIELDS);
  const report = (values: TicketValues) =>
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
  const save = (values: TicketValues, saved: Ticket) =>
    update.mutate(
      {
        ticketId: saved.ticketId,
        estatus: values.estatus,
        prioridad: values.prioridad,
        ticketCategoriaId: Number(values.ticketCategoriaId),
        usuarioAsignadoId: values.usuarioAsignadoId ? Number(values.usuarioAsignadoId) : null,
        tituloError: values.tituloError,
        descripcionError: values.descripcionError,
        descripcionSolucion: values.descripcionSolucion || null,
        evidencias: files.map((f) => f.fileId),
        rowVersion: saved.rowVersion,
      },
      {
        onSuccess: (result) => {
          form.resetDirty();
          notifySuccess(200, t('helpdesk.messages.ticketSaved', { ticketId: result.ticketId }));
        },
        onError,
      },
    );

  return {
    form,
    files,
    setFiles,
    submit: (values: TicketValues) => (ticket ? save(values, ticket) : report(values)),
    saving: create.isPending || update.isPending,
  };
}
