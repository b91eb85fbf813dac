import { Badge, Button, Card, Checkbox, Group, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { observacionInputSchema } from '@portal/contract/features/previos';
import { useAbility } from '../../../shared/ability/ability.ts';
import { formatDateTime } from '../../../shared/format/date.ts';
import { fieldProps, focusFirstInvalidField, showServerFieldErrors, zodValidate } from '../../../shared/forms/zod-form.ts';
import { LoadFailed } from '../../../shared/ui/load-failed.tsx';
import { notifySuccess } from '../../../shared/ui/toast.ts';
import { useAddObservation, useObservations, usePrevio } from '../api/previos.api.ts';

/** `/apps/previous/observations/:previoId`: the remarks thread of a previo; urgent ones notify the customer. */
export default function PrevioObservationsPage() {
  const { t } = useTranslation();
  const previoId = useParams().previoId ?? '';
  const previo = usePrevio(previoId);
  const thread = useObservations(previoId);
  const add = useAddObservation(previoId);
  const canAdd = useAbility().can('create', 'Previos');
  const form = useForm({
    initialValues: { texto: '', urgente: false, requiereRevision: false },
    validate: zodValidate(observacionInputSchema),
  });
  if (previo.isError) return <LoadFailed error={previo.error} onRetry={() => void previo.refetch()} record />;
  return (
    <Stack gap="md" maw={760}>
      {previo.data && (
        <Group justify="space-between">
          <Text fw={600}>{t('previosPage.folio', { folio: previo.data.folio })}</Text>
          <Button variant="subtle" component={Link} to={`/apps/previous/viewer/${previoId}`}>
            {t('previosPage.actions.view')}
          </Button>
        </Group>
      )}
      {thread.data?.length === 0 && <Text c="dimmed">{t('previosPage.observations.empty')}</Text>}
      {thread.data?.map((o) => (
        <Card key={o.observacionId} withBorder padding="sm" data-testid="observation">
          <Group gap="xs" mb={4}>
            <Text size="sm" fw={600}>
              {o.createdByName ?? '—'}
            </Text>
            <Text size="xs" c="dimmed">
              {formatDateTime(o.createdAt)}
            </Text>
            {o.urgente && <Badge color="red.9">{t('previosPage.observations.urgente')}</Badge>}
            {o.requiereRevision && (
              <Badge color="blue.9" variant="outline">
                {t('previosPage.observations.requiereRevision')}
              </Badge>
            )}
          </Group>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {o.texto}
          </Text>
        </Card>
      ))}
      {canAdd && (
        <Card withBorder padding="md">
          <form
            noValidate
            onSubmit={form.onSubmit(
              (values) =>
                add.mutate(values, {
                  onSuccess: () => {
                    form.reset();
                    notifySuccess(201, t('previosPage.observations.added'));
                  },
                  onError: (err) => showServerFieldErrors(form, err, ['texto']),
                }),
              focusFirstInvalidField,
            )}
          >
            <Stack gap="sm">
              <Textarea
                label={t('previosPage.observations.texto')}
                required
                autosize
                minRows={3}
                maxLength={2000}
                {...fieldProps(form, 'texto', t)}
                data-testid="observation-text"
              />
              <Checkbox size="md" label={t('previosPage.observations.urgente')} {...form.getInputProps('urgente', { type: 'checkbox' })} />
              <Checkbox
                size="md"
                label={t('previosPage.observations.requiereRevision')}
                {...form.getInputProps('requiereRevision', { type: 'checkbox' })}
              />
              <Group justify="flex-end">
                <Button type="submit" size="md" loading={add.isPending} data-testid="add-observation">
                  {t('previosPage.observations.add')}
                </Button>
              </Group>
            </Stack>
          </form>
        </Card>
      )}
    </Stack>
  );
}
