import { Button, Card, Group, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { confrontaInputSchema, type ConfrontaInput } from '@portal/contract/features/confrontas';
import { ReferenceSelect } from '../../../shared/forms/reference-select.tsx';
import { useUnsavedChanges } from '../../../shared/forms/unsaved-changes.ts';
import { fieldProps, focusFirstInvalidField, showServerFieldErrors, zodValidate } from '../../../shared/forms/zod-form.ts';
import { notifyError, notifySuccess } from '../../../shared/ui/toast.ts';
import { useCreateConfronta } from '../api/confrontas.api.ts';
import { captureConfrontaOffline, isNetworkFailure } from '../offline/offline-capture.ts';
import { PendingCaptures } from '../offline/pending-captures.tsx';
import { warehouseOptions } from '../offline/saved-options.ts';

const KINDS = ['guiaMaster', 'guiaHouse', 'bulto'] as const;
const FIELDS = ['numeroControl', 'patente', 'pedimento', 'remesa', 'clienteId', 'items'] as const;

function toInput(values: Record<string, string | number | null>): ConfrontaInput {
  const lines = (text: unknown) =>
    String(text ?? '')
      .split(/\r?\n/)
      .map((line) => line.trim())
      .filter(Boolean);
  const blank = (value: unknown) => (String(value ?? '').trim() === '' ? null : String(value).trim());
  return {
    numeroControl: String(values.numeroControl ?? '').trim(),
    patente: String(values.patente ?? '').trim(),
    pedimento: blank(values.pedimento),
    remesa: blank(values.remesa),
    clienteId: (values.clienteId as number | null) ?? null,
    items: KINDS.flatMap((tipo) => lines(values[tipo]).map((codigo) => ({ tipo, codigo }))),
  };
}

/** `/apps/confronts/warehouse/new` (path ours): a control number with the guides and packages expected under it. */
export default function ConfrontaNewPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useCreateConfronta();
  const form = useForm<Record<string, string | number | null>>({
    initialValues: { numeroControl: '', patente: '', pedimento: '', remesa: '', clienteId: null, guiaMaster: '', guiaHouse: '', bulto: '' },
    validate: (values) => zodValidate(confrontaInputSchema)(toInput(values) as unknown as Record<string, unknown>),
  });
  useUnsavedChanges(form.isDirty() && !create.isSuccess);
  const f = (name: string) => t(`confrontasPage.fields.${name}`);
  const openCheck = (ref: number | string) => {
    form.resetDirty();
    void navigate(`/apps/confronts/warehouse/check?confronta=${ref}`);
  };
  /**
   * Without network the confrontation waits in the queue (decision 0105): its scan screen opens on the capture's key
   * at once, and the server checks it (control number, patent, scope) when the queue is sent.
   */
  const keepOffline = (input: ConfrontaInput) =>
    captureConfrontaOffline(input).then((clave) => {
      notifySuccess(202, t('offlineCapture.confrontaSaved'));
      openCheck(clave);
    }, notifyError);
  const save = (values: Record<string, string | number | null>) => {
    const input = toInput(values);
    if (!navigator.onLine) return void keepOffline(input);
    create.mutate(input, {
      onSuccess: (created) => {
        notifySuccess(201, t('confrontasPage.created'));
        openCheck(created.confrontaId);
      },
      onError: (err) => {
        if (isNetworkFailure(err)) return void keepOffline(input);
        showServerFieldErrors(form, err, FIELDS);
        notifyError(err);
      },
    });
  };
  return (
    <Card withBorder padding="md" maw={760}>
      <PendingCaptures />
      <form noValidate onSubmit={form.onSubmit(save, focusFirstInvalidField)}>
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput
              label={f('numeroControl')}
              required
              maxLength={40}
              {...fieldProps(form, 'numeroControl', t)}
              data-testid="field-numeroControl"
            />
            <TextInput
              label={f('patente')}
              required
              maxLength={4}
              inputMode="numeric"
              {...fieldProps(form, 'patente', t)}
              data-testid="field-patente"
            />
            <TextInput label={f('pedimento')} maxLength={7} inputMode="numeric" {...fieldProps(form, 'pedimento', t)} />
            <TextInput label={f('remesa')} maxLength={20} {...fieldProps(form, 'remesa', t)} />
            <ReferenceSelect catalogue="clientes" keeper={warehouseOptions} label={f('clienteId')} {...fieldProps(form, 'clienteId', t)} />
          </SimpleGrid>
          {KINDS.map((kind) => (
            <Textarea
              key={kind}
              label={t(`confrontasPage.itemTypes.${kind}`)}
              description={t('confrontasPage.onePerLine')}
              autosize
              minRows={2}
              {...form.getInputProps(kind)}
              data-testid={`field-${kind}`}
            />
          ))}
          {typeof form.errors.items === 'string' && (
            <Text size="sm" c="red.8" role="alert">
              {t(form.errors.items)}
            </Text>
          )}
          <Group justify="flex-end">
            <Button variant="default" component={Link} to="/apps/confronts/warehouse/list">
              {t('previosPage.actions.cancel')}
            </Button>
            <Button type="submit" loading={create.isPending} data-testid="save-confronta">
              {t('previosPage.actions.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
