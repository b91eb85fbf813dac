import { Card, SimpleGrid, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { activeUserInputSchema, type ActiveUser } from '@portal/contract/features/helpdesk';
import { EntityFormActions } from '../../../shared/forms/entity-form-actions.tsx';
import { useEntityForm } from '../../../shared/forms/use-entity-form.ts';
import { fieldProps, zodValidate } from '../../../shared/forms/zod-form.ts';
import { notifySuccess } from '../../../shared/ui/toast.ts';
import { useActiveUser, useSaveActiveUser } from '../api/helpdesk.api.ts';
import { listPath } from '../../../shared/list/list-return.ts';
import { RecordPending } from '../../../shared/ui/load-failed.tsx';
import { DateTimeField } from '../../../shared/forms/date-field.tsx';
import { instantOf, localDateTime } from '../../../shared/forms/typed-date.ts';

export default function ActiveUserFormPage() {
  const raw = useParams().usuarioActivoId;
  const id = raw ? Number(raw) : null;
  const item = useActiveUser(id);
  if (id !== null && !item.data) return <RecordPending query={item} />;
  return <ActiveUserForm key={item.data?.rowVersion ?? 0} item={item.data} />;
}

const FIELDS = ['userName', 'guardiaInicio', 'guardiaFin', 'notas'] as const;
const LIST = '/apps/tickets/users/list';

const valuesOf = (item: ActiveUser | undefined) => ({
  userName: item?.userName ?? '',
  guardiaInicio: localDateTime(item?.guardiaInicio ?? null),
  guardiaFin: localDateTime(item?.guardiaFin ?? null),
  notas: item?.notas ?? '',
  activo: item?.activo ?? true,
});
type Values = ReturnType<typeof valuesOf>;
const toBody = (v: Values) => ({ ...v, guardiaInicio: instantOf(v.guardiaInicio), guardiaFin: instantOf(v.guardiaFin) });

function ActiveUserForm({ item }: { item: ActiveUser | undefined }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const save = useSaveActiveUser();
  const { form, onSubmit, saving } = useEntityForm({
    loaded: item,
    initialValues: valuesOf(item),
    toValues: valuesOf,
    validate: (v: Values) => zodValidate(activeUserInputSchema)(toBody(v)),
    save: (v, loaded) =>
      save.mutateAsync({
        ...v,
        guardiaInicio: instantOf(v.guardiaInicio)!,
        guardiaFin: instantOf(v.guardiaFin)!,
        ...(loaded ? { usuarioActivoId: loaded.usuarioActivoId, rowVersion: loaded.rowVersion } : {}),
      }),
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
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label={t('helpdesk.fields.userName')} required {...fieldProps(form, 'userName', t)} />
            <Switch mt="lg" label={t('helpdesk.fields.activo')} {...form.getInputProps('activo', { type: 'checkbox' })} />
            <DateTimeField
              label={t('helpdesk.fields.guardiaInicio')}
              required
              {...fieldProps(form, 'guardiaInicio', t)}
              data-testid="field-guardiaInicio"
            />
            <DateTimeField
              label={t('helpdesk.fields.guardiaFin')}
              required
              {...fieldProps(form, 'guardiaFin', t)}
              data-testid="field-guardiaFin"
            />
          </SimpleGrid>
          <Textarea label={t('helpdesk.fields.notas')} maxLength={500} autosize minRows={2} {...fieldProps(form, 'notas', t)} />
          <EntityFormActions testId="form" saving={saving} onCancel={() => void navigate(listPath(LIST))} />
        </Stack>
      </form>
    </Card>
  );
}
