import { useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ActionIcon,
  Badge,
  Button,
  Card,
  Group,
  Menu,
  Progress,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  Tooltip,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { modals } from '@mantine/modals';
import {
  IconAlertTriangle,
  IconArrowsSort,
  IconDotsVertical,
  IconEye,
  IconFileSpreadsheet,
  IconFileTypeCsv,
  IconHistory,
  IconPencil,
  IconPlus,
  IconSearch,
  IconSitemap,
  IconSortAscending,
  IconSortDescending,
  IconTrash,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES, sortableFields, writeResourceOf, type CatalogueDefinition } from '@portal/contract';
import { useAbility } from '../shared/ability/ability.ts';
import { downloadFile } from '../shared/api/download.ts';
import { notifyError, notifySuccess } from '../shared/ui/toast.ts';
import { deleteRecord, listQueryString, listRecords, type CatalogueItem } from './catalogue-api.ts';
import { addPathOf, daysUntil, fillPath, formatCell } from './catalogue-format.ts';
import { FilterInput } from './field-input.tsx';
import { LoadFailed } from '../shared/ui/load-failed.tsx';
import { ListFooter } from '../shared/ui/list-footer.tsx';

export interface CatalogueListProps {
  definition: CatalogueDefinition;
  /** Shown inside a parent's screen: only the parent's records, and links that carry its id. */
  parent?: { field: string; id: number };
}

function readNumber(value: string | null, fallback: number): number {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : fallback;
}

/** Filters the list offers as selects: enumerations, yes/no and references marked filterable. */
function filterFields(definition: CatalogueDefinition, parentField?: string) {
  return Object.entries(definition.fields).filter(
    ([name, field]) =>
      name !== parentField &&
      field.filterable &&
      (field.kind === 'enum' || field.kind === 'boolean' || field.kind === 'language' || field.kind === 'reference'),
  );
}

/**
 * The list screen of any catalogue (ui.md, Lists): search, filters, sortable columns, paging in the
 * database, row actions by ability, delete with confirmation, export of the current filter.
 */
export function CatalogueList({ definition, parent }: CatalogueListProps) {
  const { t, i18n } = useTranslation();
  const ability = useAbility();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  // A list inside a parent's screen keeps its state to itself, not in the address.
  const [localParams, setLocalParams] = useState(() => new URLSearchParams());
  const state = parent ? localParams : params;
  const setState = (update: (next: URLSearchParams) => void) => {
    const next = new URLSearchParams(state);
    update(next);
    if (parent) setLocalParams(next);
    else setParams(next, { replace: true });
  };

  const page = readNumber(state.get('page'), 1);
  const pageSize = (PAGE_SIZES as readonly number[]).includes(Number(state.get('pageSize')))
    ? Number(state.get('pageSize'))
    : DEFAULT_PAGE_SIZE;
  const sort = state.get('sort') ?? undefined;
  const [searchText, setSearchText] = useState(state.get('search') ?? '');
  const search = state.get('search') ?? '';
  const filters = useMemo(() => {
    const values: Record<string, string | number | undefined> = {};
    for (const [name] of filterFields(definition, parent?.field)) values[name] = state.get(name) ?? undefined;
    if (parent) values[parent.field] = parent.id;
    return values;
  }, [definition, parent, state]);

  // The list follows the search box a moment after typing stops, back on page 1.
  const applySearch = useDebouncedCallback((text: string) => {
    setState((next) => {
      if (text.trim()) next.set('search', text.trim());
      else next.delete('search');
      next.delete('page');
    });
  }, 300);

  const listState = { page, pageSize, sort, search, filters };
  const queryKey = ['catalogue', definition.name, 'list', listState] as const;
  const query = useQuery({
    queryKey,
    queryFn: ({ signal }) => listRecords(definition, listState, signal),
    placeholderData: keepPreviousData,
    // The failure shows in the card with a retry, not as a toast.
    meta: { silent: true },
  });

  const [exporting, setExporting] = useState<{ format: string; bytes: number } | null>(null);
  const exportAs = async (format: 'xlsx' | 'csv') => {
    setExporting({ format, bytes: 0 });
    try {
      const qs = listQueryString({ sort, search, filters });
      await downloadFile(`${definition.apiPath}/Exportar?${qs}${qs ? '&' : ''}formato=${format}`, `${definition.name}.${format}`, (bytes) =>
        setExporting({ format, bytes }),
      );
    } catch (error) {
      notifyError(error);
    } finally {
      setExporting(null);
    }
  };

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
  const editPath = (id: number) => fillPath(definition.routes.edit, { ...parentParams, [definition.idField]: id });
  const sortable = new Set(sortableFields(definition));
  const columns = [...definition.listColumns].filter((name) => name !== parent?.field);

  const confirmDelete = (item: CatalogueItem) => {
    const name = String(item[definition.displayField] ?? item[definition.idField]);
    modals.openConfirmModal({
      title: t('catalogue.ui.deleteTitle', { name: t(`catalogues.${definition.name}.singular`) }),
      children: <Text size="sm">{t('catalogue.ui.deleteConfirm', { name })}</Text>,
      labels: { confirm: t('catalogue.ui.delete'), cancel: t('catalogue.ui.cancel') },
      confirmProps: { color: 'red', 'data-testid': 'confirm-delete' },
      onConfirm: () => remove.mutate(item[definition.idField] as number),
    });
  };

  const toggleSort = (field: string) => {
    const [current, direction] = (sort ?? '').split(':');
    const next =
      current === field && direction === 'asc' ? `${field}:desc` : current === field && direction === 'desc' ? null : `${field}:asc`;
    setState((p) => {
      if (next) p.set('sort', next);
      else p.delete('sort');
      p.delete('page');
    });
  };
  const sortState = (field: string): 'ascending' | 'descending' | 'none' => {
    if (sort === `${field}:asc`) return 'ascending';
    if (sort === `${field}:desc`) return 'descending';
    return 'none';
  };

  const items = query.data?.items ?? [];
  const total = query.data?.total ?? 0;
  const hasFilter = Boolean(search) || Object.entries(filters).some(([name, value]) => name !== parent?.field && value !== undefined);

  return (
    <Card withBorder padding="lg" radius="md" data-testid={`catalogue-list-${definition.name}`}>
      <Group justify="space-between" mb="md" wrap="wrap">
        <Title order={2} size="h4">
          {title}
        </Title>
        <Group gap="xs">
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
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <ActionIcon variant="default" size="lg" aria-label={t('catalogue.ui.export')} data-testid="export-menu">
                <IconDotsVertical size={18} />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Label>{t('catalogue.ui.export')}</Menu.Label>
              <Menu.Item leftSection={<IconFileSpreadsheet size={16} />} onClick={() => void exportAs('xlsx')} data-testid="export-xlsx">
                {t('catalogue.ui.exportExcel')}
              </Menu.Item>
              <Menu.Item leftSection={<IconFileTypeCsv size={16} />} onClick={() => void exportAs('csv')} data-testid="export-csv">
                {t('catalogue.ui.exportCsv')}
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
          {canCreate && (
            <Button component={Link} to={addPath} leftSection={<IconPlus size={16} />} data-testid="catalogue-new">
              {t('catalogue.ui.new')}
            </Button>
          )}
        </Group>
      </Group>

      {exporting && (
        <Stack gap={4} mb="sm" role="status" aria-live="polite">
          <Text size="sm">{t('catalogue.ui.exporting', { size: `${Math.round(exporting.bytes / 1024)} kB` })}</Text>
          <Progress value={100} animated striped aria-label={t('catalogue.ui.export')} />
        </Stack>
      )}

      <Group mb="md" align="flex-end" wrap="wrap">
        <TextInput
          leftSection={<IconSearch size={16} />}
          placeholder={t('catalogue.ui.search')}
          aria-label={t('catalogue.ui.search')}
          value={searchText}
          onChange={(event) => {
            setSearchText(event.currentTarget.value);
            applySearch(event.currentTarget.value);
          }}
          w={{ base: '100%', sm: 280 }}
          data-testid="catalogue-search"
        />
        {filterFields(definition, parent?.field).map(([name, field]) => (
          <FilterInput
            key={name}
            definition={definition}
            name={name}
            field={field}
            value={state.get(name)}
            onChange={(value) =>
              setState((p) => {
                if (value === null || value === '') p.delete(name);
                else p.set(name, value);
                p.delete('page');
              })
            }
          />
        ))}
      </Group>

      {query.isError ? (
        <LoadFailed error={query.error} onRetry={() => void query.refetch()} data-testid="catalogue-error" />
      ) : !query.isPending && total === 0 ? (
        <Stack align="center" py="xl" gap="sm" data-testid="catalogue-empty">
          <Text c="dimmed">{hasFilter ? t('catalogue.ui.noMatches') : t('catalogue.ui.empty', { name: title })}</Text>
          {!hasFilter && canCreate && (
            <Button component={Link} to={addPath} variant="light" leftSection={<IconPlus size={16} />}>
              {t('catalogue.ui.new')}
            </Button>
          )}
        </Stack>
      ) : (
        <Table.ScrollContainer minWidth={600} {...(pageSize > 25 ? { maxHeight: 640 } : {})}>
          <Table stickyHeader striped highlightOnHover verticalSpacing="xs" data-testid="catalogue-table" aria-busy={query.isFetching}>
            <Table.Thead>
              <Table.Tr>
                {columns.map((name) => {
                  const label = t(`catalogues.${definition.name}.fields.${name}`);
                  const state = sortState(name);
                  return (
                    <Table.Th key={name} aria-sort={sortable.has(name) ? state : undefined}>
                      {sortable.has(name) ? (
                        <UnstyledButton onClick={() => toggleSort(name)} data-testid={`sort-${name}`}>
                          <Group gap={4} wrap="nowrap">
                            <Text fw={600} size="sm">
                              {label}
                            </Text>
                            {state === 'ascending' ? (
                              <IconSortAscending size={14} />
                            ) : state === 'descending' ? (
                              <IconSortDescending size={14} />
                            ) : (
                              <IconArrowsSort size={14} opacity={0.4} />
                            )}
                          </Group>
                        </UnstyledButton>
                      ) : (
                        label
                      )}
                    </Table.Th>
                  );
                })}
                <Table.Th w={120}>
                  <VisuallyHidden>{t('catalogue.ui.actions')}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {query.isPending
                ? Array.from({ length: 5 }, (_, row) => (
                    <Table.Tr key={row}>
                      {[...columns, 'actions'].map((name) => (
                        <Table.Td key={name}>
                          <Skeleton height={14} />
                        </Table.Td>
                      ))}
                    </Table.Tr>
                  ))
                : items.map((item) => {
                    const id = item[definition.idField] as number;
                    const name = String(item[definition.displayField] ?? id);
                    return (
                      <Table.Tr key={id} data-testid="catalogue-row">
                        {columns.map((column) => {
                          const field = definition.fields[column]!;
                          const text = formatCell(definition, column, field, item, t, i18n.language);
                          const days =
                            field.expiryWarningDays !== undefined && typeof item[column] === 'string' ? daysUntil(item[column]) : null;
                          return (
                            <Table.Td key={column}>
                              {days !== null && days <= field.expiryWarningDays! ? (
                                <Tooltip label={days < 0 ? t('catalogue.ui.expired') : t('catalogue.ui.expiresIn', { count: days })}>
                                  <Badge
                                    variant="light"
                                    color={days < 0 ? 'red' : 'orange'}
                                    leftSection={<IconAlertTriangle size={12} />}
                                    data-testid={days < 0 ? 'expired' : 'expiring'}
                                  >
                                    {text}
                                    <VisuallyHidden>
                                      {' '}
                                      {days < 0 ? t('catalogue.ui.expired') : t('catalogue.ui.expiresIn', { count: days })}
                                    </VisuallyHidden>
                                  </Badge>
                                </Tooltip>
                              ) : field.kind === 'boolean' || field.kind === 'enum' ? (
                                text && (
                                  <Badge
                                    variant="light"
                                    color={item[column] === true || item[column] === 'sincronizado' ? 'green' : 'gray'}
                                  >
                                    {text}
                                  </Badge>
                                )
                              ) : (
                                <Text size="sm" lineClamp={2}>
                                  {text}
                                </Text>
                              )}
                            </Table.Td>
                          );
                        })}
                        <Table.Td>
                          <Group gap={4} wrap="nowrap" justify="flex-end">
                            {definition.routes.log && (
                              <Tooltip label={t('catalogue.ui.history')}>
                                <ActionIcon
                                  component={Link}
                                  to={fillPath(definition.routes.log, { [definition.idField]: id })}
                                  variant="subtle"
                                  aria-label={`${t('catalogue.ui.history')}: ${name}`}
                                >
                                  <IconHistory size={16} />
                                </ActionIcon>
                              </Tooltip>
                            )}
                            {(canWrite || canView) && (
                              <Tooltip label={t(canWrite ? 'catalogue.ui.edit' : 'catalogue.ui.view')}>
                                <ActionIcon
                                  component={Link}
                                  to={editPath(id)}
                                  variant="subtle"
                                  aria-label={`${t(canWrite ? 'catalogue.ui.edit' : 'catalogue.ui.view')}: ${name}`}
                                  data-testid={canWrite ? 'row-edit' : 'row-view'}
                                >
                                  {canWrite ? <IconPencil size={16} /> : <IconEye size={16} />}
                                </ActionIcon>
                              </Tooltip>
                            )}
                            {canDelete && (
                              <Tooltip label={t('catalogue.ui.delete')}>
                                <ActionIcon
                                  variant="subtle"
                                  color="red"
                                  onClick={() => confirmDelete(item)}
                                  aria-label={`${t('catalogue.ui.delete')}: ${name}`}
                                  data-testid="row-delete"
                                >
                                  <IconTrash size={16} />
                                </ActionIcon>
                              </Tooltip>
                            )}
                          </Group>
                        </Table.Td>
                      </Table.Tr>
                    );
                  })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}

      <ListFooter
        totalText={t('catalogue.ui.total', { count: total })}
        total={total}
        page={page}
        pageSize={pageSize}
        onPage={(next) => setState((p) => p.set('page', String(next)))}
        onPageSize={(size) =>
          setState((p) => {
            p.set('pageSize', String(size));
            p.delete('page');
          })
        }
        totalTestId="catalogue-total"
      />
    </Card>
  );
}
