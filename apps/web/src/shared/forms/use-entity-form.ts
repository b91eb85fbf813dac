import { useEffect, type FormEvent } from 'react';
import { useForm, type UseFormReturnType } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { notifyError } from '../ui/toast.ts';
import { confirmDelete } from './confirm-delete.tsx';
import { useUnsavedChanges } from './unsaved-changes.ts';
import { focusFirstInvalidField, showServerFieldErrors } from './zod-form.ts';

export interface EntityFormOptions<V extends Record<string, unknown>, T, S> {
  /** The record being edited, once loaded; undefined for a new one (or while it loads). */
  loaded: T | undefined;
  initialValues: V;
  validate: (values: V) => Record<string, string>;
  /** The form values of a loaded record; the form is reset to them (clean) each time a record loads. */
  toValues: (loaded: T) => V;
  /** Creates (nothing loaded) or updates the record. */
  save: (values: V, loaded: T | undefined) => Promise<S>;
  /** After a save: the form is already clean, so navigating away asks nothing. */
  onSaved: (saved: S) => unknown;
  /** Fields under which the server's field errors are shown. */
  fields: readonly string[];
  /** Deleting a loaded record, after a confirmation naming it. */
  remove?: { run: (loaded: T) => Promise<unknown>; name: (loaded: T) => string; onDeleted: () => unknown };
}

export interface EntityForm<V extends Record<string, unknown>, S> {
  form: UseFormReturnType<V>;
  /** The form's `onSubmit`: validates, moves focus to the first error, saves. */
  onSubmit: (event?: FormEvent<HTMLFormElement>) => void;
  saving: boolean;
  saved: S | undefined;
  /** Opens the delete confirmation; undefined while there is nothing to delete. */
  askDelete: (() => void) | undefined;
}

/**
 * The scaffolding of an add/edit screen: the form, loading a record into it, saving (server field errors
 * under the fields, a red toast), the unsaved-changes guard and delete with confirmation.
 */
export function useEntityForm<V extends Record<string, unknown>, T, S>(options: EntityFormOptions<V, T, S>): EntityForm<V, S> {
  const { loaded, remove: removeOptions } = options;
  const form = useForm<V>({ mode: 'controlled', initialValues: options.initialValues, validate: options.validate });
  useEffect(() => {
    if (!loaded) return;
    const values = options.toValues(loaded);
    form.setValues(values);
    form.resetDirty(values);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a newly loaded record resets the form
  }, [loaded]);

  const save = useMutation({
    mutationFn: (values: V) => options.save(values, loaded),
    onSuccess: async (saved) => {
      form.resetDirty();
      await options.onSaved(saved);
    },
    onError: (error) => {
      showServerFieldErrors(form, error, options.fields as readonly string[] as never);
      notifyError(error);
    },
  });
  const remove = useMutation({
    mutationFn: (record: T) => removeOptions!.run(record),
    onSuccess: async () => {
      form.resetDirty();
      await removeOptions!.onDeleted();
    },
    onError: notifyError,
  });
  useUnsavedChanges(form.isDirty() && !save.isPending && !remove.isPending && !remove.isSuccess);

  return {
    form,
    onSubmit: form.onSubmit((values) => save.mutate(values), focusFirstInvalidField),
    saving: save.isPending,
    saved: save.data,
    askDelete: loaded && removeOptions ? () => confirmDelete(removeOptions.name(loaded), () => remove.mutate(loaded)) : undefined,
  };
}
