import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { i18n } from '../i18n/i18n.ts';

/** Asks before deleting, naming what goes (ui.md); `onConfirm` runs only on the red button. */
export function confirmDelete(name: string, onConfirm: () => void): void {
  modals.openConfirmModal({
    title: i18n.t('forms.deleteTitle'),
    children: <Text size="sm">{i18n.t('forms.deleteBody', { name })}</Text>,
    labels: { confirm: i18n.t('forms.delete'), cancel: i18n.t('forms.cancel') },
    confirmProps: { color: 'red', 'data-testid': 'confirm-delete' } as never,
    onConfirm,
  });
}
