import { useSearchParams } from 'react-router';
import { Alert, Button, Card, PasswordInput, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { type UseFormReturnType } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FIXED_OPTION_DOMAINS, fixedOptionTextKey } from '@portal/contract/features/options';
import {
  CONNECTION_KINDS,
  CONNECTION_STRINGS_API,
  connectionStringInputSchema,
  connectionStringSchema,
  connectionTestResultSchema,
  type ConnectionKind,
  type ConnectionString,
} from '@portal/contract/features/dashboards';
import { api } from '../../../shared/api/api.ts';
import { EntityFormActions } from '../../../shared/forms/entity-form-actions.tsx';
import { useEntityForm } from '../../../shared/forms/use-entity-form.ts';
import { fieldProps, zodValidate } from '../../../shared/forms/zod-form.ts';
import { notifyError } from '../../../shared/ui/toast.ts';
import { useConnectionString } from '../api/dashboards.api.ts';
import { saveSetting, useSettingsForm } from '../components/settings-form.ts';
import { RecordPending } from '../../../shared/ui/load-failed.tsx';

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
  const raw = useSearchParams()[0].get('cadenaConexionId');
  // Without the parameter a new source; with one that cannot be an id, the server's 400 shows "not found".
  const id = raw ? Number(raw) : null;
  const record = useConnectionString(id);
  if (id !== null && !record.data) return <RecordPending query={record} />;
  return <ConnectionStringEditForm id={id} loaded={record.data} />;
}

function ConnectionStringEditForm({ id, loaded }: { id: number | null; loaded: ReturnType<typeof useConnectionString>['data'] }) {
  const { t } = useTranslation();
  const { navigate, afterSave, removal } = useSettingsForm();
  const { form, onSubmit, saving, askDelete } = useEntityForm({
    loaded,
    initialValues: { tipo: 'postgresql', servidor: '', baseDatos: '', usuario: '', password: '', descripcion: '', sistema: '1' } as Values,
    validate,
    toValues: (c: ConnectionString): Values => ({ ...c, password: '', sistema: String(c.sistema) }),
    save: (v, record) =>
      saveSetting<ConnectionString>(CONNECTION_STRINGS_API, 'cadenaConexionId', connectionStringSchema)(toBody(v), record),
    onSaved: (saved) => afterSave(`${LIST}/edit?cadenaConexionId=${saved.cadenaConexionId}`, true),
    fields: FIELDS,
    remove: removal(
      LIST,
      (c: ConnectionString) => `${CONNECTION_STRINGS_API}/${c.cadenaConexionId}`,
      (c) => c.descripcion,
    ),
  });
  const probe = useMutation({
    mutationFn: () => api.post(`${CONNECTION_STRINGS_API}/${id}/Probar`, {}, { schema: connectionTestResultSchema }),
    onError: notifyError,
  });
  return (
    <Card withBorder>
      <form onSubmit={onSubmit} noValidate data-testid="connection-form">
        <Stack>
          <ConnectionFields form={form} passwordSet={Boolean(loaded?.passwordGuardado)} />
          {probe.data && (
            <Alert color={probe.data.ok ? 'green' : 'red'} data-testid="connection-test-result">
              {probe.data.mensaje}
            </Alert>
          )}
          <EntityFormActions testId="connection" saving={saving} onCancel={() => void navigate(LIST)} onDelete={askDelete}>
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
          </EntityFormActions>
        </Stack>
      </form>
    </Card>
  );
}
