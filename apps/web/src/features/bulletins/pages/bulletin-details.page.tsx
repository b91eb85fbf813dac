import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Alert, Button, Card, Group, MultiSelect, Select, SimpleGrid, Stack, Switch, Text, Textarea, TextInput } from '@mantine/core';
import { useForm, type UseFormReturnType } from '@mantine/form';
import { modals } from '@mantine/modals';
import { useQueryClient } from '@tanstack/react-query';
import { IconBan } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { ROLES, type StoredFileInfo } from '@portal/contract';
import { BULLETINS_API, bulletinWriteSchema, type Bulletin, type BulletinWrite } from '@portal/contract/features/bulletins';
import { isApiError } from '../../../shared/api/api-error.ts';
import { ReferencesMultiSelect } from '../../../shared/forms/reference-select.tsx';
import { useAbility } from '../../../shared/ability/ability.ts';
import { formatDateTime } from '../../../shared/format/date.ts';
import { fieldProps, focusFirstInvalidField, showServerFieldErrors, zodValidate } from '../../../shared/forms/zod-form.ts';
import { notifyError, notifySuccess } from '../../../shared/ui/toast.ts';
import { cancelBulletin, createBulletin, updateBulletin, useBulletin, useBulletinTypes } from '../api/bulletins.api.ts';
import { AttachmentsField } from '../components/attachments-field.tsx';
import { BulletinEditor } from '../components/rich-text-editor.tsx';
import { listPath } from '../../../shared/list/list-return.ts';
import { RecordMissing, RecordPending } from '../../../shared/ui/load-failed.tsx';

interface FormValues {
  boletinTipo: string;
  titulo: string;
  contenido: string;
  esPublico: boolean;
  roles: string[];
  clientes: string[];
  adjuntos: StoredFileInfo[];
}

function toBody(values: FormValues, rowVersion?: number): BulletinWrite {
  return {
    boletinTipo: values.boletinTipo as BulletinWrite['boletinTipo'],
    titulo: values.titulo,
    contenido: values.contenido,
    esPublico: values.esPublico,
    roles: values.roles as BulletinWrite['roles'],
    clientes: values.clientes.map(Number),
    adjuntos: values.adjuntos.map((a) => a.fileId),
    ...(rowVersion !== undefined ? { rowVersion } : {}),
  };
}

type Form = UseFormReturnType<FormValues>;

/** Type, title, the rich text and whether the public page shows it. */
function ContentCard({ form, isReadOnly }: { form: Form; isReadOnly: boolean }) {
  const { t } = useTranslation();
  const types = useBulletinTypes();
  return (
    <Card withBorder padding="lg">
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            {...fieldProps(form, 'boletinTipo', t)}
            label={t('bulletinsPage.fields.boletinTipo')}
            data={(types.data ?? []).map((o) => ({ value: o.value, label: o.text }))}
            required
            allowDeselect={false}
            disabled={isReadOnly}
            data-testid="bulletin-type"
          />
          <TextInput
            {...fieldProps(form, 'titulo', t)}
            label={t('bulletinsPage.fields.titulo')}
            required
            readOnly={isReadOnly}
            data-testid="bulletin-title"
          />
        </SimpleGrid>
        <BulletinEditor
          value={form.values.contenido}
          onChange={(html) => form.setFieldValue('contenido', html)}
          label={t('bulletinsPage.fields.contenido')}
          error={form.errors.contenido ? t(String(form.errors.contenido)) : undefined}
          isReadOnly={isReadOnly}
        />
        <Switch
          {...form.getInputProps('esPublico', { type: 'checkbox' })}
          label={t('bulletinsPage.fields.esPublico')}
          description={t('bulletinsPage.publicHint')}
          disabled={isReadOnly}
          data-testid="bulletin-public"
        />
      </Stack>
    </Card>
  );
}

/** Who receives it: roles and customers. */
function SubscribersCard({ form, isReadOnly }: { form: Form; isReadOnly: boolean }) {
  const { t } = useTranslation();
  return (
    <Card withBorder padding="lg">
      <Text fw={600} mb="sm">
        {t('bulletinsPage.subscribers')}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <MultiSelect
          {...form.getInputProps('roles')}
          label={t('bulletinsPage.fields.roles')}
          data={ROLES.map((role) => ({ value: role, label: t(`roles.${role}`, { defaultValue: role }) }))}
          disabled={isReadOnly}
          clearable
          data-testid="bulletin-roles"
        />
        <ReferencesMultiSelect
          catalogue="clientes"
          label={t('bulletinsPage.fields.clientes')}
          error={typeof form.errors.clientes === 'string' ? t(form.errors.clientes) : undefined}
          value={form.values.clientes.map(Number)}
          onChange={(ids) => form.setFieldValue('clientes', (ids as number[]).map(String))}
          disabled={isReadOnly}
          data-testid="bulletin-customers"
        />
      </SimpleGrid>
    </Card>
  );
}

/** Asks for the reason, then cancels the bulletin (it stays, read-only, marked cancelled). */
function confirmCancel(bulletin: Bulletin, t: TFunction, onDone: () => Promise<unknown>) {
  let motivo = '';
  modals.openConfirmModal({
    title: t('bulletinsPage.cancelTitle'),
    children: (
      <Stack gap="sm">
        <Text size="sm">{t('bulletinsPage.cancelText', { titulo: bulletin.titulo })}</Text>
        <Textarea
          label={t('bulletinsPage.fields.motivo')}
          onChange={(e) => (motivo = e.currentTarget.value)}
          maxLength={500}
          data-testid="cancel-reason"
        />
      </Stack>
    ),
    labels: { confirm: t('bulletinsPage.cancelConfirm'), cancel: t('bulletinsPage.back') },
    confirmProps: { color: 'red', 'data-testid': 'confirm-cancel' } as Record<string, unknown>,
    onConfirm: async () => {
      try {
        await cancelBulletin(bulletin.boletinId, motivo.trim());
        await onDone();
        notifySuccess(200, t('bulletinsPage.cancelledDone'));
      } catch (error) {
        notifyError(error);
      }
    },
  });
}

function BulletinForm({ bulletin }: { bulletin: Bulletin | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const ability = useAbility();
  const [isSaving, setIsSaving] = useState(false);
  const isCancelled = bulletin?.cancelado ?? false;
  const canSave = bulletin ? ability.can('write', 'Boletines') : ability.can('create', 'Boletines');
  const isReadOnly = isCancelled || !canSave;

  const form = useForm<FormValues>({
    mode: 'controlled',
    initialValues: {
      boletinTipo: bulletin?.boletinTipo ?? 'aviso',
      titulo: bulletin?.titulo ?? '',
      contenido: bulletin?.contenido ?? '',
      esPublico: bulletin?.esPublico ?? false,
      roles: bulletin?.roles ?? [],
      clientes: (bulletin?.clientes ?? []).map(String),
      adjuntos: bulletin?.adjuntos ?? [],
    },
    validate: (values) => {
      const errors = zodValidate<Record<string, unknown>>(bulletinWriteSchema)({ ...toBody(values) });
      if (values.clientes.some((c) => !/^\d+$/.test(c))) errors.clientes = 'bulletinsPage.customerIds';
      if (!values.contenido.replace(/<[^>]*>/g, '').trim()) errors.contenido = 'bulletins.emptyContent';
      return errors;
    },
  });

  async function submit(values: FormValues) {
    setIsSaving(true);
    try {
      const saved = bulletin
        ? await updateBulletin(bulletin.boletinId, toBody(values, bulletin.rowVersion))
        : await createBulletin(toBody(values));
      await client.invalidateQueries({ queryKey: ['bulletins'] });
      notifySuccess(bulletin ? 200 : 201, t(bulletin ? 'bulletinsPage.saved' : 'bulletinsPage.published'));
      if (!bulletin) await navigate(`/apps/bulletin/details?boletinId=${saved.boletinId}`, { replace: true });
    } catch (error) {
      showServerFieldErrors(form, error, ['boletinTipo', 'titulo', 'contenido', 'roles', 'clientes', 'adjuntos']);
      if (!isApiError(error) || error.status !== 400) notifyError(error);
    } finally {
      setIsSaving(false);
    }
  }

  return (
    <form onSubmit={form.onSubmit(submit, focusFirstInvalidField)} noValidate data-testid="bulletin-form">
      <Stack gap="lg">
        {isCancelled && bulletin && (
          <Alert color="red" icon={<IconBan />} title={t('bulletinsPage.status.cancelled')} data-testid="bulletin-cancelled">
            {t('bulletinsPage.cancelledBy', {
              name: bulletin.canceladoPorNombre ?? '—',
              date: bulletin.canceladoAt ? formatDateTime(bulletin.canceladoAt) : '',
            })}
            {bulletin.motivoCancelacion ? ` — ${bulletin.motivoCancelacion}` : ''}
          </Alert>
        )}
        <ContentCard form={form} isReadOnly={isReadOnly} />
        <SubscribersCard form={form} isReadOnly={isReadOnly} />
        <Card withBorder padding="lg">
          <AttachmentsField
            files={form.values.adjuntos}
            onChange={(files) => form.setFieldValue('adjuntos', files)}
            downloadPath={(fileId) =>
              bulletin?.adjuntos.some((a) => a.fileId === fileId) ? `${BULLETINS_API}/${bulletin.boletinId}/Adjuntos/${fileId}` : null
            }
            isReadOnly={isReadOnly}
          />
        </Card>
        {bulletin && (
          <Text size="sm" c="dimmed">
            {t('bulletinsPage.createdBy', { name: bulletin.createdByName ?? '—', date: formatDateTime(bulletin.createdAt) })}
          </Text>
        )}
        <Group justify="space-between">
          <Group>
            {bulletin && !isCancelled && ability.can('write', 'Boletines') && (
              <Button
                color="red"
                variant="default"
                leftSection={<IconBan size={16} />}
                onClick={() => confirmCancel(bulletin, t, () => client.invalidateQueries({ queryKey: ['bulletins'] }))}
                data-testid="bulletin-cancel"
              >
                {t('bulletinsPage.cancelAction')}
              </Button>
            )}
          </Group>
          <Group>
            <Button variant="default" onClick={() => void navigate(listPath('/apps/bulletin/list'))}>
              {t('bulletinsPage.back')}
            </Button>
            {!isReadOnly && (
              <Button type="submit" loading={isSaving} data-testid="bulletin-save">
                {t(bulletin ? 'common.actions.save' : 'bulletinsPage.publish')}
              </Button>
            )}
          </Group>
        </Group>
      </Stack>
    </form>
  );
}

/** /apps/bulletin/details: a new bulletin, or ?boletinId= an existing one (read-only once cancelled). */
export default function BulletinDetailsPage() {
  const [params] = useSearchParams();
  const raw = params.get('boletinId');
  const id = raw && /^\d+$/.test(raw) ? Number(raw) : null;
  const bulletin = useBulletin(id);
  if (raw && id === null) return <RecordMissing />;
  if (id === null) return <BulletinForm key="new" bulletin={null} />;
  if (!bulletin.data) return <RecordPending query={bulletin} />;
  return <BulletinForm key={`${bulletin.data.boletinId}:${bulletin.data.rowVersion}`} bulletin={bulletin.data} />;
}
