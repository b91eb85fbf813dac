import { Link } from 'react-router';
import { ActionIcon, Anchor, Badge, Text, Tooltip } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { listResponseSchema } from '@portal/contract';
import { SINCRONIZACION_API, parteSyncSchema, syncResultSchema, type ParteSync } from '@portal/contract/features/classifications';
import { useAbility } from '../../../shared/ability/ability.ts';
import { api } from '../../../shared/api/api.ts';
import { formatDateTime } from '../../../shared/format/date.ts';
import { DataTable, TextCell, type Column } from '../../../shared/list/data-table.tsx';
import { useListQuery } from '../../../shared/list/use-list-query.ts';
import { useListState } from '../../../shared/list/use-list-state.ts';
import { notifyError, notifySuccess } from '../../../shared/ui/toast.ts';
import { FilterSelect } from '../../../shared/list/filter-select.tsx';

const listSchema = listResponseSchema(parteSyncSchema);
const STATES = ['pendiente', 'sincronizado', 'error'] as const;
const COLORS = { pendiente: 'yellow.3', sincronizado: 'green.9', error: 'red.9' } as const;

/** `/apps/parts/sync`: each part's synchronisation with its customer's system, the last error, and a retry. */
export default function PartSyncPage() {
  const { t } = useTranslation();
  const ability = useAbility();
  const client = useQueryClient();
  const list = useListState({ filters: ['estado'] });
  const query = useListQuery<ParteSync>(['partes-sync'], SINCRONIZACION_API, list, listSchema);
  const field = (name: string) => t(`partSyncPage.fields.${name}`);
  const retry = async (p: ParteSync) => {
    try {
      const result = await api.post(`${SINCRONIZACION_API}/${p.parteId}/Reintentar`, undefined, { schema: syncResultSchema });
      if (result.sincronizadas) notifySuccess(200, t('partSyncPage.synced', { numeroParte: p.numeroParte }));
      else notifyError(new Error(t('partSyncPage.failed')));
      await client.invalidateQueries({ queryKey: ['partes-sync'] });
    } catch (error) {
      notifyError(error);
    }
  };
  const columns: Column<ParteSync>[] = [
    {
      key: 'numeroParte',
      header: field('numeroParte'),
      render: (p) => (
        <Anchor component={Link} to={`/apps/parts/log/${p.parteId}`} size="sm" c="blue.9">
          {p.numeroParte}
        </Anchor>
      ),
    },
    { key: 'clienteNombre', header: field('cliente'), render: (p) => <TextCell>{p.clienteNombre ?? '—'}</TextCell> },
    {
      key: 'estado',
      header: field('estado'),
      render: (p) => (
        <Badge color={COLORS[p.estado]} autoContrast variant="filled" data-testid="sync-estado" data-estado={p.estado}>
          {t(`catalogues.partes.values.estadoSincronizacion.${p.estado}`)}
        </Badge>
      ),
    },
    { key: 'intentos', header: field('intentos'), render: (p) => p.intentos },
    {
      key: 'error',
      header: field('error'),
      render: (p) =>
        p.error ? (
          <Text size="sm" data-testid="sync-error">
            {p.error}
          </Text>
        ) : (
          '—'
        ),
    },
    {
      key: 'proximoIntentoAt',
      header: field('proximoIntento'),
      render: (p) => (p.proximoIntentoAt ? formatDateTime(p.proximoIntentoAt) : '—'),
    },
    { key: 'sincronizadoAt', header: field('sincronizado'), render: (p) => (p.sincronizadoAt ? formatDateTime(p.sincronizadoAt) : '—') },
  ];
  return (
    <DataTable
      list={list}
      query={query}
      columns={columns}
      rowKey={(p) => p.parteId}
      testId="sync"
      searchPlaceholder={t('partSyncPage.search')}
      emptyText={t('partSyncPage.empty')}
      filters={
        <FilterSelect
          list={list}
          name="estado"
          label={field('estado')}
          data={STATES.map((value) => ({ value, label: t(`catalogues.partes.values.estadoSincronizacion.${value}`) }))}
          w={170}
        />
      }
      rowActions={(p) =>
        p.estado !== 'sincronizado' && ability.can('write', 'Partes') ? (
          <Tooltip label={t('partSyncPage.retry')}>
            <ActionIcon
              variant="subtle"
              aria-label={`${t('partSyncPage.retry')}: ${p.numeroParte}`}
              onClick={() => void retry(p)}
              data-testid="row-retry"
            >
              <IconRefresh size={16} />
            </ActionIcon>
          </Tooltip>
        ) : null
      }
    />
  );
}
