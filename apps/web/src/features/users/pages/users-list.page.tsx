import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  ActionIcon,
  Badge,
  Button,
  Card,
  Group,
  Menu,
  Progress,
  Select,
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
import {
  IconArrowsSort,
  IconDotsVertical,
  IconEye,
  IconFileSpreadsheet,
  IconFileTypeCsv,
  IconPencil,
  IconPlus,
  IconSearch,
  IconSortAscending,
  IconSortDescending,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES, ROLES, USER_STATUSES, USUARIO_SORTABLE_FIELDS, type UsuarioItem } from '@portal/contract';
import { useAbility } from '../../../shared/ability/ability.ts';
import { downloadFile } from '../../../shared/api/download.ts';
import { notifyError } from '../../../shared/ui/toast.ts';
import { formatDate } from '../../../catalogues/catalogue-format.ts';
import { usersApi } from '../api/users.api.ts';
import { StatusBadge } from '../components/status-badge.tsx';
import { LoadFailed } from '../../../shared/ui/load-failed.tsx';
import { ListFooter } from '../../../shared/ui/list-footer.tsx';

const COLUMNS = ['userId', 'userName', 'fullName', 'email', 'status', 'roles', 'createdAt'] as const;
const SORTABLE = new Set<string>(USUARIO_SORTABLE_FIELDS);

function readNumber(value: string | null, fallback: number): number {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : fallback;
}

/** `/apps/users/list`: search, status and role filters, sortable columns, paging, export, row actions by ability. */
export default function UsersListPage() {
  const { t } = useTranslation();
  const ability = useAbility();
  const [params, setParams] = useSearchParams();
  const update = (change: (next: URLSearchParams) => void) => {
    const next = new URLSearchParams(params);
    change(next);
    setParams(next, { replace: true });
  };
  const page = readNumber(params.get('page'), 1);
  const pageSize = (PAGE_SIZES as readonly number[]).includes(Number(params.get('pageSize')))
    ? Number(params.get('pageSize'))
    : DEFAULT_PAGE_SIZE;
  const sort = params.get('sort') ?? undefined;
  const search = params.get('search') ?? '';
  const status = params.get('status') ?? undefined;
  const role = params.get('role') ?? undefined;
  const [searchText, setSearchText] = useState(search);

  // The list follows the search box a moment after typing stops, back on page 1.
  const applySearch = useDebouncedCallback((text: string) => {
    update((next) => {
      if (text.trim()) next.set('search', text.trim());
      else next.delete('search');
      next.delete('page');
    });
  }, 300);

  const state = { page, pageSize, sort, search, status, role };
  const query = useQuery({
    queryKey: ['users', 'list', state],
    queryFn: ({ signal }) => usersApi.list(state, signal),
    placeholderData: keepPreviousData,
    meta: { silent: true },
  });

  const [exporting, setExporting] = useState<{ format: string; bytes: number } | null>(null);
  const exportAs = async (format: 'xlsx' | 'csv') => {
    setExporting({ format, bytes: 0 });
    try {
      await downloadFile(usersApi.exportPath({ sort, search, status, role }, format), `usuarios.${format}`, (bytes) =>
        setExporting({ format, bytes }),
      );
    } catch (error) {
      notifyError(error);
    } finally {
      setExporting(null);
    }
  };

  const toggleSort = (field: string) => {
    const [current, direction] = (sort ?? '').split(':');
    const next =
      current === field && direction === 'asc' ? `${field}:desc` : current === field && direction === 'desc' ? null : `${field}:asc`;
    update((p) => {
      if (next) p.set('sort', next);
      else p.delete('sort');
      p.delete('page');
    });
  };
  const sortState = (field: string): 'ascending' | 'descending' | 'none' =>
    sort === `${field}:asc` ? 'ascending' : sort === `${field}:desc` ? 'descending' : 'none';
  const setFilter = (name: string, value: string | null) =>
    update((p) => {
      if (value) p.set(name, value);
      else p.delete(name);
      p.delete('page');
    });

  const canCreate = ability.can('create', 'Usuarios');
  const canWrite = ability.can('write', 'Usuarios');
  const items = query.data?.items ?? [];
  const total = query.data?.total ?? 0;
  const hasFilter = Boolean(search || status || role);

  const cell = (user: UsuarioItem, column: (typeof COLUMNS)[number]) => {
    switch (column) {
      case 'status':
        return <StatusBadge status={user.status} />;
      case 'roles':
        return (
          <Group gap={4}>
            {user.roles.map((name) => (
              <Badge key={name} variant="outline" size="sm" color={name === 'admin' ? 'grape.9' : 'blue.9'}>
                {name}
              </Badge>
            ))}
          </Group>
        );
      case 'createdAt':
        return <Text size="sm">{formatDate(user.createdAt)}</Text>;
      default:
        return (
          <Text size="sm" lineClamp={2}>
            {String(user[column] ?? '')}
          </Text>
        );
    }
  };

  return (
    <Card withBorder padding="lg" radius="md" data-testid="users-list">
      <Group justify="space-between" mb="md" wrap="wrap">
        <Title order={2} size="h4">
          {t('users.title')}
        </Title>
        <Group gap="xs">
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
            <Button component={Link} to="/apps/users/add" leftSection={<IconPlus size={16} />} data-testid="users-new">
              {t('users.new')}
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
          data-testid="users-search"
        />
        <Select
          label={t('users.fields.status')}
          data={USER_STATUSES.map((value) => ({ value, label: t(`users.status.${value}`) }))}
          value={status ?? null}
          onChange={(value) => setFilter('status', value)}
          clearable
          placeholder={t('users.filters.allStatuses')}
          w={180}
          data-testid="filter-status"
        />
        <Select
          label={t('users.fields.role')}
          data={[...ROLES]}
          value={role ?? null}
          onChange={(value) => setFilter('role', value)}
          clearable
          placeholder={t('users.filters.allRoles')}
          w={180}
          data-testid="filter-role"
        />
      </Group>

      {query.isError ? (
        <LoadFailed error={query.error} onRetry={() => void query.refetch()} data-testid="users-error" />
      ) : !query.isPending && total === 0 ? (
        <Stack align="center" py="xl" gap="sm" data-testid="users-empty">
          <Text c="dimmed">{hasFilter ? t('catalogue.ui.noMatches') : t('catalogue.ui.empty', { name: t('users.title') })}</Text>
          {!hasFilter && canCreate && (
            <Button component={Link} to="/apps/users/add" variant="light" leftSection={<IconPlus size={16} />}>
              {t('users.new')}
            </Button>
          )}
        </Stack>
      ) : (
        <Table.ScrollContainer minWidth={760} {...(pageSize > 25 ? { maxHeight: 640 } : {})}>
          <Table stickyHeader striped highlightOnHover verticalSpacing="xs" data-testid="users-table" aria-busy={query.isFetching}>
            <Table.Thead>
              <Table.Tr>
                {COLUMNS.map((name) => {
                  const label = t(`users.fields.${name}`);
                  const current = sortState(name);
                  return (
                    <Table.Th key={name} aria-sort={SORTABLE.has(name) ? current : undefined}>
                      {SORTABLE.has(name) ? (
                        <UnstyledButton onClick={() => toggleSort(name)} data-testid={`sort-${name}`}>
                          <Group gap={4} wrap="nowrap">
                            <Text fw={600} size="sm">
                              {label}
                            </Text>
                            {current === 'ascending' ? (
                              <IconSortAscending size={14} />
                            ) : current === 'descending' ? (
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
                <Table.Th w={80}>
                  <VisuallyHidden>{t('catalogue.ui.actions')}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {query.isPending
                ? Array.from({ length: 5 }, (_, row) => (
                    <Table.Tr key={row}>
                      {[...COLUMNS, 'actions'].map((name) => (
                        <Table.Td key={name}>
                          <Skeleton height={14} />
                        </Table.Td>
                      ))}
                    </Table.Tr>
                  ))
                : items.map((user) => (
                    <Table.Tr key={user.userId} data-testid="users-row">
                      {COLUMNS.map((column) => (
                        <Table.Td key={column}>{cell(user, column)}</Table.Td>
                      ))}
                      <Table.Td>
                        <Group gap={4} wrap="nowrap" justify="flex-end">
                          <Tooltip label={canWrite ? t('catalogue.ui.edit') : t('users.edit')}>
                            <ActionIcon
                              component={Link}
                              to={`/apps/users/edit/${encodeURIComponent(user.userName)}`}
                              variant="subtle"
                              aria-label={`${canWrite ? t('catalogue.ui.edit') : t('users.edit')}: ${user.userName}`}
                              data-testid="row-edit"
                            >
                              {canWrite ? <IconPencil size={16} /> : <IconEye size={16} />}
                            </ActionIcon>
                          </Tooltip>
                        </Group>
                      </Table.Td>
                    </Table.Tr>
                  ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}

      <ListFooter
        totalText={t('catalogue.ui.total', { count: total })}
        total={total}
        page={page}
        pageSize={pageSize}
        onPage={(next) => update((p) => p.set('page', String(next)))}
        onPageSize={(size) =>
          update((p) => {
            p.set('pageSize', String(size));
            p.delete('page');
          })
        }
        totalTestId="users-total"
      />
    </Card>
  );
}
