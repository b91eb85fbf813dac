import { useEffect, useId } from 'react';

/** Forms with unsaved changes on screen, so that nothing (the survey modal) pops over them. */
const dirtyForms = new Set<string>();

export function hasUnsavedChanges(): boolean {
  return dirtyForms.size > 0;
}

/** Marks the calling form dirty while `isDirty` holds; also asks before the tab is closed. */
export function useUnsavedChanges(isDirty: boolean): void {
  const id = useId();
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
}
