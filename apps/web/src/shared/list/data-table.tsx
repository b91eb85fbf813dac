import type { ReactNode } from 'react';
import { Card, Group, Skeleton, Stack, Table, Text, Title, UnstyledButton, VisuallyHidden } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { IconArrowsSort, IconSortAscending, IconSortDescending } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ListResponse } from '@portal/contract';
import { LoadFailed } from '../ui/load-failed.tsx';
import { ExportMenu, ExportProgress, useExport, type ExportTarget } from './export-menu.tsx';
import { ListFooter } from './list-footer.tsx';
import { ListToolbar } from './list-toolbar.tsx';
import type { ListStateApi } from './use-list-state.ts';

export interface Column<T> {
  key: string;
  header: string;
  sortable?: boolean;
  render: (row: T) => ReactNode;
  /** Fixed width (px) for narrow columns such as ids and dates. */
  width?: number;
}

export interface DataTableProps<T> {
  /** The list's heading in its card; omitted where the page header already names it. */
  title?: string | undefined;
  list: ListStateApi;
  query: UseQueryResult<ListResponse<T>>;
  columns: Column<T>[];
  rowKey: (row: T) => string | number;
  /** The buttons at the end of each row (edit, delete, ...), already filtered by ability. */
  rowActions?: ((row: T) => ReactNode) | undefined;
  /** Buttons beside the title ("New", a tree view, ...). */
  actions?: ReactNode;
  /** The list's filter inputs, shown beside the search box. */
  filters?: ReactNode;
  /** The search box's placeholder; without it the list has no search. */
  searchPlaceholder?: string | undefined;
  /** Export of the current filter as Excel or CSV. */
  exportTo?: ExportTarget | undefined;
  /** The empty state: its text and its first action (e.g. "New"). */
  emptyText?: string | undefined;
  /** The title of a failed load ("Error fetching customers"); by default "The information could not be loaded". */
  loadFailedTitle?: string | undefined;
  emptyAction?: ReactNode;
  /** The list's own wording of its total; defaults to "n registros". */
  totalText?: ((count: number) => string) | undefined;
  /** Extra attributes of a row (a test id of its own, a highlight for an overdue one, ...). */
  rowProps?: ((row: T) => Record<string, unknown>) | undefined;
  /** Prefix of the test ids: `<prefix>-table`, `-row`, `-empty`, `-error`, `-search`, `-total`. */
  testId: string;
  cardTestId?: string | undefined;
  /** Rendered without the card (inside a tab or another card). */
  bare?: boolean;
}

function SortIcon({ state }: { state: 'ascending' | 'descending' | 'none' }) {
  if (state === 'ascending') return <IconSortAscending size={14} />;
  if (state === 'descending') return <IconSortDescending size={14} />;
  return <IconArrowsSort size={14} opacity={0.4} />;
}

/**
 * Every list of the portal (ui.md, Lists): title and actions, search and filters, sortable headers with one
 * icon set, loading skeleton, empty state with the first action, failed load with retry, row actions, total or
 * estimate, page sizes 10/25/50/100, export menu, sticky header and horizontal scroll on phones.
 */
export function DataTable<T>(props: DataTableProps<T>) {
  const { t, i18n } = useTranslation();
  const { list, query, columns, testId } = props;
  const exporter = useExport(props.exportTo);
  const items = query.data?.items ?? [];
  const total = query.data?.total ?? 0;
  const count = total.toLocaleString(i18n.language);
  const totalText = query.data?.estimated
    ? t('list.estimated', { count })
    : (props.totalText?.(total) ?? t('list.total', { count: total, formatted: count }));
  const body = (
    <>
      {/* No empty row above a list that has neither a title nor anything to do (the screen's own title names it). */}
      {(props.title || props.exportTo || props.actions) && (
        <Group justify="space-between" mb="md" wrap="wrap">
          {props.title ? (
            <Title order={2} size="h4">
              {props.title}
            </Title>
          ) : (
            <span />
          )}
          <Group gap="xs">
            {props.exportTo && <ExportMenu onExport={(format) => void exporter.run(format)} />}
            {props.actions}
          </Group>
        </Group>
      )}
      <ExportProgress bytes={exporter.bytes} />
      <ListToolbar list={list} searchPlaceholder={props.searchPlaceholder} filters={props.filters} testId={testId} />
      {query.isError ? (
        <LoadFailed
          error={query.error}
          title={props.loadFailedTitle}
          onRetry={() => void query.refetch()}
          data-testid={`${testId}-error`}
        />
      ) : !query.isPending && items.length === 0 && list.page === 1 ? (
        <Stack align="center" py="xl" gap="sm" data-testid={`${testId}-empty`}>
          <Text c="dimmed">{list.narrowed ? t('list.noMatches') : (props.emptyText ?? t('list.empty'))}</Text>
          {!list.narrowed && props.emptyAction}
        </Stack>
      ) : (
        // The browser's own scrolling: Mantine's ScrollArea reads the scroll position as it mounts, forcing a layout of
        // the whole page in the middle of the list's first render (issue 19).
        <Table.ScrollContainer type="native" minWidth={600} {...(list.pageSize > 25 ? { maxHeight: 640 } : {})}>
          <Table stickyHeader striped highlightOnHover verticalSpacing="xs" data-testid={`${testId}-table`} aria-busy={query.isFetching}>
            <DataTableHead list={list} columns={columns} withActions={Boolean(props.rowActions)} />
            <Table.Tbody>
              {query.isPending ? (
                <SkeletonRows columns={columns.length + (props.rowActions ? 1 : 0)} />
              ) : (
                items.map((row) => (
                  <Table.Tr key={props.rowKey(row)} data-testid={`${testId}-row`} {...props.rowProps?.(row)}>
                    {columns.map((column) => (
                      <Table.Td key={column.key}>{column.render(row)}</Table.Td>
                    ))}
                    {props.rowActions && (
                      <Table.Td>
                        <Group gap={4} wrap="nowrap" justify="flex-end">
                          {props.rowActions(row)}
                        </Group>
                      </Table.Td>
                    )}
                  </Table.Tr>
                ))
              )}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <ListFooter
        totalText={totalText}
        total={total}
        page={list.page}
        pageSize={list.pageSize}
        onPage={(page) => list.goTo(page, query.data)}
        onPageSize={list.setPageSize}
        totalTestId={`${testId}-total`}
      />
    </>
  );
  if (props.bare) return <div data-testid={props.cardTestId}>{body}</div>;
  return (
    <Card withBorder padding="lg" radius="md" data-testid={props.cardTestId}>
      {body}
    </Card>
  );
}

/** The header row: sortable columns are buttons with the one icon set, and `aria-sort` says the order. */
function DataTableHead<T>({
  list,
  columns,
  withActions,
}: {
  list: ListStateApi;
  columns: DataTableProps<T>['columns'];
  withActions: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Table.Thead>
      <Table.Tr>
        {columns.map((column) => (
          <Table.Th key={column.key} w={column.width} aria-sort={column.sortable ? list.sortState(column.key) : undefined}>
            {column.sortable ? (
              <UnstyledButton onClick={() => list.toggleSort(column.key)} data-testid={`sort-${column.key}`}>
                <Group gap={4} wrap="nowrap">
                  <Text fw={600} size="sm">
                    {column.header}
                  </Text>
                  <SortIcon state={list.sortState(column.key)} />
                </Group>
              </UnstyledButton>
            ) : (
              column.header
            )}
          </Table.Th>
        ))}
        {withActions && (
          <Table.Th w={120}>
            <VisuallyHidden>{t('list.actions')}</VisuallyHidden>
          </Table.Th>
        )}
      </Table.Tr>
    </Table.Thead>
  );
}

/** Five rows of skeleton cells while the first page loads. */
function SkeletonRows({ columns }: { columns: number }) {
  return Array.from({ length: 5 }, (_, row) => (
    <Table.Tr key={row}>
      {Array.from({ length: columns }, (_, cell) => (
        <Table.Td key={cell}>
          <Skeleton height={14} />
        </Table.Td>
      ))}
    </Table.Tr>
  ));
}

/** A text cell: two lines at most. */
export function TextCell({ children }: { children: ReactNode }) {
  return (
    <Text size="sm" lineClamp={2}>
      {children}
    </Text>
  );
}
