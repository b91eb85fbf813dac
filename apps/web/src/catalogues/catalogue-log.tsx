import { useState } from 'react';
import { useParams } from 'react-router';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Badge, Button, Card, Group, Pagination, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CatalogueDefinition } from '@portal/contract';
import { auditTrail, getRecord } from './catalogue-api.ts';
import { formatDateTime } from './catalogue-format.ts';
import { LoadFailed } from '../shared/ui/load-failed.tsx';

const ACTION_COLORS = { create: 'green', update: 'blue', delete: 'red', reveal: 'orange' } as const;

function show(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  return Array.isArray(value) ? value.join(', ') : String(value);
}

/** A record's history (the part log): who changed what and when, newest first. */
export function CatalogueLog({ definition }: { definition: CatalogueDefinition }) {
  const { t } = useTranslation();
  const id = Number(useParams()[definition.idField]);
  const [page, setPage] = useState(1);
  const record = useQuery({
    queryKey: ['catalogue', definition.name, 'item', id],
    queryFn: () => getRecord(definition, id),
    meta: { silent: true },
  });
  const log = useQuery({
    queryKey: ['catalogue', definition.name, 'log', id, page],
    queryFn: () => auditTrail(definition, id, page, 25),
    placeholderData: keepPreviousData,
    meta: { silent: true },
  });
  if (record.isError || log.isError) {
    const error = record.error ?? log.error;
    return <LoadFailed error={error} />;
  }
  const entries = log.data?.items ?? [];
  return (
    <Card withBorder padding="lg" radius="md" data-testid="catalogue-log">
      <Title order={2} size="h4" mb="md">
        {String(record.data?.[definition.displayField] ?? '')}
      </Title>
      {entries.length === 0 && !log.isPending && <Text c="dimmed">{t('catalogue.ui.noHistory')}</Text>}
      <Stack gap="md">
        {entries.map((entry) => (
          <Card key={entry.auditId} withBorder padding="sm" data-testid="log-entry">
            <Group justify="space-between" mb="xs">
              <Group gap="xs">
                <Badge color={ACTION_COLORS[entry.action]} variant="light">
                  {t(`catalogue.ui.actions_${entry.action}`)}
                </Badge>
                <Text size="sm" fw={500}>
                  {entry.fullName || entry.userName || '—'}
                </Text>
              </Group>
              <Text size="sm" c="dimmed">
                {formatDateTime(entry.at)}
              </Text>
            </Group>
            {entry.changes.length > 0 && (
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
            )}
          </Card>
        ))}
      </Stack>
      {(log.data?.total ?? 0) > 25 && (
        <Group justify="flex-end" mt="md">
          <Pagination total={Math.ceil((log.data?.total ?? 0) / 25)} value={page} onChange={setPage} size="sm" />
        </Group>
      )}
      <Group mt="md">
        <Button variant="default" onClick={() => window.history.back()}>
          {t('catalogue.ui.back')}
        </Button>
      </Group>
    </Card>
  );
}
