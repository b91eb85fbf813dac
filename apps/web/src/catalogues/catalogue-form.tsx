import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { Button, Card, Grid, Group, Stack } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconPrinter, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { CATALOGUES, writeResourceOf, type CatalogueDefinition, type FieldDefinition } from '@portal/contract';
import { useAbility } from '../shared/ability/ability.ts';
import { fieldProps, focusFirstInvalidField } from '../shared/forms/zod-form.ts';
import { RecordNotFound, StaleWarning } from '../shared/forms/record-alerts.tsx';
import { RecordPending } from '../shared/ui/load-failed.tsx';
import type { CatalogueItem } from './catalogue-api.ts';
import { fillPath } from './catalogue-format.ts';
import { CatalogueList } from './catalogue-list.tsx';
import { FieldInput } from './field-input.tsx';
import { useCatalogueRecord } from './use-catalogue-record.ts';
import { useCatalogueRoute } from './use-catalogue-route.ts';

/**
 * The add and edit screen of any catalogue (one form for both): fields by kind in a two-column
 * grid, validation with the contract's schema as the user leaves a field and on save, the server's
 * field errors under the fields, a version check, unsaved-changes warning, delete with confirmation
 * and the lists of the records that belong to this one (a customer's recipients).
 */
export function CatalogueForm({ definition }: { definition: CatalogueDefinition }) {
  const navigate = useNavigate();
  const ability = useAbility();
  const route = useCatalogueRoute(definition);
  const { id, isEdit, backPath } = route;
  const writeResource = writeResourceOf(definition);
  const canSave = ability.can(isEdit ? 'write' : 'create', writeResource);
  const canDelete = isEdit && ability.can('delete', writeResource);
  const { item, form, stale, save, confirmDelete } = useCatalogueRecord(definition, route);
  const children = useMemo(() => CATALOGUES.filter((c) => c.parent?.catalogue === definition.name), [definition.name]);
  const back = () => void navigate(backPath);

  if (isEdit && id === null) return <RecordNotFound onBack={back} />;
  if (item.isError || (isEdit && item.isPending)) return <RecordPending query={item} onBack={back} />;

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
        {stale && <StaleWarning onReload={() => void item.refetch()} />}
        <CatalogueFields
          definition={definition}
          fields={Object.entries(definition.fields).filter(([name]) => name !== route.fixedParent)}
          id={id}
          item={item.data}
          disabled={!canSave}
          form={form}
        />
        <CatalogueFormActions
          onDelete={canDelete ? confirmDelete : undefined}
          printPath={
            isEdit && id !== null && definition.routes.print ? fillPath(definition.routes.print, { [definition.idField]: id }) : null
          }
          onCancel={back}
          canSave={canSave}
          saving={save.isPending}
        />
      </Card>
      {id !== null &&
        children.map((child) => <CatalogueList key={child.name} definition={child} parent={{ field: child.parent!.field, id }} />)}
    </Stack>
  );
}

/** The record's fields in a two-column grid; long texts, documents and fields marked wide take the whole row. */
function CatalogueFields({
  definition,
  fields,
  id,
  item,
  disabled,
  form,
}: {
  definition: CatalogueDefinition;
  fields: [string, FieldDefinition][];
  id: number | null;
  item: CatalogueItem | undefined;
  disabled: boolean;
  form: UseFormReturnType<Record<string, unknown>>;
}) {
  const { t } = useTranslation();
  return (
    <Grid>
      {fields.map(([name, field]) => (
        <Grid.Col key={name} span={{ base: 12, md: field.wide || field.kind === 'longText' || field.kind === 'documents' ? 12 : 6 }}>
          <FieldInput
            definition={definition}
            name={name}
            field={field}
            recordId={id}
            item={item}
            label={t(`catalogues.${definition.name}.fields.${name}`)}
            required={Boolean(field.required) && field.kind !== 'boolean'}
            disabled={disabled}
            {...fieldProps(form, name, t)}
            onChange={(value: unknown) => form.setFieldValue(name, value)}
            data-testid={`field-${name}`}
          />
        </Grid.Col>
      ))}
    </Grid>
  );
}

/** The form's footer: Delete on the left (when allowed); Print (a saved record with a print screen), Cancel and Save on the right. */
function CatalogueFormActions({
  onDelete,
  printPath,
  onCancel,
  canSave,
  saving,
}: {
  onDelete: (() => void) | undefined;
  printPath: string | null;
  onCancel: () => void;
  canSave: boolean;
  saving: boolean;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Group justify="space-between" mt="xl">
      <div>
        {onDelete && (
          <Button variant="subtle" color="red" leftSection={<IconTrash size={16} />} onClick={onDelete} data-testid="form-delete">
            {t('catalogue.ui.delete')}
          </Button>
        )}
      </div>
      <Group>
        {printPath && (
          <Button
            variant="default"
            leftSection={<IconPrinter size={16} />}
            onClick={() => void navigate(printPath)}
            data-testid="form-print"
          >
            {t('catalogue.ui.print')}
          </Button>
        )}
        <Button variant="default" onClick={onCancel} data-testid="form-cancel">
          {t('catalogue.ui.cancel')}
        </Button>
        {canSave && (
          <Button type="submit" loading={saving} data-testid="form-save">
            {t('common.actions.save')}
          </Button>
        )}
      </Group>
    </Group>
  );
}
