import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { TFunction } from 'i18next';
import type { CatalogueDefinition } from '@portal/contract';

/** Asks before deleting a catalogue's record, naming it (the list's row action and the form's Delete). */
export function confirmDeleteRecord(t: TFunction, definition: CatalogueDefinition, name: string, onConfirm: () => void): void {
  modals.openConfirmModal({
    title: t('catalogue.ui.deleteTitle', { name: t(`catalogues.${definition.name}.singular`) }),
    children: <Text size="sm">{t('catalogue.ui.deleteConfirm', { name })}</Text>,
    labels: { confirm: t('catalogue.ui.delete'), cancel: t('catalogue.ui.cancel') },
    confirmProps: { color: 'red', 'data-testid': 'confirm-delete' },
    onConfirm,
  });
}
