import { useEffect, useState } from 'react';
import { Alert, Badge, Button, Group, List, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { modals } from '@mantine/modals';
import { IconCheck, IconPlus } from '@tabler/icons-react';
import { Link, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { previoInputSchema, quantitiesDiffer, type PrevioDetail } from '@portal/contract/features/previos';
import { isApiError } from '../../../shared/api/api-error.ts';
import { useUnsavedChanges } from '../../../shared/forms/unsaved-changes.ts';
import { focusFirstInvalidField, zodValidate } from '../../../shared/forms/zod-form.ts';
import { LoadFailed } from '../../../shared/ui/load-failed.tsx';
import { notifyError, notifySuccess } from '../../../shared/ui/toast.ts';
import { usePrevio, usePrevioAction, useSavePrevio } from '../api/previos.api.ts';
import { useLiveRecord } from '../api/live-record.ts';
import { PresenceBar } from '../components/presence-bar.tsx';
import { LineCard } from '../components/line-card.tsx';
import { PrevioFields } from '../components/previo-fields.tsx';
import { capturePrevioOffline, isNetworkFailure } from '../offline/offline-capture.ts';
import { PendingCaptures } from '../offline/pending-captures.tsx';
import { emptyLine, previoInput, previoValues, type PrevioValues } from '../components/previo-values.ts';

/** `/apps/previous/list/add` and `/apps/previous/edit/:guid`: the capture screen, phone first. */
export default function PrevioFormPage() {
  const guid = useParams().guid ?? null;
  const item = usePrevio(guid);
  if (guid !== null && item.isError) return <LoadFailed error={item.error} onRetry={() => void item.refetch()} />;
  if (guid !== null && !item.data) return null;
  return <PrevioForm key={item.data?.previoId ?? 'new'} item={item.data ?? null} />;
}

function PrevioForm({ item }: { item: PrevioDetail | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const save = useSavePrevio();
  const action = usePrevioAction();
  const [ruleErrors, setRuleErrors] = useState<string[]>([]);
  // The saved version (its rowVersion moves with each save without remounting the form).
  const [current, setCurrent] = useState(item);
  const isLocked = current?.estado === 'concluido';
  const form = useForm<PrevioValues>({
    mode: 'controlled',
    initialValues: previoValues(item),
    validate: (values) => zodValidate(previoInputSchema)(previoInput(values, null) as Record<string, unknown>),
  });
  useUnsavedChanges(form.isDirty() && !save.isSuccess);
  const present = useLiveRecord('previo', item?.previoId ?? null, ['previos', 'item', item?.previoId ?? '']);
  // Someone else saved meanwhile (the hub had the previo read again): loaded at once when nothing is being edited,
  // otherwise the user is told and chooses when to load it (their unsaved changes would go).
  const newer = item && current && item.rowVersion > current.rowVersion ? item : null;
  const loadVersion = (version: PrevioDetail) => {
    setCurrent(version);
    form.setValues(previoValues(version));
    form.resetDirty(previoValues(version));
  };
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the form follows a version the hub made us read
    if (newer && !form.isDirty()) loadVersion(newer);
    // Only a newer version of the previo matters here.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [newer?.rowVersion]);

  const showServerErrors = (err: unknown) => {
    if (!isApiError(err)) return notifyError(err);
    const fields = Object.entries(err.fieldErrors);
    for (const [field, messages] of fields) if (messages[0]) form.setFieldError(field, messages[0]);
    setRuleErrors(fields.flatMap(([, messages]) => messages));
    notifyError(err);
  };

  /** Physical ≠ invoice quantities not yet confirmed: the user is asked before saving (spec point 5). */
  const unconfirmed = (values: PrevioValues) =>
    values.lineas.findIndex((l) => l.cantidadFisica && l.cantidadFactura && quantitiesDiffer(l) && !l.diferenciaConfirmada);

  /** Saves; a promise (not per-call callbacks) so that a save followed by the conclusion survives a remount. */
  const persist = async (values: PrevioValues): Promise<PrevioDetail | null> => {
    setRuleErrors([]);
    const input = previoInput(values, current);
    try {
      if (!navigator.onLine) throw new Error('offline');
      const saved = await save.mutateAsync(input);
      form.resetDirty();
      setCurrent(saved);
      return saved;
    } catch (err) {
      if (!isNetworkFailure(err)) showServerErrors(err);
      else await keepOffline(input);
      return null;
    }
  };

  /** Without network the previo waits on the phone and is sent when the network returns (decision 0105). */
  const keepOffline = async (input: ReturnType<typeof previoInput>) => {
    try {
      await capturePrevioOffline(input);
    } catch (err) {
      return notifyError(err);
    }
    form.resetDirty();
    notifySuccess(202, t('offlineCapture.savedOffline'));
    void navigate('/apps/previous/list');
  };

  const saveOnly = async (values: PrevioValues) => {
    const saved = await persist(values);
    if (!saved) return;
    notifySuccess(current ? 200 : 201, t('previosPage.messages.saved'));
    if (!current) void navigate(`/apps/previous/edit/${saved.previoId}`, { replace: true });
  };

  const concludeNow = async (values: PrevioValues) => {
    const saved = await persist(values);
    if (!saved) return;
    try {
      const done = await action.mutateAsync({ previoId: saved.previoId, action: 'Concluir' });
      notifySuccess(200, t('previosPage.messages.concluded'));
      void navigate(`/apps/previous/viewer/${done.previoId}`);
    } catch (err) {
      showServerErrors(err);
      if (!current) void navigate(`/apps/previous/edit/${saved.previoId}`, { replace: true });
    }
  };

  const submit = (values: PrevioValues, then: (values: PrevioValues) => Promise<void> = saveOnly) => {
    const index = unconfirmed(values);
    if (index < 0) return void then(values);
    const line = values.lineas[index]!;
    modals.openConfirmModal({
      title: t('previosPage.line.mismatchTitle'),
      children: <Text size="sm">{t('previosPage.line.mismatchText', { fisica: line.cantidadFisica, factura: line.cantidadFactura })}</Text>,
      labels: { confirm: t('previosPage.line.mismatchYes'), cancel: t('previosPage.line.mismatchNo') },
      confirmProps: { 'data-testid': 'confirm-mismatch' },
      onConfirm: () => {
        form.setFieldValue(`lineas.${index}.diferenciaConfirmada`, true);
        submit(form.getValues(), then);
      },
    });
  };

  const conclude = () => {
    const result = form.validate();
    if (result.hasErrors) return;
    modals.openConfirmModal({
      title: t('previosPage.conclude.title'),
      children: <Text size="sm">{t('previosPage.conclude.text')}</Text>,
      labels: { confirm: t('previosPage.conclude.confirm'), cancel: t('previosPage.actions.cancel') },
      confirmProps: { 'data-testid': 'confirm-conclude' },
      onConfirm: () => submit(form.getValues(), concludeNow),
    });
  };

  return (
    <form noValidate onSubmit={form.onSubmit((values) => submit(values), focusFirstInvalidField)} data-testid="previo-form">
      <Stack gap="md" maw={960}>
        {current && (
          <Group gap="xs">
            <Text fw={600}>{t('previosPage.folio', { folio: current.folio })}</Text>
            <Badge color={isLocked ? 'teal.9' : 'blue.9'} variant="filled">
              {t(`previos.states.${current.estado}`)}
            </Badge>
          </Group>
        )}
        <PresenceBar users={present} />
        <PendingCaptures />
        {newer && form.isDirty() && (
          <Alert color="orange" title={t('previosPage.live.changedTitle')} data-testid="previo-changed">
            <Text size="sm" mb="xs">
              {t('previosPage.live.changedText')}
            </Text>
            <Button size="xs" variant="default" onClick={() => loadVersion(newer)} data-testid="previo-reload">
              {t('previosPage.live.reload')}
            </Button>
          </Alert>
        )}
        {isLocked && <Alert color="blue">{t('previos.locked')}</Alert>}
        <PrevioFields form={form} readOnly={isLocked} pedimentoNumero={current?.pedimentoNumero ?? null} />
        <Text fw={600}>{t('previosPage.sections.lines')}</Text>
        {form.values.lineas.map((line, index) => (
          <LineCard key={line.key} form={form} index={index} readOnly={isLocked} />
        ))}
        {form.values.lineas.length === 0 && (
          <Text size="sm" c={form.errors.lineas ? 'red.8' : 'dimmed'} role={form.errors.lineas ? 'alert' : undefined}>
            {form.errors.lineas ? t(String(form.errors.lineas)) : t('previosPage.line.none')}
          </Text>
        )}
        {!isLocked && (
          <Button
            variant="default"
            size="md"
            leftSection={<IconPlus size={18} />}
            onClick={() => form.insertListItem('lineas', emptyLine())}
            data-testid="add-line"
          >
            {t('previosPage.line.add')}
          </Button>
        )}
        {ruleErrors.length > 0 && (
          <Alert color="red" title={t('previos.rules.cannotConclude')} data-testid="rule-errors">
            <List size="sm">
              {[...new Set(ruleErrors)].map((message) => (
                <List.Item key={message}>{message}</List.Item>
              ))}
            </List>
          </Alert>
        )}
        <Group justify="flex-end" gap="sm" wrap="wrap">
          <Button variant="default" size="md" component={Link} to="/apps/previous/list">
            {t('previosPage.actions.cancel')}
          </Button>
          {!isLocked && (
            <>
              <Button type="submit" size="md" loading={save.isPending} data-testid="save-previo">
                {t('previosPage.actions.save')}
              </Button>
              <Button
                size="md"
                color="teal.9"
                leftSection={<IconCheck size={18} />}
                onClick={conclude}
                loading={action.isPending}
                data-testid="conclude-previo"
              >
                {t('previosPage.actions.conclude')}
              </Button>
            </>
          )}
        </Group>
      </Stack>
    </form>
  );
}
