import { useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Badge, Button, Group, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { auditEntrySchema, listResponseSchema, type AuditEntry, type CatalogueDefinition } from '@portal/contract';
import { getRecord } from './catalogue-api.ts';
import { formatDateTime } from './catalogue-format.ts';
import { DataTable, type Column } from '../shared/list/data-table.tsx';
import { useListState } from '../shared/list/use-list-state.ts';
import { useListQuery } from '../shared/list/use-list-query.ts';

const ACTION_COLORS = { create: 'green', update: 'blue', delete: 'red', reveal: 'orange' } as const;
const logSchema = listResponseSchema(auditEntrySchema);

function show(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  return Array.isArray(value) ? value.join(', ') : String(value);
}

/** What one change did: each field before and after. */
function Changes({ definition, entry }: { definition: CatalogueDefinition; entry: AuditEntry }) {
  const { t } = useTranslation();
  if (entry.changes.length === 0) return null;
  return (
    <Table withTableBorder fz="sm">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('catalogue.ui.field')}</Table.Th>
          <Table.Th>{t('catalogue.ui.before')}</Table.Th>
          <Table.Th>{t('catalogue.ui.after')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {entry.changes.map((change) => (
          <Table.Tr key={change.field}>
            <Table.Td>{t(`catalogues.${definition.name}.fields.${change.field}`)}</Table.Td>
            <Table.Td>{show(change.before)}</Table.Td>
            <Table.Td>{show(change.after)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** A record's history (the part log): who changed what and when, newest first, paged like every list. */
export function CatalogueLog({ definition }: { definition: CatalogueDefinition }) {
  const { t } = useTranslation();
  const id = Number(useParams()[definition.idField]);
  const record = useQuery({
    queryKey: ['catalogue', definition.name, 'item', id],
    queryFn: () => getRecord(definition, id),
    meta: { silent: true },
  });
  const list = useListState();
  const query = useListQuery<AuditEntry>(
    ['catalogue', definition.name, 'log', id],
    `${definition.apiPath}/${id}/Bitacora`,
    list,
    logSchema,
  );
  const columns: Column<AuditEntry>[] = [
    { key: 'at', header: t('catalogue.ui.when'), width: 170, render: (entry) => formatDateTime(entry.at) },
    {
      key: 'who',
      header: t('catalogue.ui.who'),
      render: (entry) => (
        <Stack gap={4}>
          <Badge color={ACTION_COLORS[entry.action]} variant="light">
            {t(`catalogue.ui.actions_${entry.action}`)}
          </Badge>
          <Text size="sm" fw={500}>
            {entry.fullName || entry.userName || '—'}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'changes',
      header: t('catalogue.ui.changes'),
      render: (entry) => (
        <Stack gap={4}>
          {entry.note ? (
            <Text size="sm" data-testid="log-note">
              {entry.note}
            </Text>
          ) : null}
          <Changes definition={definition} entry={entry} />
        </Stack>
      ),
    },
  ];
  return (
    <Stack>
      <DataTable
        title={String(record.data?.[definition.displayField] ?? '')}
        list={list}
        query={query}
        columns={columns}
        rowKey={(entry) => entry.auditId}
        testId="log"
        cardTestId="catalogue-log"
        rowProps={() => ({ 'data-testid': 'log-entry' })}
        emptyText={t('catalogue.ui.noHistory')}
      />
      <Group>
        <Button variant="default" onClick={() => window.history.back()}>
          {t('catalogue.ui.back')}
        </Button>
      </Group>
    </Stack>
  );
}
