import { useParams } from 'react-router';
import { useQueries, useQuery } from '@tanstack/react-query';
import { Badge, Button, Group, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { auditEntrySchema, listResponseSchema, type AuditEntry, type CatalogueDefinition } from '@portal/contract';
import { domainOptions, getRecord } from './catalogue-api.ts';
import { formatCell, formatDateTime } from './catalogue-format.ts';
import { catalogueOptions } from '../shared/forms/reference-select.tsx';
import { DataTable, type Column } from '../shared/list/data-table.tsx';
import { useListState } from '../shared/list/use-list-state.ts';
import { useListQuery } from '../shared/list/use-list-query.ts';

const ACTION_COLORS = { create: 'green', update: 'blue', delete: 'red', reveal: 'orange' } as const;
const logSchema = listResponseSchema(auditEntrySchema);

function show(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  return Array.isArray(value) ? value.join(', ') : String(value);
}

type ValueText = (field: string, value: unknown) => string;

/**
 * A logged value as people read it (issue 21, point 7): the referenced record's name rather than its id, the
 * translated value of an enumeration, the option's text of a code; the stored value where nothing better is known.
 */
function useValueText(definition: CatalogueDefinition, entries: AuditEntry[]): ValueText {
  const { t, i18n } = useTranslation();
  const wanted = new Map<string, Set<number>>();
  const domains = new Set<string>();
  for (const entry of entries) {
    for (const change of entry.changes) {
      const field = definition.fields[change.field];
      if (field?.optionsDomain) domains.add(field.optionsDomain);
      if (field?.kind !== 'reference' && field?.kind !== 'references') continue;
      const ids = wanted.get(field.references!) ?? new Set<number>();
      for (const v of [change.before, change.after].flat()) if (typeof v === 'number') ids.add(v);
      wanted.set(field.references!, ids);
    }
  }
  const references = [...wanted].filter(([, ids]) => ids.size > 0);
  const referenceTexts = useQueries({
    queries: references.map(([catalogue, ids]) => ({
      queryKey: ['options', catalogue, 'ids', [...ids].sort((a, b) => a - b)],
      queryFn: () => catalogueOptions(catalogue, { ids: [...ids].slice(0, 100) }),
      staleTime: 60_000,
      retry: false,
      meta: { silent: true },
    })),
  });
  const domainTexts = useQueries({
    queries: [...domains].map((domain) => ({
      queryKey: ['domain-options', domain],
      queryFn: () => domainOptions(domain),
      staleTime: 24 * 3600_000,
      retry: false,
      meta: { silent: true },
    })),
  });
  const names = new Map<string, string>();
  references.forEach(([catalogue], i) => {
    for (const option of referenceTexts[i]?.data ?? []) names.set(`${catalogue}:${String(option.value)}`, option.text);
  });
  [...domains].forEach((domain, i) => {
    for (const option of domainTexts[i]?.data ?? []) names.set(`${domain}:${String(option.value)}`, option.text);
  });
  return (name, value) => {
    const field = definition.fields[name];
    if (value === null || value === undefined || value === '' || !field) return show(value);
    const one = (v: unknown) =>
      (field.references && names.get(`${field.references}:${String(v)}`)) ||
      (field.optionsDomain && names.get(`${field.optionsDomain}:${String(v)}`)) ||
      (field.kind === 'reference' || field.kind === 'references'
        ? String(v)
        : formatCell(definition, name, field, { [name]: v }, t, i18n.language)) ||
      show(v);
    return Array.isArray(value) ? value.map(one).join(', ') : one(value);
  };
}

/** What one change did: each field before and after. */
function Changes({ definition, entry, text }: { definition: CatalogueDefinition; entry: AuditEntry; text: ValueText }) {
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
            <Table.Td>{text(change.field, change.before)}</Table.Td>
            <Table.Td>{text(change.field, change.after)}</Table.Td>
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
  const valueText = useValueText(definition, query.data?.items ?? []);
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
          <Changes definition={definition} entry={entry} text={valueText} />
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
