import { Button, Card, Group, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { incidentInputSchema, type Incident } from '@portal/contract/features/helpdesk';
import { fieldProps, focusFirstInvalidField, showServerFieldErrors, zodValidate } from '../../../shared/forms/zod-form.ts';
import { useUnsavedChanges } from '../../../shared/forms/unsaved-changes.ts';
import { notifySuccess } from '../../../shared/ui/toast.ts';
import { useIncident, useSaveIncident } from '../api/helpdesk.api.ts';
import { fromLocalInput, toLocalInput } from '../components/status.tsx';
import { listPath } from '../../../shared/list/list-return.ts';

export default function IncidentFormPage() {
  const raw = useParams().incidenciaId;
  const id = raw ? Number(raw) : null;
  const item = useIncident(id);
  if (id !== null && !item.data) return null;
  return <IncidentForm key={item.data?.rowVersion ?? 0} item={item.data ?? null} />;
}

const FIELDS = ['titulo', 'descripcion', 'fechaFin'] as const;

function IncidentForm({ item }: { item: Incident | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const save = useSaveIncident();
  const form = useForm({
    initialValues: {
      titulo: item?.titulo ?? '',
      descripcion: item?.descripcion ?? '',
      fechaFin: toLocalInput(item?.fechaFin ?? null),
      activo: item?.activo ?? true,
    },
    validate: (v) => zodValidate(incidentInputSchema)({ ...v, fechaFin: fromLocalInput(v.fechaFin) }),
  });
  useUnsavedChanges(form.isDirty());
  return (
    <Card withBorder shadow="sm" padding="lg">
      <form
        noValidate
        onSubmit={form.onSubmit(
          (v) =>
            save.mutate(
              {
                ...v,
                fechaFin: fromLocalInput(v.fechaFin),
                ...(item ? { incidenciaId: item.incidenciaId, rowVersion: item.rowVersion } : {}),
              },
              {
                onSuccess: () => {
                  form.resetDirty();
                  notifySuccess(item ? 200 : 201, t('helpdesk.messages.saved'));
                  void navigate(listPath('/apps/tickets/incidents/list'));
                },
                onError: (err) => showServerFieldErrors(form, err, FIELDS),
              },
            ),
          focusFirstInvalidField,
        )}
      >
        <Stack gap="md">
          <TextInput label={t('helpdesk.fields.titulo')} required maxLength={200} {...fieldProps(form, 'titulo', t)} />
          <Textarea
            label={t('helpdesk.fields.descripcion')}
            autosize
            minRows={3}
            maxLength={2000}
            {...fieldProps(form, 'descripcion', t)}
          />
          <TextInput type="datetime-local" label={t('helpdesk.fields.fechaFin')} {...fieldProps(form, 'fechaFin', t)} />
          <Switch label={t('helpdesk.fields.activo')} {...form.getInputProps('activo', { type: 'checkbox' })} />
          <Group justify="flex-end">
            <Button variant="default" component={Link} to={listPath('/apps/tickets/incidents/list')}>
              {t('helpdesk.actions.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending} data-testid="form-save">
              {t('common.actions.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
