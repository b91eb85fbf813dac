import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { TFunction } from 'i18next';
import type { LineValues } from '../components/previo-values.ts';

/** A line whose physical quantity differs from the invoice's: the user confirms the difference before saving (spec point 5). */
export function confirmMismatch(t: TFunction, line: LineValues, onConfirm: () => void): void {
  modals.openConfirmModal({
    title: t('previosPage.line.mismatchTitle'),
    children: <Text size="sm">{t('previosPage.line.mismatchText', { fisica: line.cantidadFisica, factura: line.cantidadFactura })}</Text>,
    labels: { confirm: t('previosPage.line.mismatchYes'), cancel: t('previosPage.line.mismatchNo') },
    confirmProps: { 'data-testid': 'confirm-mismatch' },
    onConfirm,
  });
}

/** Concluding locks the previo: asked first. */
export function confirmConclude(t: TFunction, onConfirm: () => void): void {
  modals.openConfirmModal({
    title: t('previosPage.conclude.title'),
    children: <Text size="sm">{t('previosPage.conclude.text')}</Text>,
    labels: { confirm: t('previosPage.conclude.confirm'), cancel: t('previosPage.actions.cancel') },
    confirmProps: { 'data-testid': 'confirm-conclude' },
    onConfirm,
  });
}
