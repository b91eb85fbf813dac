import { Link } from 'react-router';
import { ActionIcon, Anchor, Badge, Stack, Text, Tooltip } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { listResponseSchema } from '@portal/contract';
import { ALERTAS_TARIFA_API, tarifaAlertaSchema, type TarifaAlerta } from '@portal/contract/features/classifications';
import { useAbility } from '../../../shared/ability/ability.ts';
import { api } from '../../../shared/api/api.ts';
import { formatDateTime } from '../../../shared/format/date.ts';
import { DataTable, TextCell, type Column } from '../../../shared/list/data-table.tsx';
import { useListQuery } from '../../../shared/list/use-list-query.ts';
import { useListState } from '../../../shared/list/use-list-state.ts';
import { notifyError, notifySuccess } from '../../../shared/ui/toast.ts';
import { formatCodigo } from '../components/tariff-cache.ts';
import { FilterSelect } from '../../../shared/list/filter-select.tsx';

const listSchema = listResponseSchema(tarifaAlertaSchema);

/** `/apps/classification/tariff-alerts`: parts and requests whose fraction + NICO left the tariff, with a suggested code. */
export default function TariffAlertsPage() {
  const { t } = useTranslation();
  const ability = useAbility();
  const client = useQueryClient();
  const list = useListState({ filters: ['estado'] });
  const query = useListQuery<TarifaAlerta>(['tarifa-alertas'], ALERTAS_TARIFA_API, list, listSchema);
  const field = (name: string) => t(`alertasTarifa.fields.${name}`);
  const target = (a: TarifaAlerta) =>
    a.tipo === 'solicitud' ? `/apps/classification/edit/${a.registroId}` : `/apps/parts/log/${a.registroId}`;
  const resolve = async (a: TarifaAlerta) => {
    try {
      await api.post(`${ALERTAS_TARIFA_API}/${a.alertaId}/Resolver`);
      notifySuccess(204, t('alertasTarifa.resolved'));
      await client.invalidateQueries({ queryKey: ['tarifa-alertas'] });
    } catch (error) {
      notifyError(error);
    }
  };
  const columns: Column<TarifaAlerta>[] = [
    { key: 'tipo', header: field('tipo'), render: (a) => t(`alertasTarifa.tipos.${a.tipo}`) },
    {
      key: 'numeroParte',
      header: field('numeroParte'),
      render: (a) => (
        <Anchor component={Link} to={target(a)} size="sm" c="blue.9" data-testid="alert-target">
          {a.numeroParte}
        </Anchor>
      ),
    },
    { key: 'clienteNombre', header: field('cliente'), render: (a) => <TextCell>{a.clienteNombre ?? '—'}</TextCell> },
    {
      key: 'fraccion',
      header: field('anterior'),
      render: (a) => (
        <Text size="sm" ff="monospace">
          {formatCodigo(`${a.fraccion}${a.nico}`)}
        </Text>
      ),
    },
    {
      key: 'sugerido',
      header: field('sugerido'),
      render: (a) =>
        a.sugerido ? (
          <Stack gap={0}>
            <Text size="sm" ff="monospace" data-testid="alert-suggested">
              {formatCodigo(a.sugerido)}
            </Text>
            <Text size="xs">{a.sugeridoTexto}</Text>
          </Stack>
        ) : (
          t('alertasTarifa.noSuggestion')
        ),
    },
    { key: 'version', header: field('version'), render: (a) => a.version },
    {
      key: 'estado',
      header: field('estado'),
      render: (a) => (
        <Badge color={a.estado === 'abierta' ? 'yellow.3' : 'green.9'} autoContrast variant="filled">
          {t(`alertasTarifa.estados.${a.estado}`)}
        </Badge>
      ),
    },
    { key: 'createdAt', header: field('createdAt'), render: (a) => formatDateTime(a.createdAt) },
  ];
  return (
    <DataTable
      list={list}
      query={query}
      columns={columns}
      rowKey={(a) => a.alertaId}
      testId="alertas"
      searchPlaceholder={t('alertasTarifa.search')}
      emptyText={t('alertasTarifa.empty')}
      filters={
        <FilterSelect
          list={list}
          name="estado"
          label={field('estado')}
          data={['abierta', 'resuelta'].map((value) => ({ value, label: t(`alertasTarifa.estados.${value}`) }))}
          w={160}
        />
      }
      rowActions={(a) =>
        a.estado === 'abierta' && ability.can('write', 'Clasificaciones') ? (
          <Tooltip label={t('alertasTarifa.resolve')}>
            <ActionIcon
              variant="subtle"
              aria-label={`${t('alertasTarifa.resolve')}: ${a.numeroParte}`}
              onClick={() => void resolve(a)}
              data-testid="row-resolve"
            >
              <IconCheck size={16} />
            </ActionIcon>
          </Tooltip>
        ) : null
      }
    />
  );
}
