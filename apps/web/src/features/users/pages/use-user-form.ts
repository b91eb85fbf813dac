import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useForm, type UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { DATOS_EMPLEADO_FIELDS, usuarioCreateSchema, usuarioUpdateSchema, type UsuarioDetail } from '@portal/contract';
import { isApiError } from '../../../shared/api/api-error.ts';
import { fieldProps, showServerFieldErrors, zodValidate } from '../../../shared/forms/zod-form.ts';
import { useUnsavedChanges } from '../../../shared/forms/unsaved-changes.ts';
import { useStaleVersion } from '../../../shared/forms/record-alerts.tsx';
import { notifySuccess } from '../../../shared/ui/toast.ts';
import { usersApi } from '../api/users.api.ts';

export type UserValues = Record<string, unknown> & { datosEmpleado: Record<string, unknown> };
export type UserForm = UseFormReturnType<UserValues>;

const GENERAL_FIELDS = ['fullName', 'userName', 'email', 'phone', 'status', 'password'] as const;
const SERVER_FIELDS = [...GENERAL_FIELDS, ...DATOS_EMPLEADO_FIELDS.map((f) => `datosEmpleado.${f}`)];

function emptyValues(): UserValues {
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

function valuesOf(user: UsuarioDetail): UserValues {
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
function employeeBody(values: UserValues): Record<string, unknown> | null {
  const entries = DATOS_EMPLEADO_FIELDS.map((f) => {
    const value = values.datosEmpleado[f];
    return [f, value === '' || value === undefined ? null : value] as const;
  });
  return entries.some(([, value]) => value !== null) ? Object.fromEntries(entries) : null;
}

const validateCreate = zodValidate(usuarioCreateSchema);
const validateUpdate = zodValidate(usuarioUpdateSchema.omit({ rowVersion: true }));

/** Which tab holds the first invalid field, so the user is taken to it. */
export function tabOfErrors(errors: Record<string, unknown>): 'general' | 'employee' | null {
  const keys = Object.keys(errors);
  if (keys.length === 0) return null;
  return keys.some((k) => !k.startsWith('datosEmpleado')) ? 'general' : 'employee';
}

/** A field's props in the user form: value, translated error, validation on leaving, disabled without the right to save. */
export function userInput(form: UserForm, t: TFunction, disabled: boolean) {
  return (path: string) => ({ ...fieldProps(form, path, t), disabled, 'data-testid': `field-${path}` });
}

/**
 * The user being added or edited (`userName` undefined for a new one): read, reset into the form each time it loads,
 * saved with its version (a new user then opens on Assignments, a renamed one at its new address), the server's field
 * errors under the fields with their tab shown, leaving with unsaved changes asks first.
 */
export function useUserForm(userName: string | undefined, { showTab, query }: { showTab: (tab: string) => void; query: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const isEdit = userName !== undefined;
  const item = useQuery({
    queryKey: ['users', 'item', userName?.toLowerCase()],
    queryFn: () => usersApi.get(userName!),
    enabled: isEdit,
    meta: { silent: true },
  });
  const { stale, noteStale } = useStaleVersion(item.data?.rowVersion ?? null);
  const form = useForm<UserValues>({
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
    mutationFn: (values: UserValues) => {
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
        await navigate(`/apps/users/edit/${encodeURIComponent(saved.userName)}?${query}`, { replace: true });
    },
    onError: (error) => {
      noteStale(error);
      showServerFieldErrors(form, error, SERVER_FIELDS);
      if (isApiError(error)) {
        const target = tabOfErrors(error.fieldErrors);
        if (target) showTab(target);
      }
    },
  });
  useUnsavedChanges(form.isDirty() && !save.isPending && !(save.isSuccess && !isEdit));

  return { item, form, stale, save };
}
