import { useState } from 'react';
import { Alert, Badge, Button, Card, Group, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type SignInResult } from '@portal/contract';
import { problemMessage } from '../../../shared/api/api-error.ts';
import { formatDateTime } from '../../../shared/format/date.ts';
import { useSignIns } from '../api/account-settings.api.ts';
import { ListFooter } from '../../../shared/ui/list-footer.tsx';

const RESULT_COLORS: Record<SignInResult, string> = {
  success: 'teal.9',
  refresh: 'blue.9',
  logout: 'gray.7',
  invalid: 'red.9',
  pending: 'grape.9',
  inactive: 'gray.9',
  throttled: 'red.9',
};

/** The caller's sign-in history (GET /accounts/logs) with date filters and paging. */
export function HistoryTab() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(10);
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const logs = useSignIns({ page, pageSize, from, to });
  const total = logs.data?.total ?? 0;

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="history-title">
      <Title order={2} size="h4" id="history-title" mb="md">
        {t('accountPage.history.title')}
      </Title>
      <Stack gap="md">
        <Group align="flex-end">
          <TextInput
            type="date"
            label={t('accountPage.history.from')}
            value={from}
            onChange={(e) => (setFrom(e.currentTarget.value), setPage(1))}
            data-testid="history-from"
          />
          <TextInput
            type="date"
            label={t('accountPage.history.to')}
            value={to}
            onChange={(e) => (setTo(e.currentTarget.value), setPage(1))}
            data-testid="history-to"
          />
          <Button variant="default" onClick={() => (setFrom(''), setTo(''), setPage(1))} disabled={!from && !to}>
            {t('accountPage.history.clear')}
          </Button>
        </Group>
        {logs.isError ? (
          <Alert color="red" role="alert">
            <Group justify="space-between">
              <Text size="sm">{problemMessage(logs.error, t('errors.unexpected'))}</Text>
              <Button size="xs" onClick={() => void logs.refetch()}>
                {t('common.retry')}
              </Button>
            </Group>
          </Alert>
        ) : (
          <Table.ScrollContainer minWidth={560}>
            <Table striped stickyHeader data-testid="history-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('accountPage.history.at')}</Table.Th>
                  <Table.Th>{t('accountPage.history.ip')}</Table.Th>
                  <Table.Th>{t('accountPage.history.browser')}</Table.Th>
                  <Table.Th>{t('accountPage.history.result')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {logs.data?.items.map((row) => (
                  <Table.Tr key={row.signInLogId}>
                    <Table.Td>{formatDateTime(row.at)}</Table.Td>
                    <Table.Td>{row.ip ?? '—'}</Table.Td>
                    <Table.Td>{row.browser ?? '—'}</Table.Td>
                    <Table.Td>
                      <Badge color={RESULT_COLORS[row.result]}>{t(`accountPage.history.results.${row.result}`)}</Badge>
                    </Table.Td>
                  </Table.Tr>
                ))}
                {logs.data && logs.data.items.length === 0 && (
                  <Table.Tr>
                    <Table.Td colSpan={4}>
                      <Text c="dimmed" size="sm">
                        {t('accountPage.history.empty')}
                      </Text>
                    </Table.Td>
                  </Table.Tr>
                )}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        <ListFooter
          totalText={t('accountPage.history.total', { count: total })}
          total={total}
          page={page}
          pageSize={pageSize}
          onPage={setPage}
          onPageSize={(size) => (setPageSize(size), setPage(1))}
          totalTestId="history-total"
        />
      </Stack>
    </Card>
  );
}
