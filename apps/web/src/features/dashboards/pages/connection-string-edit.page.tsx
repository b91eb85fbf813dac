import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Alert, Button, Card, Group, PasswordInput, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm, type UseFormReturnType } from '@mantine/form';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FIXED_OPTION_DOMAINS, fixedOptionTextKey } from '@portal/contract/features/options';
import {
  CONNECTION_KINDS,
  CONNECTION_STRINGS_API,
  connectionStringInputSchema,
  connectionStringSchema,
  connectionTestResultSchema,
  type ConnectionKind,
} from '@portal/contract/features/dashboards';
import { api } from '../../../shared/api/api.ts';
import { fieldProps, focusFirstInvalidField, showServerFieldErrors, zodValidate } from '../../../shared/forms/zod-form.ts';
import { useUnsavedChangesWarning } from '../../../shared/forms/use-unsaved-changes.ts';
import { notifyError, notifySuccess } from '../../../shared/ui/toast.ts';

type Values = {
  tipo: ConnectionKind;
  servidor: string;
  baseDatos: string;
  usuario: string;
  password: string;
  descripcion: string;
  sistema: string;
};
const FIELDS = ['tipo', 'servidor', 'baseDatos', 'usuario', 'password', 'descripcion', 'sistema'] as const;
const LIST = '/settings/dataaccess/connectionstrings';

const toBody = (v: Values) => ({
  tipo: v.tipo,
  servidor: v.servidor,
  baseDatos: v.baseDatos,
  usuario: v.usuario,
  ...(v.password ? { password: v.password } : {}),
  descripcion: v.descripcion,
  sistema: Number(v.sistema),
});
const validate = (v: Values) => zodValidate<Record<string, unknown>>(connectionStringInputSchema)(toBody(v));

function ConnectionFields({ form, passwordSet }: { form: UseFormReturnType<Values>; passwordSet: boolean }) {
  const { t } = useTranslation();
  const external = form.values.tipo !== 'portal';
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }}>
      <Select
        label={t('tableros.fields.tipo')}
        data={CONNECTION_KINDS.map((k) => ({ value: k, label: t(`tableros.kinds.${k}`) }))}
        allowDeselect={false}
        withAsterisk
        {...fieldProps(form, 'tipo', t)}
        data-testid="connection-tipo"
      />
      <TextInput
        label={t('tableros.fields.descripcion')}
        withAsterisk
        maxLength={200}
        {...fieldProps(form, 'descripcion', t)}
        data-testid="connection-descripcion"
      />
      <Select
        label={t('tableros.fields.sistema')}
        data={FIXED_OPTION_DOMAINS.Sistemas.map((o) => ({ value: String(o.value), label: t(fixedOptionTextKey('Sistemas', o.key)) }))}
        allowDeselect={false}
        withAsterisk
        {...fieldProps(form, 'sistema', t)}
        data-testid="connection-sistema"
      />
      {external && (
        <>
          <TextInput
            label={t('tableros.fields.servidor')}
            withAsterisk
            {...fieldProps(form, 'servidor', t)}
            data-testid="connection-servidor"
          />
          <TextInput
            label={t('tableros.fields.baseDatos')}
            withAsterisk
            {...fieldProps(form, 'baseDatos', t)}
            data-testid="connection-baseDatos"
          />
          <TextInput
            label={t('tableros.fields.usuario')}
            withAsterisk
            {...fieldProps(form, 'usuario', t)}
            data-testid="connection-usuario"
          />
          <PasswordInput
            label={t('tableros.fields.password')}
            description={passwordSet ? t('tableros.fields.passwordSet') : undefined}
            autoComplete="new-password"
            {...fieldProps(form, 'password', t)}
            data-testid="connection-password"
          />
        </>
      )}
    </SimpleGrid>
  );
}

/** `/settings/dataaccess/connectionstrings/edit[?cadenaConexionId=]`: a source, its password (write-only) and a connection test. */
export default function ConnectionStringEditPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const id = Number(useSearchParams()[0].get('cadenaConexionId')) || null;
  const item = useQuery({
    queryKey: ['tableros', 'connections', 'item', id],
    queryFn: ({ signal }) => api.get(`${CONNECTION_STRINGS_API}/${id}`, { schema: connectionStringSchema, signal }),
    enabled: id !== null,
    meta: { silent: true },
  });
  const form = useForm<Values>({
    initialValues: { tipo: 'postgresql', servidor: '', baseDatos: '', usuario: '', password: '', descripcion: '', sistema: '1' },
    validate,
  });
  const loaded = item.data;
  useEffect(() => {
    if (!loaded) return;
    const values = { ...loaded, password: '', sistema: String(loaded.sistema) };
    form.setValues(values);
    form.resetDirty(values);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [loaded]);
  useUnsavedChangesWarning(form.isDirty());
  const save = useMutation({
    mutationFn: (v: Values) =>
      loaded
        ? api.put(
            `${CONNECTION_STRINGS_API}/${loaded.cadenaConexionId}`,
            { ...toBody(v), cadenaConexionId: loaded.cadenaConexionId, rowVersion: loaded.rowVersion },
            { schema: connectionStringSchema },
          )
        : api.post(CONNECTION_STRINGS_API, toBody(v), { schema: connectionStringSchema }),
    onSuccess: (saved) => {
      form.resetDirty();
      void client.invalidateQueries({ queryKey: ['tableros'] });
      notifySuccess(200, t('tableros.saved'));
      navigate(`${LIST}/edit?cadenaConexionId=${saved.cadenaConexionId}`, { replace: true });
    },
    onError: (error) => {
      showServerFieldErrors(form, error, FIELDS);
      notifyError(error);
    },
  });
  const probe = useMutation({
    mutationFn: () => api.post(`${CONNECTION_STRINGS_API}/${id}/Probar`, {}, { schema: connectionTestResultSchema }),
    onError: notifyError,
  });
  return (
    <Card withBorder>
      <form onSubmit={form.onSubmit((v) => save.mutate(v), focusFirstInvalidField)} noValidate data-testid="connection-form">
        <Stack>
          <ConnectionFields form={form} passwordSet={Boolean(loaded?.passwordGuardado)} />
          {probe.data && (
            <Alert color={probe.data.ok ? 'green' : 'red'} data-testid="connection-test-result">
              {probe.data.mensaje}
            </Alert>
          )}
          <Group justify="flex-end">
            {id !== null && (
              <Button
                variant="default"
                onClick={() => probe.mutate()}
                loading={probe.isPending}
                disabled={form.isDirty()}
                data-testid="connection-test"
              >
                {t('tableros.actions.test')}
              </Button>
            )}
            <Button variant="default" onClick={() => navigate(LIST)}>
              {t('tableros.actions.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending} data-testid="connection-save">
              {t('tableros.actions.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
