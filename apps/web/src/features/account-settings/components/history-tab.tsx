import { Badge, Card, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { listResponseSchema, signInLogSchema, type SignInLog, type SignInResult } from '@portal/contract';
import { formatDateTime } from '../../../shared/format/date.ts';
import { DataTable, TextCell, type Column } from '../../../shared/list/data-table.tsx';
import { DateRangeFilter } from '../../../shared/list/date-range-filter.tsx';
import { useListState } from '../../../shared/list/use-list-state.ts';
import { useListQuery } from '../../../shared/list/use-list-query.ts';
import { SIGN_IN_LOG_API } from '@portal/contract';

const listSchema = listResponseSchema(signInLogSchema);

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
  const list = useListState({ filters: ['from', 'to'] });
  const query = useListQuery(['accounts', 'logs'], SIGN_IN_LOG_API, list, listSchema);
  const columns: Column<SignInLog>[] = [
    { key: 'at', header: t('accountPage.history.at'), render: (row) => formatDateTime(row.at) },
    { key: 'ip', header: t('accountPage.history.ip'), render: (row) => row.ip ?? '—' },
    { key: 'browser', header: t('accountPage.history.browser'), render: (row) => <TextCell>{row.browser ?? '—'}</TextCell> },
    {
      key: 'result',
      header: t('accountPage.history.result'),
      render: (row) => <Badge color={RESULT_COLORS[row.result]}>{t(`accountPage.history.results.${row.result}`)}</Badge>,
    },
  ];
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="history-title">
      <Title order={2} size="h4" id="history-title" mb="md">
        {t('accountPage.history.title')}
      </Title>
      <DataTable
        bare
        list={list}
        query={query}
        columns={columns}
        rowKey={(row) => row.signInLogId}
        testId="history"
        exportTo={{ path: `${SIGN_IN_LOG_API}/Exportar`, query: list.exportQuery, fileName: 'historial' }}
        emptyText={t('accountPage.history.empty')}
        totalText={(count) => t('accountPage.history.total', { count })}
        filters={
          <DateRangeFilter
            list={list}
            names={['from', 'to']}
            labels={[t('accountPage.history.from'), t('accountPage.history.to')]}
            testIds={['history-from', 'history-to']}
          />
        }
      />
    </Card>
  );
}
