import { useEffect, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Grid, Group, Loader, PasswordInput, Select, Tabs, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import {
  DATOS_EMPLEADO_FIELDS,
  ESCOLARIDADES,
  ESTADOS_CIVILES,
  USER_STATUSES,
  usuarioCreateSchema,
  usuarioUpdateSchema,
  type UsuarioDetail,
} from '@portal/contract';
import { useAbility } from '../../../shared/ability/ability.ts';
import { isApiError } from '../../../shared/api/api-error.ts';
import { fieldProps, focusFirstInvalidField, showServerFieldErrors, zodValidate } from '../../../shared/forms/zod-form.ts';
import { useUnsavedChanges } from '../../../shared/forms/unsaved-changes.ts';
import { notifySuccess } from '../../../shared/ui/toast.ts';
import { usersApi } from '../api/users.api.ts';
import { AssignmentsPanel } from '../components/assignments-panel.tsx';
import { UserNotificationsTab } from '../components/notifications-slot.tsx';
import { ReferenceSelect } from '../../../shared/forms/reference-select.tsx';
import { listPath } from '../../../shared/list/list-return.ts';

type Values = Record<string, unknown> & { datosEmpleado: Record<string, unknown> };

const GENERAL_FIELDS = ['fullName', 'userName', 'email', 'phone', 'status', 'password'] as const;
/** Employee data that names a record of an HR catalogue, picked by search. */
const HR_REFERENCES: Record<string, string> = {
  departamentoId: 'departamentos',
  areaTrabajoId: 'areasTrabajo',
  puestoId: 'puestos',
  lugarTrabajoId: 'lugaresTrabajo',
  tipoEmpleadoId: 'tiposEmpleado',
};
const DATE_FIELDS = new Set(['fechaIngreso', 'fechaNacimiento']);
const WIDE_FIELDS = new Set(['direccion', 'notas', 'notasHorario']);
const SERVER_FIELDS = [...GENERAL_FIELDS, ...DATOS_EMPLEADO_FIELDS.map((f) => `datosEmpleado.${f}`)];

function emptyValues(): Values {
  return {
    fullName: '',
    userName: '',
    email: '',
    phone: '',
    status: 'active',
    password: '',
    datosEmpleado: Object.fromEntries(DATOS_EMPLEADO_FIELDS.map((f) => [f, ''])),
  };
}

function valuesOf(user: UsuarioDetail): Values {
  const empty = emptyValues();
  const datos = Object.fromEntries(DATOS_EMPLEADO_FIELDS.map((f) => [f, user.datosEmpleado?.[f] ?? '']));
  return {
    ...empty,
    fullName: user.fullName,
    userName: user.userName,
    email: user.email,
    phone: user.phone ?? '',
    status: user.status,
    datosEmpleado: datos,
  };
}

/** "" means no value; employee data with nothing in it is sent as null. */
function employeeBody(values: Values): Record<string, unknown> | null {
  const entries = DATOS_EMPLEADO_FIELDS.map((f) => {
    const value = values.datosEmpleado[f];
    return [f, value === '' || value === undefined ? null : value] as const;
  });
  return entries.some(([, value]) => value !== null) ? Object.fromEntries(entries) : null;
}

const validateCreate = zodValidate(usuarioCreateSchema);
const validateUpdate = zodValidate(usuarioUpdateSchema.omit({ rowVersion: true }));

/** Which tab holds the first invalid field, so the user is taken to it. */
function tabOfErrors(errors: Record<string, unknown>): 'general' | 'employee' | null {
  const keys = Object.keys(errors);
  if (keys.length === 0) return null;
  return keys.some((k) => !k.startsWith('datosEmpleado')) ? 'general' : 'employee';
}

/**
 * `/apps/users/add` and `/apps/users/edit/:userName`: General and Employee data tabs in one form
 * (one version check), Assignments and Notifications tabs once the user exists.
 */
export default function UserEditPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const ability = useAbility();
  const { userName } = useParams();
  const isEdit = userName !== undefined;
  const canSave = ability.can(isEdit ? 'write' : 'create', 'Usuarios');
  const canWrite = ability.can('write', 'Usuarios');
  // The tab is in the address, so a new user lands on Assignments and a reload keeps the tab.
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') ?? 'general';
  const setTab = (next: string | null) => setParams(next && next !== 'general' ? { tab: next } : {}, { replace: true });
  const [staleVersion, setStaleVersion] = useState<number | null>(null);

  const item = useQuery({
    queryKey: ['users', 'item', userName?.toLowerCase()],
    queryFn: () => usersApi.get(userName!),
    enabled: isEdit,
    meta: { silent: true },
  });
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: emptyValues(),
    validate: (values) => {
      const body: Record<string, unknown> = { ...values, phone: values.phone || null, datosEmpleado: employeeBody(values) };
      if (isEdit) {
        const { password: _p, ...rest } = body;
        return validateUpdate(rest);
      }
      return validateCreate(body);
    },
  });
  useEffect(() => {
    if (!item.data) return;
    const values = valuesOf(item.data);
    form.setValues(values);
    form.resetDirty(values);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a newly loaded user resets the form
  }, [item.data]);

  const save = useMutation({
    mutationFn: (values: Values) => {
      const common = {
        fullName: values.fullName as string,
        userName: values.userName as string,
        email: values.email as string,
        phone: (values.phone as string) || null,
        status: values.status as UsuarioDetail['status'],
        datosEmpleado: employeeBody(values) as never,
      };
      return isEdit
        ? usersApi.update(userName!, { ...common, rowVersion: item.data!.rowVersion })
        : usersApi.create({ ...common, password: values.password as string });
    },
    onSuccess: async (saved) => {
      notifySuccess(isEdit ? 200 : 201, t(isEdit ? 'catalogue.ui.saved' : 'catalogue.ui.created', { name: saved.fullName }));
      form.resetDirty();
      queryClient.setQueryData(['users', 'item', saved.userName.toLowerCase()], saved);
      await queryClient.invalidateQueries({ queryKey: ['users', 'list'] });
      if (!isEdit) await navigate(`/apps/users/edit/${encodeURIComponent(saved.userName)}?tab=assignments`, { replace: true });
      else if (saved.userName !== userName)
        await navigate(`/apps/users/edit/${encodeURIComponent(saved.userName)}?${params.toString()}`, { replace: true });
    },
    onError: (error) => {
      if (isApiError(error) && error.code === 'staleVersion') setStaleVersion(item.data?.rowVersion ?? null);
      showServerFieldErrors(form, error, SERVER_FIELDS);
      if (isApiError(error)) {
        const target = tabOfErrors(error.fieldErrors);
        if (target) setTab(target);
      }
    },
  });
  useUnsavedChanges(form.isDirty() && !save.isPending && !(save.isSuccess && !isEdit));

  const backToList = () => void navigate(listPath('/apps/users/list'));
  if (isEdit && item.isError) {
    if (isApiError(item.error) && item.error.status === 404) {
      return (
        <Alert color="orange" title={t('catalogue.ui.notFound')} data-testid="record-not-found">
          <Button size="xs" variant="light" onClick={backToList}>
            {t('catalogue.ui.back')}
          </Button>
        </Alert>
      );
    }
    return (
      <Alert color="red" title={t('catalogue.ui.loadFailed')}>
        <Button size="xs" variant="light" color="red" onClick={() => void item.refetch()}>
          {t('common.retry')}
        </Button>
      </Alert>
    );
  }
  if (isEdit && item.isPending) return <Loader aria-label={t('catalogue.ui.loading')} />;

  const stale = staleVersion !== null && staleVersion === item.data?.rowVersion;
  const input = (path: string) => ({ ...fieldProps(form, path, t), disabled: !canSave, 'data-testid': `field-${path}` });
  const employeeInput = (field: string) => {
    const path = `datosEmpleado.${field}`;
    const label = t(`users.employee.${field}`);
    if (field === 'escolaridad' || field === 'estadoCivil') {
      const values = field === 'escolaridad' ? ESCOLARIDADES : ESTADOS_CIVILES;
      const group = field === 'escolaridad' ? 'escolaridades' : 'estadosCiviles';
      return (
        <Select
          label={label}
          data={values.map((v) => ({ value: v, label: t(`users.employee.${group}.${v}`) }))}
          clearable
          {...input(path)}
          value={(form.getValues().datosEmpleado[field] as string) || null}
          onChange={(next) => form.setFieldValue(path, next ?? '')}
        />
      );
    }
    const catalogue = HR_REFERENCES[field];
    if (catalogue) {
      const props = fieldProps(form, path, t) as { value?: unknown; error?: unknown; onBlur?: () => void };
      return (
        <ReferenceSelect
          catalogue={catalogue}
          label={label}
          value={typeof props.value === 'number' ? props.value : null}
          error={props.error}
          {...(props.onBlur ? { onBlur: props.onBlur } : {})}
          disabled={!canSave}
          onChange={(next) => form.setFieldValue(path, next ?? '')}
          data-testid={`field-${path}`}
        />
      );
    }
    if (WIDE_FIELDS.has(field)) return <Textarea label={label} autosize minRows={2} {...input(path)} />;
    if (DATE_FIELDS.has(field)) return <TextInput type="date" label={label} {...input(path)} />;
    const upper = field === 'rfc' || field === 'curp';
    const money = field === 'salarioDiario' || field === 'salarioIntegrado';
    return (
      <TextInput
        label={label}
        inputMode={money || field === 'nss' ? 'decimal' : undefined}
        {...input(path)}
        onChange={(event) => {
          const text = event.currentTarget.value;
          form.setFieldValue(path, upper ? text.toUpperCase() : money ? text.replace(',', '.') : text);
        }}
      />
    );
  };

  return (
    <Card withBorder padding="lg" radius="md" data-testid="user-form-card">
      {stale && (
        <Alert color="orange" mb="md" title={t('catalogue.ui.staleTitle')} data-testid="stale-warning">
          <Text size="sm" mb="xs">
            {t('catalogue.ui.staleBody')}
          </Text>
          <Button size="xs" variant="light" color="orange" onClick={() => void item.refetch()}>
            {t('catalogue.ui.reload')}
          </Button>
        </Alert>
      )}
      <Tabs value={tab} onChange={setTab} keepMounted>
        <Tabs.List mb="md">
          <Tabs.Tab value="general" data-testid="tab-general">
            {t('users.tabs.general')}
          </Tabs.Tab>
          <Tabs.Tab value="employee" data-testid="tab-employee">
            {t('users.tabs.employee')}
          </Tabs.Tab>
          <Tabs.Tab value="assignments" data-testid="tab-assignments">
            {t('users.tabs.assignments')}
          </Tabs.Tab>
          <Tabs.Tab value="notifications" data-testid="tab-notifications">
            {t('users.tabs.notifications')}
          </Tabs.Tab>
        </Tabs.List>

        <form
          noValidate
          data-testid="user-form"
          onSubmit={form.onSubmit(
            (values) => save.mutate(values),
            (errors, values, event) => {
              const target = tabOfErrors(errors);
              if (target) setTab(target);
              focusFirstInvalidField(errors, values, event);
            },
          )}
        >
          <Tabs.Panel value="general">
            <Grid>
              <Grid.Col span={{ base: 12, md: 6 }}>
                <TextInput label={t('users.fields.fullName')} required maxLength={150} {...input('fullName')} />
              </Grid.Col>
              <Grid.Col span={{ base: 12, md: 6 }}>
                <TextInput label={t('users.fields.userName')} required maxLength={50} autoComplete="off" {...input('userName')} />
              </Grid.Col>
              <Grid.Col span={{ base: 12, md: 6 }}>
                <TextInput label={t('users.fields.email')} type="email" required maxLength={254} {...input('email')} />
              </Grid.Col>
              <Grid.Col span={{ base: 12, md: 6 }}>
                <TextInput label={t('users.fields.phone')} type="tel" maxLength={20} {...input('phone')} />
              </Grid.Col>
              <Grid.Col span={{ base: 12, md: 6 }}>
                <Select
                  label={t('users.fields.status')}
                  required
                  data={USER_STATUSES.map((value) => ({ value, label: t(`users.status.${value}`) }))}
                  allowDeselect={false}
                  {...input('status')}
                />
              </Grid.Col>
              {!isEdit && (
                <Grid.Col span={{ base: 12, md: 6 }}>
                  <PasswordInput
                    label={t('users.fields.password')}
                    description={t('users.passwordHint')}
                    required
                    autoComplete="new-password"
                    {...input('password')}
                  />
                </Grid.Col>
              )}
            </Grid>
          </Tabs.Panel>
          <Tabs.Panel value="employee">
            <Grid>
              {DATOS_EMPLEADO_FIELDS.map((field) => (
                <Grid.Col key={field} span={{ base: 12, md: WIDE_FIELDS.has(field) ? 12 : 6 }}>
                  {employeeInput(field)}
                </Grid.Col>
              ))}
            </Grid>
          </Tabs.Panel>
          {(tab === 'general' || tab === 'employee') && (
            <Group justify="flex-end" mt="xl">
              <Button variant="default" onClick={backToList} data-testid="form-cancel">
                {t('catalogue.ui.cancel')}
              </Button>
              {canSave && (
                <Button type="submit" loading={save.isPending} data-testid="form-save">
                  {t('common.actions.save')}
                </Button>
              )}
            </Group>
          )}
        </form>

        <Tabs.Panel value="assignments">
          {isEdit && item.data ? (
            <AssignmentsPanel userName={item.data.userName} canWrite={canWrite} />
          ) : (
            <Text c="dimmed" size="sm" data-testid="assignments-save-first">
              {t('users.assignments.saveFirst')}
            </Text>
          )}
        </Tabs.Panel>
        <Tabs.Panel value="notifications">
          {isEdit && item.data ? (
            <UserNotificationsTab userName={item.data.userName} />
          ) : (
            <Text c="dimmed" size="sm">
              {t('users.assignments.saveFirst')}
            </Text>
          )}
        </Tabs.Panel>
      </Tabs>
    </Card>
  );
}
