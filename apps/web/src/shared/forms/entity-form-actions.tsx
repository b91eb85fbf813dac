import type { ReactNode } from 'react';
import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * The bottom-right buttons of an add/edit form (ui.md): the form's own extra buttons, Delete (when the
 * record exists and may be deleted), Cancel and Save (busy while saving). Test ids `<testId>-save` and
 * `<testId>-delete`.
 */
export function EntityFormActions({
  testId,
  saving,
  onCancel,
  onDelete,
  children,
}: {
  testId: string;
  saving: boolean;
  onCancel: () => void;
  onDelete?: (() => void) | undefined;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Group justify="flex-end">
      {onDelete && (
        <Button variant="light" color="red" onClick={onDelete} data-testid={`${testId}-delete`} mr="auto">
          {t('forms.delete')}
        </Button>
      )}
      {children}
      <Button variant="default" onClick={onCancel}>
        {t('forms.cancel')}
      </Button>
      <Button type="submit" loading={saving} data-testid={`${testId}-save`}>
        {t('forms.save')}
      </Button>
    </Group>
  );
}
