import { useEffect, useMemo, useState } from 'react';
import { Button, Card, Checkbox, Fieldset, Group, MultiSelect, SimpleGrid, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDebouncedValue } from '@mantine/hooks';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { optionSchema } from '@portal/contract';
import {
  NOTIFICATION_USERS_API,
  QUERY_NOTIFICATION_CHANNELS,
  queryNotificationInputSchema,
  queryNotificationPath,
  queryNotificationSchema,
  type QueryNotification,
} from '@portal/contract/features/dashboards';
import { api } from '../../../shared/api/api.ts';
import { confirmDelete } from '../../../shared/forms/confirm-delete.tsx';
import { fieldProps, focusFirstInvalidField, showServerFieldErrors, zodValidate } from '../../../shared/forms/zod-form.ts';
import { formatDateTime } from '../../../shared/format/date.ts';
import { notifyError, notifySuccess } from '../../../shared/ui/toast.ts';

type Values = { nombre: string; canales: string[]; usuarios: string[]; activa: boolean };
const EMPTY: Values = { nombre: '', canales: ['portal'], usuarios: [], activa: true };
const FIELDS = ['nombre', 'canales', 'usuarios'] as const;
const toBody = (v: Values) => ({ ...v, usuarios: v.usuarios.map(Number) });
const optionsSchema = z.array(optionSchema);

/** The active users to pick from: what the typed text finds and the names of those already chosen. */
function useUserOptions(chosen: string[]) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  const ids = chosen.join(',');
  const named = useQuery({
    queryKey: ['tableros', 'notificationUsers', 'ids', ids],
    queryFn: ({ signal }) => api.get(`${NOTIFICATION_USERS_API}?ids=${ids}`, { schema: optionsSchema, signal }),
    enabled: ids !== '',
    staleTime: 60_000,
  });
  const found = useQuery({
    queryKey: ['tableros', 'notificationUsers', 'search', debounced],
    queryFn: ({ signal }) =>
      api.get(`${NOTIFICATION_USERS_API}?llaveBuscar=${encodeURIComponent(debounced)}`, { schema: optionsSchema, signal }),
    staleTime: 30_000,
  });
  const data = useMemo(() => {
    const merged = new Map<string, string>();
    for (const o of [...(named.data ?? []), ...(found.data ?? [])]) merged.set(String(o.value), o.text);
    return [...merged].map(([value, label]) => ({ value, label }));
  }, [named.data, found.data]);
  return { data, search, setSearch };
}

/**
 * A query object's user notification (spec point 3: name, origin, channels; decision 0140): the chosen users are
 * told, through the chosen channels, when the scheduled job finds new rows. Saved on its own, beside the object.
 */
export function QueryNotificationSection({ objetoConsultaId, origin }: { objetoConsultaId: number; origin: string }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const path = queryNotificationPath(objetoConsultaId);
  const key = ['tableros', 'notification', objetoConsultaId];
  const loaded = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => api.get(path, { schema: queryNotificationSchema.nullable(), signal }),
    meta: { silent: true },
  });
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: EMPTY,
    validate: (v) => zodValidate<Record<string, unknown>>(queryNotificationInputSchema)(toBody(v)),
  });
  const show = (n: QueryNotification | null | undefined) => {
    const values = n ? { nombre: n.nombre, canales: [...n.canales], usuarios: n.usuarios.map(String), activa: n.activa } : EMPTY;
    form.setValues(values);
    form.resetDirty(values);
  };
  // The stored notification fills the form when it arrives; the fields stay disabled until then, and a later refetch
  // never overwrites what the user has started to change.
  useEffect(() => {
    if (!form.isDirty()) show(loaded.data);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a newly loaded notification resets the form
  }, [loaded.data]);
  const users = useUserOptions(form.values.usuarios);
  const done = (data: QueryNotification | null, status: 200 | 204) => {
    show(data);
    client.setQueryData(key, data);
    notifySuccess(status, t(status === 200 ? 'tableros.notification.saved' : 'tableros.notification.removed'));
  };
  const save = useMutation({
    mutationFn: (v: Values) => api.put(path, toBody(v), { schema: queryNotificationSchema }),
    onSuccess: (saved) => done(saved, 200),
    onError: (error) => {
      showServerFieldErrors(form, error, FIELDS);
      notifyError(error);
    },
  });
  const remove = useMutation({ mutationFn: () => api.delete(path), onSuccess: () => done(null, 204), onError: notifyError });
  const current = loaded.data;

  return (
    <Card withBorder component="section" aria-labelledby="query-notification-title" data-testid="query-notification">
      <form onSubmit={form.onSubmit((v) => save.mutate(v), focusFirstInvalidField)} noValidate>
        <Fieldset variant="unstyled" disabled={loaded.isPending} aria-busy={loaded.isPending}>
          <Stack>
            <div>
              <Title order={3} size="h4" id="query-notification-title">
                {t('tableros.notification.title')}
              </Title>
              <Text size="sm" c="dimmed">
                {t('tableros.notification.help')}
              </Text>
            </div>
            <SimpleGrid cols={{ base: 1, md: 2 }}>
              <TextInput
                label={t('tableros.fields.nombre')}
                withAsterisk
                maxLength={100}
                {...fieldProps(form, 'nombre', t)}
                data-testid="notification-nombre"
              />
              <TextInput label={t('tableros.notification.origin')} value={origin} readOnly data-testid="notification-origen" />
            </SimpleGrid>
            <Checkbox.Group label={t('tableros.notification.channels')} withAsterisk {...fieldProps(form, 'canales', t)}>
              <Group mt="xs">
                {QUERY_NOTIFICATION_CHANNELS.map((c) => (
                  <Checkbox key={c} value={c} label={t(`tableros.notification.channel.${c}`)} data-testid={`notification-canal-${c}`} />
                ))}
              </Group>
            </Checkbox.Group>
            <MultiSelect
              label={t('tableros.notification.users')}
              placeholder={t('tableros.notification.usersPlaceholder')}
              withAsterisk
              searchable
              data={users.data}
              searchValue={users.search}
              onSearchChange={users.setSearch}
              filter={({ options }) => options}
              nothingFoundMessage={t('tableros.empty')}
              {...fieldProps(form, 'usuarios', t)}
              data-testid="notification-usuarios"
            />
            <Switch
              label={t('tableros.notification.active')}
              {...form.getInputProps('activa', { type: 'checkbox' })}
              data-testid="notification-activa"
            />
            {current && (
              <Text size="sm" c="dimmed" data-testid="notification-status">
                {t('tableros.notification.lastCheck', {
                  revision: current.ultimaRevision ? formatDateTime(current.ultimaRevision) : '—',
                  aviso: current.ultimoAviso ? formatDateTime(current.ultimoAviso) : '—',
                })}
              </Text>
            )}
            <Group justify="flex-end">
              {current && (
                <Button
                  variant="light"
                  color="red"
                  mr="auto"
                  loading={remove.isPending}
                  onClick={() => confirmDelete(current.nombre, () => remove.mutate())}
                  data-testid="notification-delete"
                >
                  {t('tableros.notification.remove')}
                </Button>
              )}
              <Button type="submit" loading={save.isPending} disabled={!form.isDirty() && current !== null} data-testid="notification-save">
                {t('tableros.notification.save')}
              </Button>
            </Group>
          </Stack>
        </Fieldset>
      </form>
    </Card>
  );
}
