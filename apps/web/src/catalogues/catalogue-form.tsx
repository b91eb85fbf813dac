import { useEffect, useMemo, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Grid, Group, Loader, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { modals } from '@mantine/modals';
import { IconPrinter, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { CATALOGUES, catalogueSchemas, writeResourceOf, type CatalogueDefinition } from '@portal/contract';
import { useAbility } from '../shared/ability/ability.ts';
import { isApiError } from '../shared/api/api-error.ts';
import { fieldProps, focusFirstInvalidField, showServerFieldErrors, zodValidate } from '../shared/forms/zod-form.ts';
import { useUnsavedChanges } from '../shared/forms/unsaved-changes.ts';
import { notifySuccess } from '../shared/ui/toast.ts';
import { createRecord, deleteRecord, recordQueryOptions, updateRecord, type CatalogueItem } from './catalogue-api.ts';
import { fillPath, NEW_RECORD_ID, parentParamNames } from './catalogue-format.ts';
import { CatalogueList } from './catalogue-list.tsx';
import { FieldInput } from './field-input.tsx';
import { listPath } from '../shared/list/list-return.ts';

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

/**
 * The add and edit screen of any catalogue (one form for both): fields by kind in a two-column
 * grid, validation with the contract's schema as the user leaves a field and on save, the server's
 * field errors under the fields, a version check, unsaved-changes warning, delete with confirmation
 * and the lists of the records that belong to this one (a customer's recipients).
 */
export function CatalogueForm({ definition }: { definition: CatalogueDefinition }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const ability = useAbility();
  const routeParams = useParams();
  const [query] = useSearchParams();
  const rawId = routeParams[definition.idField] ?? query.get(definition.idField);
  const id = rawId && /^\d+$/.test(rawId) ? Number(rawId) : null;
  // Without an add route the edit path opens a new record at the id `new` (spec: "add and edit share one form").
  const isEdit = rawId !== null && rawId !== undefined && !(rawId === NEW_RECORD_ID && !definition.routes.add);
  const parentParams = Object.fromEntries(parentParamNames(definition).map((name) => [name, Number(routeParams[name])]));
  const parent = definition.parent;
  const parentField = parent?.field;
  // A standalone child opened from its parent's screen carries the parent's id in the query.
  const parentFromQuery = parent?.standalone && /^\d+$/.test(query.get(parent.field) ?? '') ? Number(query.get(parent.field)) : null;
  if (parentFromQuery !== null) parentParams[parent!.field] = parentFromQuery;
  const parentDefinition = parent ? CATALOGUES.find((c) => c.name === parent.catalogue) : undefined;
  const backPath =
    parent && (!parent.standalone || parentFromQuery !== null)
      ? fillPath(parentDefinition!.routes.edit, { ...parentParams, [parentDefinition!.idField]: parentParams[parent.field]! })
      : listPath(definition.routes.list);
  const writeResource = writeResourceOf(definition);
  const canSave = ability.can(isEdit ? 'write' : 'create', writeResource);
  const canDelete = isEdit && ability.can('delete', writeResource);
  // The version the server refused as stale; reloading brings a newer one and clears the warning.
  const [staleVersion, setStaleVersion] = useState<unknown>(null);

  const item = useQuery(recordQueryOptions(definition, id));
  const schemas = catalogueSchemas(definition);
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: {
      ...emptyValues(definition),
      ...(parentField && parentParams[parentField] ? { [parentField]: parentParams[parentField] } : {}),
    },
    validate: zodValidate(schemas.create),
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

  const stale = staleVersion !== null && staleVersion === item.data?.rowVersion;
  const dirty = form.isDirty();
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
      if (isApiError(error) && error.code === 'staleVersion') setStaleVersion(item.data?.rowVersion);
      showServerFieldErrors(form, error, Object.keys(definition.fields));
    },
  });
  useUnsavedChanges(dirty && !save.isPending && !save.isSuccess);

  const remove = useMutation({
    mutationFn: () => deleteRecord(definition, id!),
    onSuccess: async () => {
      notifySuccess(204, t('catalogue.ui.deleted'));
      form.resetDirty();
      await queryClient.invalidateQueries({ queryKey: ['catalogue', definition.name] });
      await navigate(backPath);
    },
  });
  const confirmDelete = () =>
    modals.openConfirmModal({
      title: t('catalogue.ui.deleteTitle', { name: t(`catalogues.${definition.name}.singular`) }),
      children: <Text size="sm">{t('catalogue.ui.deleteConfirm', { name: String(item.data?.[definition.displayField] ?? '') })}</Text>,
      labels: { confirm: t('catalogue.ui.delete'), cancel: t('catalogue.ui.cancel') },
      confirmProps: { color: 'red', 'data-testid': 'confirm-delete' },
      onConfirm: () => remove.mutate(),
    });

  const children = useMemo(() => CATALOGUES.filter((c) => c.parent?.catalogue === definition.name), [definition.name]);

  const notFound = (
    <Alert color="orange" title={t('catalogue.ui.notFound')} data-testid="record-not-found">
      <Button size="xs" variant="light" onClick={() => void navigate(backPath)}>
        {t('catalogue.ui.back')}
      </Button>
    </Alert>
  );
  if (isEdit && id === null) return notFound;
  if (item.isError) {
    if (isApiError(item.error) && item.error.status === 404) return notFound;
    return (
      <Alert color="red" title={t('catalogue.ui.loadFailed')}>
        <Button size="xs" variant="light" color="red" onClick={() => void item.refetch()}>
          {t('common.retry')}
        </Button>
      </Alert>
    );
  }
  if (isEdit && item.isPending) return <Loader aria-label={t('catalogue.ui.loading')} />;

  // A child's parent field is fixed by the screen it came from; a standalone child chooses it when opened alone.
  const fixedParent = parent && (!parent.standalone || parentFromQuery !== null) ? parentField : undefined;
  const fields = Object.entries(definition.fields).filter(([name]) => name !== fixedParent);
  return (
    <Stack gap="lg">
      <Card
        withBorder
        padding="lg"
        radius="md"
        component="form"
        noValidate
        onSubmit={form.onSubmit((values) => save.mutate(values), focusFirstInvalidField)}
        data-testid="catalogue-form"
      >
        {stale && (
          <Alert color="orange" mb="md" title={t('catalogue.ui.staleTitle')} data-testid="stale-warning">
            <Text size="sm" mb="xs">
              {t('catalogue.ui.staleBody')}
            </Text>
            <Button size="xs" variant="light" color="orange" onClick={() => void item.refetch()}>
              {t('catalogue.ui.reload')}
            </Button>
          </Alert>
        )}
        <Grid>
          {fields.map(([name, field]) => (
            <Grid.Col key={name} span={{ base: 12, md: field.wide || field.kind === 'longText' || field.kind === 'documents' ? 12 : 6 }}>
              <FieldInput
                definition={definition}
                name={name}
                field={field}
                recordId={id}
                item={item.data}
                label={t(`catalogues.${definition.name}.fields.${name}`)}
                required={Boolean(field.required) && field.kind !== 'boolean'}
                disabled={!canSave}
                {...fieldProps(form, name, t)}
                onChange={(value: unknown) => form.setFieldValue(name, value)}
                data-testid={`field-${name}`}
              />
            </Grid.Col>
          ))}
        </Grid>
        <Group justify="space-between" mt="xl">
          <div>
            {canDelete && (
              <Button variant="subtle" color="red" leftSection={<IconTrash size={16} />} onClick={confirmDelete} data-testid="form-delete">
                {t('catalogue.ui.delete')}
              </Button>
            )}
          </div>
          <Group>
            {isEdit && id !== null && definition.routes.print && (
              <Button
                variant="default"
                leftSection={<IconPrinter size={16} />}
                onClick={() => void navigate(fillPath(definition.routes.print!, { [definition.idField]: id }))}
                data-testid="form-print"
              >
                {t('catalogue.ui.print')}
              </Button>
            )}
            <Button variant="default" onClick={() => void navigate(backPath)} data-testid="form-cancel">
              {t('catalogue.ui.cancel')}
            </Button>
            {canSave && (
              <Button type="submit" loading={save.isPending} data-testid="form-save">
                {t('common.actions.save')}
              </Button>
            )}
          </Group>
        </Group>
      </Card>
      {id !== null &&
        children.map((child) => <CatalogueList key={child.name} definition={child} parent={{ field: child.parent!.field, id }} />)}
    </Stack>
  );
}
