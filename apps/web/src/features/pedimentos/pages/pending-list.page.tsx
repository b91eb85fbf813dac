import { Link } from 'react-router';
import { Badge, Button, Group } from '@mantine/core';
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
import { RowLink } from '../../../shared/list/row-link.tsx';

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
              <RowLink
                to={loadPath(p.pedimentoId)}
                tip={t('pedimentosPage.loadTitle')}
                name={p.numeroImpreso}
                icon={<IconUpload size={16} />}
                testId="row-load"
              />
            )
          : undefined
      }
    />
  );
}
