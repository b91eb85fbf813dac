import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { catalogueSchemas, type CatalogueDefinition } from '@portal/contract';
import { showServerFieldErrors, zodValidate } from '../shared/forms/zod-form.ts';
import { useUnsavedChanges } from '../shared/forms/unsaved-changes.ts';
import { useStaleVersion } from '../shared/forms/record-alerts.tsx';
import { notifySuccess } from '../shared/ui/toast.ts';
import { createRecord, deleteRecord, recordQueryOptions, updateRecord, type CatalogueItem } from './catalogue-api.ts';
import { confirmDeleteRecord } from './catalogue-dialogs.tsx';
import type { CatalogueRoute } from './use-catalogue-route.ts';

type Values = Record<string, unknown>;

const NUMERIC_KINDS = new Set(['integer', 'reference']);

/** Empty text is "", so a required field reads "required" (not "wrong type") while it is empty. */
function emptyValues(definition: CatalogueDefinition): Values {
  const values: Values = {};
  for (const [name, field] of Object.entries(definition.fields)) {
    values[name] =
      field.defaultValue ??
      (field.kind === 'references' || field.kind === 'documents'
        ? []
        : field.kind === 'boolean'
          ? false
          : NUMERIC_KINDS.has(field.kind)
            ? null
            : '');
  }
  return values;
}

/** Only the definition's fields are sent; an empty optional field is null (cleared), an empty required one is left out. */
function bodyOf(definition: CatalogueDefinition, values: Values): Values {
  const body: Values = {};
  for (const [name, field] of Object.entries(definition.fields)) {
    // A secret left empty keeps what is stored.
    if (field.kind === 'secret' && (values[name] === '' || values[name] === undefined)) continue;
    const value = values[name] === '' ? null : values[name];
    if (value === null && field.required) continue;
    body[name] = value;
  }
  return body;
}

/** The record in the form: read, reset into the form each time it loads, saved with its version, deleted after asking. */
export function useCatalogueRecord(definition: CatalogueDefinition, { id, isEdit, parentParams, backPath }: CatalogueRoute) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const parentField = definition.parent?.field;
  // The same query the route's prefetch started while the screen's code downloaded (catalogue-prefetch.ts).
  const item = useQuery(recordQueryOptions(definition, id));
  // The version the server refused as stale; reloading brings a newer one and clears the warning.
  const { stale, noteStale } = useStaleVersion(item.data?.rowVersion);
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: {
      ...emptyValues(definition),
      ...(parentField && parentParams[parentField] ? { [parentField]: parentParams[parentField] } : {}),
    },
    validate: zodValidate(catalogueSchemas(definition).create),
  });

  useEffect(() => {
    if (!item.data) return;
    // Only the definition's fields: the id, version and reference texts are not form values.
    const values = emptyValues(definition);
    for (const name of Object.keys(definition.fields))
      if (item.data[name] !== null && item.data[name] !== undefined) values[name] = item.data[name];
    form.setValues(values);
    form.resetDirty(values);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a newly loaded record resets the form
  }, [item.data]);

  const save = useMutation({
    mutationFn: (values: Values) =>
      isEdit
        ? updateRecord(definition, id!, { ...bodyOf(definition, values), [definition.idField]: id, rowVersion: item.data?.rowVersion })
        : createRecord(definition, bodyOf(definition, values)),
    onSuccess: async (saved: CatalogueItem) => {
      notifySuccess(
        isEdit ? 200 : 201,
        t(isEdit ? 'catalogue.ui.saved' : 'catalogue.ui.created', { name: String(saved[definition.displayField] ?? '') }),
      );
      form.resetDirty();
      await queryClient.invalidateQueries({ queryKey: ['catalogue', definition.name] });
      await navigate(backPath);
    },
    onError: (error) => {
      noteStale(error);
      showServerFieldErrors(form, error, Object.keys(definition.fields));
    },
  });
  useUnsavedChanges(form.isDirty() && !save.isPending && !save.isSuccess);

  const remove = useMutation({
    mutationFn: () => deleteRecord(definition, id!),
    onSuccess: async () => {
      notifySuccess(204, t('catalogue.ui.deleted'));
      form.resetDirty();
      await queryClient.invalidateQueries({ queryKey: ['catalogue', definition.name] });
      await navigate(backPath);
    },
  });
  const confirmDelete = () => confirmDeleteRecord(t, definition, String(item.data?.[definition.displayField] ?? ''), () => remove.mutate());

  return { item, form, stale, save, confirmDelete };
}
