import { Button, Card, Group, SimpleGrid, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { activeUserInputSchema, type ActiveUser } from '@portal/contract/features/helpdesk';
import { fieldProps, focusFirstInvalidField, showServerFieldErrors, zodValidate } from '../../../shared/forms/zod-form.ts';
import { useUnsavedChanges } from '../../../shared/forms/unsaved-changes.ts';
import { notifySuccess } from '../../../shared/ui/toast.ts';
import { useActiveUser, useSaveActiveUser } from '../api/helpdesk.api.ts';
import { fromLocalInput, toLocalInput } from '../components/status.tsx';
import { listPath } from '../../../shared/list/list-return.ts';

export default function ActiveUserFormPage() {
  const raw = useParams().usuarioActivoId;
  const id = raw ? Number(raw) : null;
  const item = useActiveUser(id);
  if (id !== null && !item.data) return null;
  return <ActiveUserForm key={item.data?.rowVersion ?? 0} item={item.data ?? null} />;
}

const FIELDS = ['userName', 'guardiaInicio', 'guardiaFin', 'notas'] as const;

function ActiveUserForm({ item }: { item: ActiveUser | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const save = useSaveActiveUser();
  const form = useForm({
    initialValues: {
      userName: item?.userName ?? '',
      guardiaInicio: toLocalInput(item?.guardiaInicio ?? null),
      guardiaFin: toLocalInput(item?.guardiaFin ?? null),
      notas: item?.notas ?? '',
      activo: item?.activo ?? true,
    },
    validate: (v) =>
      zodValidate(activeUserInputSchema)({
        ...v,
        guardiaInicio: fromLocalInput(v.guardiaInicio),
        guardiaFin: fromLocalInput(v.guardiaFin),
      }),
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
                guardiaInicio: fromLocalInput(v.guardiaInicio)!,
                guardiaFin: fromLocalInput(v.guardiaFin)!,
                ...(item ? { usuarioActivoId: item.usuarioActivoId, rowVersion: item.rowVersion } : {}),
              },
              {
                onSuccess: () => {
                  form.resetDirty();
                  notifySuccess(item ? 200 : 201, t('helpdesk.messages.saved'));
                  void navigate(listPath('/apps/tickets/users/list'));
                },
                onError: (err) => showServerFieldErrors(form, err, FIELDS),
              },
            ),
          focusFirstInvalidField,
        )}
      >
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label={t('helpdesk.fields.userName')} required {...fieldProps(form, 'userName', t)} />
            <Switch mt="lg" label={t('helpdesk.fields.activo')} {...form.getInputProps('activo', { type: 'checkbox' })} />
            <TextInput
              type="datetime-local"
              label={t('helpdesk.fields.guardiaInicio')}
              required
              {...fieldProps(form, 'guardiaInicio', t)}
            />
            <TextInput type="datetime-local" label={t('helpdesk.fields.guardiaFin')} required {...fieldProps(form, 'guardiaFin', t)} />
          </SimpleGrid>
          <Textarea label={t('helpdesk.fields.notas')} maxLength={500} autosize minRows={2} {...fieldProps(form, 'notas', t)} />
          <Group justify="flex-end">
            <Button variant="default" component={Link} to={listPath('/apps/tickets/users/list')}>
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
