import { useEffect, useId, useRef } from 'react';
import { useBlocker } from 'react-router';
import { modals } from '@mantine/modals';
import { i18n } from '../i18n/i18n.ts';

/** Forms with unsaved changes on screen, so that nothing (the survey modal) pops over them. */
const dirtyForms = new Set<string>();

export function hasUnsavedChanges(): boolean {
  return dirtyForms.size > 0;
}

/**
 * The one unsaved-changes guard of every form (ui.md: leaving with unsaved changes asks first): while
 * `isDirty` holds, in-app navigation to another path gets a confirmation dialog, closing the tab asks
 * the browser's question, and the form is registered as dirty (the satisfaction survey waits).
 *
 * A form that saves, resets itself and navigates in the same tick was still dirty for the blocker of
 * its last render; when the render after the block finds it clean, the navigation goes on unasked.
 */
export function useUnsavedChanges(isDirty: boolean): void {
  const id = useId();
  const blocker = useBlocker(({ currentLocation, nextLocation }) => isDirty && currentLocation.pathname !== nextLocation.pathname);

  useEffect(() => {
    if (!isDirty) return;
    dirtyForms.add(id);
    const beforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', beforeUnload);
    return () => {
      dirtyForms.delete(id);
      window.removeEventListener('beforeunload', beforeUnload);
    };
  }, [id, isDirty]);

  // One dialog per blocked navigation: the blocker can come back as a new object while still blocked (the router's
  // state changed for another reason, e.g. a list refetched behind the form), which ran this effect again and stacked
  // a second dialog under the first; "Stay" then closed one and the other's overlay held the form (seen in CI).
  const asking = useRef(false);

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (!isDirty) {
      blocker.proceed();
      return;
    }
    if (asking.current) return;
    asking.current = true;
    // Escape or a click outside closes the dialog without choosing: that means stay.
    let isSettled = false;
    modals.openConfirmModal({
      title: i18n.t('forms.unsavedTitle'),
      children: i18n.t('forms.unsavedBody'),
      labels: { confirm: i18n.t('forms.leave'), cancel: i18n.t('forms.stay') },
      confirmProps: { color: 'red', 'data-testid': 'confirm-leave' },
      onConfirm: () => {
        isSettled = true;
        asking.current = false;
        blocker.proceed();
      },
      onCancel: () => {
        isSettled = true;
        asking.current = false;
        blocker.reset();
      },
      onClose: () => {
        asking.current = false;
        if (!isSettled) blocker.reset();
      },
    });
    // isDirty is read when the block happens; a later change must not open the dialog again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [blocker]);
}
