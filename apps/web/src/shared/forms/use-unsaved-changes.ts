import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { modals } from '@mantine/modals';
import { i18n } from '../i18n/i18n.ts';
import { useUnsavedChanges } from './unsaved-changes.ts';

/**
 * Asks before leaving a form with unsaved changes: in-app navigation gets a confirmation dialog; the
 * form is also registered as dirty (closing the tab asks, and the satisfaction survey waits).
 */
export function useUnsavedChangesWarning(hasUnsavedChanges: boolean): void {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => hasUnsavedChanges && currentLocation.pathname !== nextLocation.pathname,
  );
  useUnsavedChanges(hasUnsavedChanges);

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    // Escape or a click outside closes the dialog without choosing: that means stay.
    let isSettled = false;
    modals.openConfirmModal({
      title: i18n.t('forms.unsavedTitle'),
      children: i18n.t('forms.unsavedBody'),
      labels: { confirm: i18n.t('forms.leave'), cancel: i18n.t('forms.stay') },
      confirmProps: { color: 'red', 'data-testid': 'confirm-leave' },
      onConfirm: () => {
        isSettled = true;
        blocker.proceed();
      },
      onCancel: () => {
        isSettled = true;
        blocker.reset();
      },
      onClose: () => {
        if (!isSettled) blocker.reset();
      },
    });
  }, [blocker]);
}
