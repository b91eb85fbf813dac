import { Card, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { incidentInputSchema, type Incident } from '@portal/contract/features/helpdesk';
import { EntityFormActions } from '../../../shared/forms/entity-form-actions.tsx';
import { useEntityForm } from '../../../shared/forms/use-entity-form.ts';
import { fieldProps, zodValidate } from '../../../shared/forms/zod-form.ts';
import { notifySuccess } from '../../../shared/ui/toast.ts';
import { useIncident, useSaveIncident } from '../api/helpdesk.api.ts';
import { listPath } from '../../../shared/list/list-return.ts';
import { RecordPending } from '../../../shared/ui/load-failed.tsx';
import { DateTimeField } from '../../../shared/forms/date-field.tsx';
import { instantOf, localDateTime } from '../../../shared/forms/typed-date.ts';

export default function IncidentFormPage() {
  const raw = useParams().incidenciaId;
  const id = raw ? Number(raw) : null;
  const item = useIncident(id);
  if (id !== null && !item.data) return <RecordPending query={item} />;
  return <IncidentForm key={item.data?.rowVersion ?? 0} item={item.data} />;
}

const FIELDS = ['titulo', 'descripcion', 'fechaFin'] as const;
const LIST = '/apps/tickets/incidents/list';

const valuesOf = (item: Incident | undefined) => ({
  titulo: item?.titulo ?? '',
  descripcion: item?.descripcion ?? '',
  fechaFin: localDateTime(item?.fechaFin ?? null),
  activo: item?.activo ?? true,
});
type Values = ReturnType<typeof valuesOf>;
const toBody = (v: Values) => ({ ...v, fechaFin: instantOf(v.fechaFin) });

function IncidentForm({ item }: { item: Incident | undefined }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const save = useSaveIncident();
  const { form, onSubmit, saving } = useEntityForm({
    loaded: item,
    initialValues: valuesOf(item),
    toValues: valuesOf,
    validate: (v: Values) => zodValidate(incidentInputSchema)(toBody(v)),
    save: (v, loaded) =>
      save.mutateAsync({ ...toBody(v), ...(loaded ? { incidenciaId: loaded.incidenciaId, rowVersion: loaded.rowVersion } : {}) }),
    onSaved: () => {
      notifySuccess(item ? 200 : 201, t('helpdesk.messages.saved'));
      return navigate(listPath(LIST));
    },
    fields: FIELDS,
  });
  return (
    <Card withBorder shadow="sm" padding="lg">
      <form noValidate onSubmit={onSubmit}>
        <Stack gap="md">
          <TextInput label={t('helpdesk.fields.titulo')} required maxLength={200} {...fieldProps(form, 'titulo', t)} />
          <Textarea
            label={t('helpdesk.fields.descripcion')}
            autosize
            minRows={3}
            maxLength={2000}
            {...fieldProps(form, 'descripcion', t)}
          />
          <DateTimeField label={t('helpdesk.fields.fechaFin')} {...fieldProps(form, 'fechaFin', t)} data-testid="field-fechaFin" />
          <Switch label={t('helpdesk.fields.activo')} {...form.getInputProps('activo', { type: 'checkbox' })} />
          <EntityFormActions testId="form" saving={saving} onCancel={() => void navigate(listPath(LIST))} />
        </Stack>
      </form>
    </Card>
  );
}
