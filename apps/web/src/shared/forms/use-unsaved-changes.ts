import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { modals } from '@mantine/modals';
import { i18n } from '../i18n/i18n.ts';

/**
 * Asks before leaving a form with unsaved changes: in-app navigation gets a confirmation dialog,
 * closing or reloading the tab gets the browser's own prompt (ui.md, Forms).
 */
export function useUnsavedChangesWarning(hasUnsavedChanges: boolean): void {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => hasUnsavedChanges && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    modals.openConfirmModal({
      title: i18n.t('forms.unsavedTitle'),
      children: i18n.t('forms.unsavedBody'),
      labels: { confirm: i18n.t('forms.leave'), cancel: i18n.t('forms.stay') },
      confirmProps: { color: 'red', 'data-testid': 'confirm-leave' },
      onConfirm: () => blocker.proceed(),
      onCancel: () => blocker.reset(),
      onClose: () => {
        if (blocker.state === 'blocked') blocker.reset();
      },
    });
  }, [blocker]);

  useEffect(() => markFormDirty(hasUnsavedChanges), [hasUnsavedChanges]);

  useEffect(() => {
    if (!hasUnsavedChanges) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [hasUnsavedChanges]);
}

/** Whether some form on the page has unsaved changes (the satisfaction survey waits for it). */
let dirtyForms = 0;
export function markFormDirty(isDirty: boolean): () => void {
  if (!isDirty) return () => undefined;
  dirtyForms += 1;
  return () => {
    dirtyForms -= 1;
  };
}
export function hasDirtyForm(): boolean {
  return dirtyForms > 0;
}
