import { useEffect } from 'react';
import { Link } from 'react-router';
import { Badge, Button, Group, Text } from '@mantine/core';
import { IconBarcode, IconPlus, IconTruck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { listResponseSchema } from '@portal/contract';
import { CONFRONTA_STATES, CONFRONTAS_API, confrontaSummarySchema, type ConfrontaSummary } from '@portal/contract/features/confrontas';
import { useAbility } from '../../../shared/ability/ability.ts';
import { formatDateTime } from '../../../shared/format/date.ts';
import { DataTable, TextCell, type Column } from '../../../shared/list/data-table.tsx';
import { useListQuery } from '../../../shared/list/use-list-query.ts';
import { useListState } from '../../../shared/list/use-list-state.ts';
import { RowLink } from '../../../shared/list/row-link.tsx';
import { keepListedConfrontas } from '../api/confrontas.api.ts';
import { KeptConfrontas } from '../offline/kept-confrontas.tsx';
import { isNetworkFailure } from '../offline/offline-capture.ts';
import { PendingCaptures, useOnline } from '../offline/pending-captures.tsx';
import { FilterSelect } from '../../../shared/list/filter-select.tsx';

const listSchema = listResponseSchema(confrontaSummarySchema);

/** `/apps/confronts/warehouse/list`: the confrontations of the caller's patents and customers. */
export default function ConfrontaListPage() {
  const { t } = useTranslation();
  const ability = useAbility();
  const list = useListState({ filters: ['estado'] });
  const query = useListQuery<ConfrontaSummary>(['confrontas'], CONFRONTAS_API, list, listSchema);
  const isOnline = useOnline();
  // The open confrontations shown are kept on the phone with their items, for the scan and load screens offline.
  const rows = query.data?.items;
  useEffect(() => {
    if (rows) void keepListedConfrontas(rows).catch(() => undefined);
  }, [rows]);
  const f = (name: string) => t(`confrontasPage.fields.${name}`);
  const columns: Column<ConfrontaSummary>[] = [
    {
      key: 'numeroControl',
      header: f('numeroControl'),
      sortable: true,
      render: (c) => (
        <Text size="sm" component={Link} to={`/apps/confronts/warehouse/check?confronta=${c.confrontaId}`} c="blue.9" fw={600}>
          {c.numeroControl}
        </Text>
      ),
    },
    { key: 'patente', header: f('patente'), render: (c) => c.patente },
    { key: 'pedimento', header: f('pedimento'), render: (c) => c.pedimento ?? '—' },
    { key: 'remesa', header: f('remesa'), render: (c) => c.remesa ?? '—' },
    { key: 'clienteNombre', header: f('clienteId'), render: (c) => <TextCell>{c.clienteNombre ?? '—'}</TextCell> },
    { key: 'pendientes', header: t('confrontasPage.itemStates.pendiente'), render: (c) => c.pendientes },
    { key: 'confrontados', header: t('confrontasPage.itemStates.confrontado'), render: (c) => c.confrontados },
    {
      key: 'estado',
      header: f('estado'),
      render: (c) => <Badge color={c.estado === 'abierta' ? 'blue.9' : 'teal.9'}>{t(`confrontasPage.states.${c.estado}`)}</Badge>,
    },
    { key: 'createdAt', header: f('createdAt'), sortable: true, render: (c) => formatDateTime(c.createdAt) },
  ];
  const newButton = ability.can('create', 'Confrontas') ? (
    <Button component={Link} to="/apps/confronts/warehouse/new" leftSection={<IconPlus size={18} />} data-testid="new-confronta">
      {t('confrontasPage.new')}
    </Button>
  ) : undefined;
  return (
    <>
      {/* Scans, loads and confrontations captured without network wait here until sent (decision 0105). */}
      <PendingCaptures />
      {(!isOnline || (query.isError && isNetworkFailure(query.error))) && <KeptConfrontas />}
      <DataTable
        list={list}
        query={query}
        columns={columns}
        rowKey={(c) => c.confrontaId}
        testId="confrontas"
        actions={newButton}
        emptyAction={newButton}
        searchPlaceholder={t('confrontasPage.search')}
        emptyText={t('confrontasPage.empty')}
        filters={
          <FilterSelect
            list={list}
            name="estado"
            label={f('estado')}
            data={CONFRONTA_STATES.map((value) => ({ value, label: t(`confrontasPage.states.${value}`) }))}
            w={150}
          />
        }
        rowActions={(c) => (
          <Group gap={4} wrap="nowrap">
            <RowLink
              to={`/apps/confronts/warehouse/check?confronta=${c.confrontaId}`}
              tip={t('confrontasPage.check.confront')}
              name={c.numeroControl}
              icon={<IconBarcode size={18} />}
              size="lg"
            />
            <RowLink
              to={`/apps/confronts/load/check?confronta=${c.confrontaId}`}
              tip={t('confrontasPage.load.start')}
              name={c.numeroControl}
              icon={<IconTruck size={18} />}
              size="lg"
            />
          </Group>
        )}
      />
    </>
  );
}
