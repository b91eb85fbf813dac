import { useState } from 'react';
import { Link } from 'react-router';
import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Card,
  Group,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  Tooltip,
  UnstyledButton,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconChevronDown, IconChevronUp, IconEye, IconPlus, IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

import { BULLETIN_TYPES } from '@portal/contract/features/bulletins';
import { problemMessage } from '../../../shared/api/api-error.ts';
import { useAbility } from '../../../shared/ability/ability.ts';
import { formatDateTime } from '../../../shared/format/date.ts';
import { useBulletins } from '../api/bulletins.api.ts';
import { ListFooter } from '../../../shared/ui/list-footer.tsx';

/** /apps/bulletin/list: every bulletin, cancelled ones marked as such. */
export default function BulletinListPage() {
  const { t } = useTranslation();
  const ability = useAbility();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const [boletinTipo, setBoletinTipo] = useState<string | null>(null);
  const [cancelado, setCancelado] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(10);
  const [sort, setSort] = useState('boletinId:desc');
  const list = useBulletins({ page, pageSize, search: debounced, boletinTipo, cancelado, sort });
  const total = list.data?.total ?? 0;

  const sortBy = (field: string) => setSort((current) => (current === `${field}:desc` ? `${field}:asc` : `${field}:desc`));
  const sortIcon = (field: string) =>
    sort === `${field}:asc` ? <IconChevronUp size={14} /> : sort === `${field}:desc` ? <IconChevronDown size={14} /> : null;
  const header = (field: string, labelKey: string) => (
    <UnstyledButton onClick={() => sortBy(field)}>
      <Group gap={4} wrap="nowrap">
        {t(labelKey)}
        {sortIcon(field)}
      </Group>
    </UnstyledButton>
  );

  return (
    <Card withBorder padding="lg">
      <Stack gap="md">
        <Group justify="space-between" align="flex-end">
          <Group align="flex-end">
            <TextInput
              leftSection={<IconSearch size={16} />}
              aria-label={t('bulletinsPage.search')}
              placeholder={t('bulletinsPage.search')}
              value={search}
              onChange={(e) => (setSearch(e.currentTarget.value), setPage(1))}
              w={240}
            />
            <Select
              label={t('bulletinsPage.fields.boletinTipo')}
              data={BULLETIN_TYPES.map((value) => ({ value, label: t(`bulletins.types.${value}`) }))}
              value={boletinTipo}
              onChange={(v) => (setBoletinTipo(v), setPage(1))}
              clearable
              w={180}
            />
            <Select
              label={t('bulletinsPage.fields.status')}
              data={[
                { value: 'false', label: t('bulletinsPage.status.active') },
                { value: 'true', label: t('bulletinsPage.status.cancelled') },
              ]}
              value={cancelado}
              onChange={(v) => (setCancelado(v), setPage(1))}
              clearable
              w={160}
            />
          </Group>
          {ability.can('create', 'Boletines') && (
            <Button component={Link} to="/apps/bulletin/details" leftSection={<IconPlus size={16} />} data-testid="bulletin-new">
              {t('bulletinsPage.new')}
            </Button>
          )}
        </Group>
        {list.isError ? (
          <Alert color="red" role="alert">
            <Group justify="space-between">
              <Text size="sm">{problemMessage(list.error, t('errors.unexpected'))}</Text>
              <Button size="xs" onClick={() => void list.refetch()}>
                {t('common.retry')}
              </Button>
            </Group>
          </Alert>
        ) : (
          <Table.ScrollContainer minWidth={720}>
            <Table striped highlightOnHover stickyHeader data-testid="bulletins-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{header('boletinId', 'bulletinsPage.fields.boletinId')}</Table.Th>
                  <Table.Th>{t('bulletinsPage.fields.boletinTipo')}</Table.Th>
                  <Table.Th>{header('titulo', 'bulletinsPage.fields.titulo')}</Table.Th>
                  <Table.Th>{t('bulletinsPage.fields.esPublico')}</Table.Th>
                  <Table.Th>{header('createdAt', 'bulletinsPage.fields.createdAt')}</Table.Th>
                  <Table.Th>{t('bulletinsPage.fields.status')}</Table.Th>
                  <Table.Th aria-label={t('bulletinsPage.actionsColumn')} />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.data?.items.map((b) => (
                  <Table.Tr key={b.boletinId} data-testid="bulletin-row">
                    <Table.Td>{b.boletinId}</Table.Td>
                    <Table.Td>{t(`bulletins.types.${b.boletinTipo}`)}</Table.Td>
                    <Table.Td>{b.titulo}</Table.Td>
                    <Table.Td>
                      {b.esPublico ? (
                        <Badge color="blue.9">{t('bulletinsPage.public')}</Badge>
                      ) : (
                        <Badge color="gray.7">{t('bulletinsPage.internal')}</Badge>
                      )}
                    </Table.Td>
                    <Table.Td>{formatDateTime(b.createdAt)}</Table.Td>
                    <Table.Td>
                      {b.cancelado ? (
                        <Tooltip
                          label={t('bulletinsPage.cancelledBy', {
                            name: b.canceladoPorNombre ?? '—',
                            date: b.canceladoAt ? formatDateTime(b.canceladoAt) : '',
                          })}
                        >
                          <Badge color="red.9">{t('bulletinsPage.status.cancelled')}</Badge>
                        </Tooltip>
                      ) : (
                        <Badge color="teal.9">{t('bulletinsPage.status.active')}</Badge>
                      )}
                    </Table.Td>
                    <Table.Td>
                      <Tooltip label={t('bulletinsPage.view')}>
                        <ActionIcon
                          component={Link}
                          to={`/apps/bulletin/details?boletinId=${b.boletinId}`}
                          variant="subtle"
                          aria-label={`${t('bulletinsPage.view')} ${b.titulo}`}
                        >
                          <IconEye size={16} />
                        </ActionIcon>
                      </Tooltip>
                    </Table.Td>
                  </Table.Tr>
                ))}
                {list.data && list.data.items.length === 0 && (
                  <Table.Tr>
                    <Table.Td colSpan={7}>
                      <Text c="dimmed" size="sm">
                        {t('bulletinsPage.empty')}
                      </Text>
                    </Table.Td>
                  </Table.Tr>
                )}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        <ListFooter
          totalText={t('bulletinsPage.total', { count: total })}
          total={total}
          page={page}
          pageSize={pageSize}
          onPage={setPage}
          onPageSize={(size) => (setPageSize(size), setPage(1))}
        />
      </Stack>
    </Card>
  );
}
