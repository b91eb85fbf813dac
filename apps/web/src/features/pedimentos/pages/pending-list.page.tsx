import { Link } from 'react-router';
import { ActionIcon, Badge, Button, Group, Tooltip } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { listResponseSchema } from '@portal/contract';
import { PENDIENTES_API, pendingPedimentoSchema, type PendingPedimento } from '@portal/contract/features/transfers';
import { useAbility } from '../../../shared/ability/ability.ts';
import { formatDay } from '../../../shared/format/date.ts';
import { DataTable, TextCell, type Column } from '../../../shared/list/data-table.tsx';
import { useListState } from '../../../shared/list/use-list-state.ts';
import { useListQuery } from '../../../shared/list/use-list-query.ts';
import { PedimentoNumberLink } from '../components/pedimento-columns.tsx';

const listSchema = listResponseSchema(pendingPedimentoSchema);
const loadPath = (pedimentoId?: number) => `/apps/transfers/mbge/pedimento/loaddocument${pedimentoId ? `?pedimento=${pedimentoId}` : ''}`;

/** `/apps/transfers/mbge/pedimento/list`: pedimentos whose documents have not all been delivered, oldest first. */
export default function PendingListPage() {
  const { t } = useTranslation();
  const canWrite = useAbility().can('write', 'Pedimentos');
  const list = useListState();
  const query = useListQuery<PendingPedimento>(['pedimentos', 'pending'], PENDIENTES_API, list, listSchema);
  const columns: Column<PendingPedimento>[] = [
    {
      key: 'numero',
      header: t('pedimentos.fields.numeroImpreso'),
      sortable: true,
      render: (p) => <PedimentoNumberLink pedimento={p} />,
    },
    {
      key: 'clienteNombre',
      header: t('pedimentos.fields.clienteNombre'),
      render: (p) => <TextCell>{p.clienteNombre ?? p.nombre ?? '—'}</TextCell>,
    },
    { key: 'referencia', header: t('pedimentos.fields.referencia'), render: (p) => p.referencia ?? '—' },
    {
      key: 'fechaPago',
      header: t('pedimentos.fields.fechaPago'),
      sortable: true,
      render: (p) => (p.fechaPago ? formatDay(p.fechaPago) : '—'),
    },
    {
      key: 'faltantes',
      header: t('pedimentosPage.missing'),
      render: (p) => (
        <Group gap={4} data-testid="pending-missing">
          {p.faltantes.map((tipo) => (
            <Badge key={tipo} color="orange" variant="light">
              {t(`pedimentosPage.documents.types.${tipo}`)}
            </Badge>
          ))}
        </Group>
      ),
    },
  ];
  return (
    <DataTable
      list={list}
      query={query}
      columns={columns}
      rowKey={(p) => p.pedimentoId}
      testId="pending"
      searchPlaceholder={t('pedimentosPage.search')}
      emptyText={t('pedimentosPage.noPending')}
      actions={
        canWrite && (
          <Button component={Link} to={loadPath()} leftSection={<IconUpload size={16} />} data-testid="pending-load">
            {t('pedimentosPage.loadTitle')}
          </Button>
        )
      }
      rowActions={
        canWrite
          ? (p) => (
              <Tooltip label={t('pedimentosPage.loadTitle')}>
                <ActionIcon
                  component={Link}
                  to={loadPath(p.pedimentoId)}
                  variant="subtle"
                  aria-label={`${t('pedimentosPage.loadTitle')}: ${p.numeroImpreso}`}
                  data-testid="row-load"
                >
                  <IconUpload size={16} />
                </ActionIcon>
              </Tooltip>
            )
          : undefined
      }
    />
  );
}
