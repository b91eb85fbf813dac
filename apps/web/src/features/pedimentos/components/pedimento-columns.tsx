import { Link } from 'react-router';
import { Badge, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { listResponseSchema } from '@portal/contract';
import { pedimentoSummarySchema, type PedimentoSummary } from '@portal/contract/features/pedimentos';
import { TextCell, type Column } from '../../../shared/list/data-table.tsx';
import { formatDay } from '../../../shared/format/date.ts';
import { formatPesos } from './pedimento-format.ts';
import { RowLink } from '../../../shared/list/row-link.tsx';

export const pedimentoListSchema = listResponseSchema(pedimentoSummarySchema);

/** A pedimento's printed number (its spaces kept), as the link to its page. */
export function PedimentoNumberLink({ pedimento }: { pedimento: Pick<PedimentoSummary, 'pedimentoId' | 'numeroImpreso'> }) {
  return (
    <Text
      size="sm"
      ff="monospace"
      style={{ whiteSpace: 'pre' }}
      component={Link}
      to={`/apps/operations/pedimento/${pedimento.pedimentoId}`}
      c="blue.9"
    >
      {pedimento.numeroImpreso}
    </Text>
  );
}

/** The columns of every list of pedimentos (the pedimentos' list, an M3 file's pedimentos). */
export function pedimentoColumns(t: TFunction, language: string): Column<PedimentoSummary>[] {
  const field = (name: string) => t(`pedimentos.fields.${name}`);
  return [
    {
      key: 'numero',
      header: field('numeroImpreso'),
      sortable: true,
      render: (p) => <PedimentoNumberLink pedimento={p} />,
    },
    { key: 'clave', header: field('clave'), render: (p) => p.clave },
    {
      key: 'tipoOperacion',
      header: field('tipoOperacion'),
      render: (p) => (p.tipoOperacion ? t(`pedimentos.operations.${p.tipoOperacion}`) : ''),
    },
    {
      key: 'clienteNombre',
      header: field('clienteNombre'),
      render: (p) =>
        p.clienteNombre ? (
          <TextCell>{p.clienteNombre}</TextCell>
        ) : (
          <Badge color="orange" variant="light">
            {field('sinCliente')}
          </Badge>
        ),
    },
    { key: 'referencia', header: field('referencia'), render: (p) => <TextCell>{p.referencia ?? '—'}</TextCell> },
    { key: 'rfc', header: field('rfc'), render: (p) => p.rfc },
    { key: 'fechaPago', header: field('fechaPago'), sortable: true, render: (p) => (p.fechaPago ? formatDay(p.fechaPago) : '—') },
    { key: 'valorAduana', header: field('valorAduana'), sortable: true, render: (p) => formatPesos(p.valorAduana, language) },
  ];
}

/** The row's "open" button: the pedimento's page. */
export function OpenPedimento({ pedimento }: { pedimento: PedimentoSummary }) {
  const { t } = useTranslation();
  return (
    <RowLink
      to={`/apps/operations/pedimento/${pedimento.pedimentoId}`}
      tip={t('pedimentosPage.open')}
      name={pedimento.numeroImpreso}
      testId="row-open"
    />
  );
}
