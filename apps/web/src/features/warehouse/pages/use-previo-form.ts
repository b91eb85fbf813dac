import { useEffect, useState } from 'react';
import { useForm, type UseFormReturnType } from '@mantine/form';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { previoInputSchema, quantitiesDiffer, type PrevioDetail } from '@portal/contract/features/previos';
import { isApiError } from '../../../shared/api/api-error.ts';
import { useUnsavedChanges } from '../../../shared/forms/unsaved-changes.ts';
import { zodValidate } from '../../../shared/forms/zod-form.ts';
import { notifyError, notifySuccess } from '../../../shared/ui/toast.ts';
import { usePrevioAction, useSavePrevio } from '../api/previos.api.ts';
import { useLiveRecord } from '../api/live-record.ts';
import { capturePrevioOffline, isNetworkFailure } from '../offline/offline-capture.ts';
import { previoInput, previoValues, type PrevioValues } from '../components/previo-values.ts';
import { confirmConclude, confirmMismatch } from './previo-dialogs.tsx';

/** Physical ≠ invoice quantities not yet confirmed: the user is asked before saving (spec point 5). */
const unconfirmed = (values: PrevioValues) =>
  values.lineas.findIndex((l) => l.cantidadFisica && l.cantidadFactura && quantitiesDiffer(l) && !l.diferenciaConfirmada);

/**
 * The saved version the form edits (its rowVersion moves with each save without remounting the form) and a newer one
 * someone else saved meanwhile (the hub had the previo read again): loaded at once when nothing is being edited,
 * otherwise the user is told and chooses when to load it (their unsaved changes would go).
 */
function usePrevioVersions(item: PrevioDetail | null, form: UseFormReturnType<PrevioValues>) {
  const [current, setCurrent] = useState(item);
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
  return { current, setCurrent, newer, loadVersion };
}

/**
 * The capture of a previo: its form, the people on it, saving (offline when there is no network, decision 0105),
 * concluding after a confirmation, unconfirmed quantity differences asked first, and the server's rule errors.
 */
export function usePrevioForm(item: PrevioDetail | null) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const save = useSavePrevio();
  const action = usePrevioAction();
  const [ruleErrors, setRuleErrors] = useState<string[]>([]);
  const form = useForm<PrevioValues>({
    mode: 'controlled',
    initialValues: previoValues(item),
    validate: (values) => zodValidate(previoInputSchema)(previoInput(values, null) as Record<string, unknown>),
  });
  useUnsavedChanges(form.isDirty() && !save.isSuccess);
  const present = useLiveRecord('previo', item?.previoId ?? null, ['previos', 'item', item?.previoId ?? '']);
  const { current, setCurrent, newer, loadVersion } = usePrevioVersions(item, form);

  const showServerErrors = (err: unknown) => {
    if (!isApiError(err)) return notifyError(err);
    const fields = Object.entries(err.fieldErrors);
    for (const [field, messages] of fields) if (messages[0]) form.setFieldError(field, messages[0]);
    setRuleErrors(fields.flatMap(([, messages]) => messages));
    notifyError(err);
  };

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
    confirmMismatch(t, values.lineas[index]!, () => {
      form.setFieldValue(`lineas.${index}.diferenciaConfirmada`, true);
      submit(form.getValues(), then);
    });
  };

  const conclude = () => {
    const result = form.validate();
    if (result.hasErrors) return;
    confirmConclude(t, () => submit(form.getValues(), concludeNow));
  };

  return { form, current, newer, loadVersion, present, ruleErrors, saving: save.isPending, concluding: action.isPending, submit, conclude };
}
