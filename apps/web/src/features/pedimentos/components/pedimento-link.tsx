import { Button, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PEDIMENTOS_API, pedimentoDetailSchema, pedimentoLinkSchema, type PedimentoDetail } from '@portal/contract/features/pedimentos';
import { api } from '../../../shared/api/api.ts';
import { ReferenceSelect } from '../../../shared/forms/reference-select.tsx';
import { fieldProps, focusFirstInvalidField, showServerFieldErrors, zodValidate } from '../../../shared/forms/zod-form.ts';
import { useUnsavedChanges } from '../../../shared/forms/unsaved-changes.ts';
import { notifyError, notifySuccess } from '../../../shared/ui/toast.ts';

type Values = { clienteId: number | null; referencia: string };
const FIELDS = ['clienteId', 'referencia'] as const;
const validate = zodValidate<Values>(pedimentoLinkSchema.omit({ rowVersion: true }));

/**
 * The operator's link of a pedimento to its customer (when the RFC of the M3 file matched none) and the broker's
 * reference, unique per customer. Saved with the pedimento's row version, so a concurrent change is not overwritten.
 */
export function PedimentoLink({ pedimento }: { pedimento: PedimentoDetail }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const form = useForm<Values>({
    initialValues: { clienteId: pedimento.clienteId, referencia: pedimento.referencia ?? '' },
    validate,
  });
  useUnsavedChanges(form.isDirty());
  const save = useMutation({
    mutationFn: (values: Values) =>
      api.patch(
        `${PEDIMENTOS_API}/${pedimento.pedimentoId}`,
        { rowVersion: pedimento.rowVersion, clienteId: values.clienteId, referencia: values.referencia.trim() || null },
        { schema: pedimentoDetailSchema },
      ),
    onSuccess: (saved) => {
      form.resetDirty({ clienteId: saved.clienteId, referencia: saved.referencia ?? '' });
      client.setQueryData(['pedimentos', 'item', pedimento.pedimentoId], saved);
      void client.invalidateQueries({ queryKey: ['pedimentos', 'list'] });
      notifySuccess(200, t('pedimentosPage.link.saved'));
    },
    onError: (error) => {
      showServerFieldErrors(form, error, FIELDS);
      notifyError(error);
    },
  });
  return (
    <form onSubmit={form.onSubmit((values) => save.mutate(values), focusFirstInvalidField)} data-testid="pedimento-link" noValidate>
      <Stack gap="sm" mt="lg">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <ReferenceSelect
            catalogue="clientes"
            label={t('pedimentos.fields.clienteNombre')}
            value={form.values.clienteId}
            error={fieldProps(form, 'clienteId', t).error}
            onChange={(next) => form.setFieldValue('clienteId', typeof next === 'number' ? next : null)}
            data-testid="link-clienteId"
          />
          <TextInput
            label={t('pedimentos.fields.referencia')}
            description={t('pedimentosPage.link.referenceHint')}
            maxLength={40}
            {...fieldProps(form, 'referencia', t)}
            data-testid="link-referencia"
          />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending} disabled={!form.isDirty()} data-testid="link-save">
            {t('pedimentosPage.link.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
