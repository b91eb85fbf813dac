import { Card, Text, Timeline } from '@mantine/core';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TicketLogEntry } from '@portal/contract/features/helpdesk';
import { useTicketLog } from '../api/helpdesk.api.ts';
import { formatDateTime } from '../../../shared/format/date.ts';
import { RecordPending } from '../../../shared/ui/load-failed.tsx';

function describe(entry: TicketLogEntry, t: (key: string, params?: Record<string, unknown>) => string): string {
  const value = (v: string | null, named: string | null | undefined) =>
    v === null
      ? '—'
      : named
        ? named
        : entry.campo === 'estatus'
          ? t(`helpdesk.status.${v}`)
          : entry.campo === 'prioridad'
            ? t(`helpdesk.priority.${v}`)
            : v;
  return t(`helpdesk.log.${entry.accion}`, {
    field: entry.campo ? t(`helpdesk.fields.${entry.campo}`) : '',
    from: value(entry.valorAnterior, entry.textoAnterior),
    to: value(entry.valorNuevo, entry.textoNuevo),
  });
}

export default function TicketLogPage() {
  const { t } = useTranslation();
  const id = Number(useParams().ticketId);
  const log = useTicketLog(id);
  if (!log.data) return <RecordPending query={log} title={t('helpdesk.ticketLoadFailed')} />;
  return (
    <Card withBorder shadow="sm" padding="lg">
      <Text fw={600} mb="md">
        {t('helpdesk.log.title', { ticketId: id })}
      </Text>
      <Timeline bulletSize={14} lineWidth={2} data-testid="ticket-log">
        {log.data.map((e) => (
          <Timeline.Item key={e.ticketBitacoraId} title={describe(e, t)}>
            <Text size="xs" c="dimmed">
              {formatDateTime(e.at)} · {e.nombreCompleto ?? t('helpdesk.log.system')}
            </Text>
          </Timeline.Item>
        ))}
      </Timeline>
    </Card>
  );
}
