import { useState, type ReactNode } from 'react';
import { Card, Center, Group, Loader, Pagination, Select, Table, Text, TextInput, UnstyledButton } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconArrowDown, IconArrowUp, IconSearch, IconSelector } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZES } from '@portal/contract';
import { problemMessage } from '../../../shared/api/api-error.ts';

export interface Column<T> {
  key: string;
  labelKey: string;
  sortable?: boolean;
  render: (row: T) => ReactNode;
}

/** Paging, sorting and search state of one list (list contract: 10/25/50/100, id desc by default). */
export function useListState(defaultSort?: string) {
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(10);
  const [sort, setSort] = useState<string | undefined>(defaultSort);
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  return {
    page,
    pageSize,
    sort,
    search,
    params: { page, pageSize, sort, search: debounced || undefined },
    setPage,
    setPageSize: (n: number) => (setPageSize(n), setPage(1)),
    setSort,
    setSearch: (s: string) => (setSearch(s), setPage(1)),
  };
}
export type ListState = ReturnType<typeof useListState>;

export function ListCard<T>(props: {
  state: ListState;
  columns: Column<T>[];
  rows: T[] | undefined;
  total: number | undefined;
  rowKey: (row: T) => string | number;
  isLoading: boolean;
  error: unknown;
  actions?: ReactNode;
  filters?: ReactNode;
  emptyKey: string;
  rowProps?: (row: T) => Record<string, unknown>;
  testId?: string;
}) {
  const { t } = useTranslation();
  const { state } = props;
  const total = props.total ?? 0;
  const sortIcon = (key: string) => {
    if (state.sort === `${key}:asc`) return <IconArrowUp size={14} />;
    if (state.sort === `${key}:desc`) return <IconArrowDown size={14} />;
    return <IconSelector size={14} />;
  };
  return (
    <Card withBorder shadow="sm" padding="lg" data-testid={props.testId}>
      <Group justify="space-between" mb="md" gap="sm">
        <Group gap="sm" wrap="wrap">
          <TextInput
            leftSection={<IconSearch size={16} />}
            placeholder={t('helpdesk.list.search')}
            aria-label={t('helpdesk.list.search')}
            value={state.search}
            onChange={(e) => state.setSearch(e.currentTarget.value)}
            w={240}
          />
          {props.filters}
        </Group>
        {props.actions}
      </Group>
      {props.error ? (
        <Text c="red" role="alert">
          {problemMessage(props.error, t('errors.unexpected'))}
        </Text>
      ) : props.isLoading && !props.rows ? (
        <Center py="xl">
          <Loader aria-label={t('app.loading')} />
        </Center>
      ) : (props.rows ?? []).length === 0 ? (
        <Text c="dimmed" ta="center" py="xl">
          {t(props.emptyKey)}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={640}>
          <Table highlightOnHover stickyHeader>
            <Table.Thead>
              <Table.Tr>
                {props.columns.map((c) => (
                  <Table.Th key={c.key}>
                    {c.sortable ? (
                      <UnstyledButton
                        onClick={() => state.setSort(state.sort === `${c.key}:asc` ? `${c.key}:desc` : `${c.key}:asc`)}
                        aria-label={t('helpdesk.list.sortBy', { column: t(c.labelKey) })}
                      >
                        <Group gap={4} wrap="nowrap">
                          <Text fw={600} size="sm">
                            {t(c.labelKey)}
                          </Text>
                          {sortIcon(c.key)}
                        </Group>
                      </UnstyledButton>
                    ) : (
                      t(c.labelKey)
                    )}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {(props.rows ?? []).map((row) => (
                <Table.Tr key={props.rowKey(row)} {...(props.rowProps?.(row) ?? {})}>
                  {props.columns.map((c) => (
                    <Table.Td key={c.key}>{c.render(row)}</Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Group justify="space-between" mt="md">
        <Text size="sm" c="dimmed">
          {t('helpdesk.list.total', { count: total })}
        </Text>
        <Group gap="sm">
          <Select
            aria-label={t('helpdesk.list.pageSize')}
            w={90}
            data={PAGE_SIZES.map(String)}
            value={String(state.pageSize)}
            onChange={(v) => state.setPageSize(Number(v ?? 10))}
            allowDeselect={false}
          />
          <Pagination total={Math.max(1, Math.ceil(total / state.pageSize))} value={state.page} onChange={state.setPage} size="sm" />
        </Group>
      </Group>
    </Card>
  );
}
