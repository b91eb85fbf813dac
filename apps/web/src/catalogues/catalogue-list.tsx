import { Link } from 'react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ActionIcon, Badge, Button, Tooltip, VisuallyHidden } from '@mantine/core';
import { IconAlertTriangle, IconEye, IconHistory, IconPencil, IconPlus, IconSitemap, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { sortableFields, writeResourceOf, type CatalogueDefinition } from '@portal/contract';
import { useAbility } from '../shared/ability/ability.ts';
import { notifySuccess } from '../shared/ui/toast.ts';
import { DataTable, TextCell, type Column } from '../shared/list/data-table.tsx';
import { RowLink } from '../shared/list/row-link.tsx';
import { useListState } from '../shared/list/use-list-state.ts';
import { useListQuery } from '../shared/list/use-list-query.ts';
import { deleteRecord, type CatalogueItem } from './catalogue-api.ts';
import { addPathOf, daysUntil, fillPath, filterFields, formatCell, titleInSentence } from './catalogue-format.ts';
import { FilterInput } from './field-input.tsx';
import { confirmDeleteRecord } from './catalogue-dialogs.tsx';

export interface CatalogueListProps {
  definition: CatalogueDefinition;
  /** Shown inside a parent's screen: only the parent's records, and links that carry its id. */
  parent?: { field: string; id: number };
}

/** The list's columns: the definition's list columns but the parent's, sortable where the contract allows. */
function catalogueColumns(definition: CatalogueDefinition, parentField: string | undefined, t: TFunction, language: string) {
  const sortable = new Set(sortableFields(definition));
  const columnNames = [...definition.listColumns].filter((name) => name !== parentField);
  return columnNames.map((name): Column<CatalogueItem> => ({
    key: name,
    header: t(`catalogues.${definition.name}.fields.${name}`),
    sortable: sortable.has(name),
    render: (item) => (
      <CatalogueCell
        definition={definition}
        name={name}
        item={item}
        text={formatCell(definition, name, definition.fields[name]!, item, t, language)}
      />
    ),
  }));
}

/**
 * The list screen of any catalogue (ui.md, Lists): search, filters, sortable columns, paging in the
 * database, row actions by ability, delete with confirmation, export of the current filter.
 */
export function CatalogueList({ definition, parent }: CatalogueListProps) {
  const { t, i18n } = useTranslation();
  const ability = useAbility();
  const queryClient = useQueryClient();
  const filterable = filterFields(definition, parent?.field);
  // A list inside a parent's screen keeps its state to itself, not in the address.
  const list = useListState({
    filters: filterable.map(([name]) => name),
    local: Boolean(parent),
    ...(parent ? { fixed: { [parent.field]: parent.id } } : {}),
  });
  const query = useListQuery<CatalogueItem>(['catalogue', definition.name], definition.apiPath, list);

  const remove = useMutation({
    mutationFn: (id: number) => deleteRecord(definition, id),
    onSuccess: async () => {
      notifySuccess(204, t('catalogue.ui.deleted'));
      await queryClient.invalidateQueries({ queryKey: ['catalogue', definition.name] });
    },
  });

  const title = t(`catalogues.${definition.name}.title`);
  const writeResource = writeResourceOf(definition);
  const canCreate = ability.can('create', writeResource);
  const canWrite = ability.can('write', writeResource);
  const canDelete = ability.can('delete', writeResource);
  // Edit screens that need only read (spec point 2) open for readers too, as a view.
  const canView = !canWrite && (definition.routes.editAction ?? 'write') === 'read';
  const parentParams = parent ? { [parent.field]: parent.id } : {};
  const addPath = addPathOf(definition, parentParams);

  const confirmDelete = (item: CatalogueItem) =>
    confirmDeleteRecord(t, definition, String(item[definition.displayField] ?? item[definition.idField]), () =>
      remove.mutate(item[definition.idField] as number),
    );

  const newButton = canCreate && (
    <Button component={Link} to={addPath} leftSection={<IconPlus size={16} />} data-testid="catalogue-new">
      {t('catalogue.ui.new')}
    </Button>
  );
  return (
    <DataTable
      title={title}
      list={list}
      query={query}
      columns={catalogueColumns(definition, parent?.field, t, i18n.language)}
      rowKey={(item) => item[definition.idField] as number}
      testId="catalogue"
      cardTestId={`catalogue-list-${definition.name}`}
      searchPlaceholder={t('list.search')}
      exportTo={{ path: `${definition.apiPath}/Exportar`, query: list.exportQuery, fileName: definition.name }}
      emptyText={t('catalogue.ui.empty', { name: title })}
      loadFailedTitle={t('catalogue.ui.fetchFailed', { name: titleInSentence(title) })}
      emptyAction={
        canCreate && (
          <Button component={Link} to={addPath} variant="light" leftSection={<IconPlus size={16} />}>
            {t('catalogue.ui.new')}
          </Button>
        )
      }
      totalText={(count) => t('catalogue.ui.total', { count })}
      actions={
        <>
          {definition.routes.tree && !parent && (
            <Button
              component={Link}
              to={definition.routes.tree}
              variant="default"
              leftSection={<IconSitemap size={16} />}
              data-testid="catalogue-tree-link"
            >
              {t(`catalogues.${definition.name}.tree`)}
            </Button>
          )}
          {newButton}
        </>
      }
      filters={filterable.map(([name, field]) => (
        <FilterInput
          key={name}
          definition={definition}
          name={name}
          field={field}
          value={list.filters[name] ?? null}
          onChange={(value) => list.setFilter(name, value)}
        />
      ))}
      rowActions={(item) => (
        <CatalogueRowActions
          definition={definition}
          item={item}
          editPath={
            canWrite || canView
              ? fillPath(definition.routes.edit, { ...parentParams, [definition.idField]: item[definition.idField] as number })
              : null
          }
          canWrite={canWrite}
          onDelete={canDelete ? () => confirmDelete(item) : undefined}
        />
      )}
    />
  );
}

/** A row's actions: its history (when the catalogue keeps one), edit (or view, for readers) and delete, by ability. */
function CatalogueRowActions({
  definition,
  item,
  editPath,
  canWrite,
  onDelete,
}: {
  definition: CatalogueDefinition;
  item: CatalogueItem;
  /** Null when the user may neither edit nor view. */
  editPath: string | null;
  canWrite: boolean;
  onDelete: (() => void) | undefined;
}) {
  const { t } = useTranslation();
  const id = item[definition.idField] as number;
  const name = String(item[definition.displayField] ?? id);
  const open = t(canWrite ? 'catalogue.ui.edit' : 'catalogue.ui.view');
  return (
    <>
      {definition.routes.log && (
        <RowLink
          to={fillPath(definition.routes.log, { [definition.idField]: id })}
          tip={t('catalogue.ui.history')}
          name={name}
          icon={<IconHistory size={16} />}
        />
      )}
      {editPath && (
        <RowLink
          to={editPath}
          tip={open}
          name={name}
          icon={canWrite ? <IconPencil size={16} /> : <IconEye size={16} />}
          testId={canWrite ? 'row-edit' : 'row-view'}
        />
      )}
      {onDelete && (
        <Tooltip label={t('catalogue.ui.delete')}>
          <ActionIcon
            variant="subtle"
            color="red"
            onClick={onDelete}
            aria-label={`${t('catalogue.ui.delete')}: ${name}`}
            data-testid="row-delete"
          >
            <IconTrash size={16} />
          </ActionIcon>
        </Tooltip>
      )}
    </>
  );
}

/** A catalogue cell: expiry warnings as badges (orange soon, red past), yes/no and values as badges, text clamped. */
function CatalogueCell({
  definition,
  name,
  item,
  text,
}: {
  definition: CatalogueDefinition;
  name: string;
  item: CatalogueItem;
  text: string;
}) {
  const { t } = useTranslation();
  const field = definition.fields[name]!;
  const days = field.expiryWarningDays !== undefined && typeof item[name] === 'string' ? daysUntil(item[name]) : null;
  if (days !== null && days <= field.expiryWarningDays!) {
    const label = days < 0 ? t('catalogue.ui.expired') : t('catalogue.ui.expiresIn', { count: days });
    return (
      <Tooltip label={label}>
        <Badge
          variant="light"
          color={days < 0 ? 'red' : 'orange'}
          leftSection={<IconAlertTriangle size={12} />}
          data-testid={days < 0 ? 'expired' : 'expiring'}
        >
          {text}
          <VisuallyHidden> {label}</VisuallyHidden>
        </Badge>
      </Tooltip>
    );
  }
  if (field.kind === 'boolean' || field.kind === 'enum') {
    return text ? (
      <Badge variant="light" color={item[name] === true || item[name] === 'sincronizado' ? 'green' : 'gray'}>
        {text}
      </Badge>
    ) : null;
  }
  return <TextCell>{text}</TextCell>;
}
