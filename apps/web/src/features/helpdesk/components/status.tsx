import { Badge, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Ticket, TicketPriority, TicketStatus } from '@portal/contract/features/helpdesk';

const STATUS_COLORS: Record<TicketStatus, string> = {
  abierto: 'blue',
  asignado: 'cyan',
  enProceso: 'yellow',
  resuelto: 'green',
  cerrado: 'gray',
  reabierto: 'orange',
};
const PRIORITY_COLORS: Record<TicketPriority, string> = { baja: 'gray', media: 'blue', alta: 'orange', critica: 'red' };

export function StatusBadge({ status }: { status: TicketStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={STATUS_COLORS[status]} variant="light" data-testid="ticket-status">
      {t(`helpdesk.status.${status}`)}
    </Badge>
  );
}

export function PriorityBadge({ priority }: { priority: TicketPriority }) {
  const { t } = useTranslation();
  return (
    <Badge color={PRIORITY_COLORS[priority]} variant="outline">
      {t(`helpdesk.priority.${priority}`)}
    </Badge>
  );
}

/** Time left against the SLA; breached tickets stand out (colour and words, never colour alone). */
export function SlaText({ ticket }: { ticket: Pick<Ticket, 'slaRestanteMs' | 'slaVencido'> }) {
  const { t } = useTranslation();
  if (ticket.slaRestanteMs === null) {
    return (
      <Text size="sm" c={ticket.slaVencido ? 'red' : 'dimmed'}>
        {t(ticket.slaVencido ? 'helpdesk.sla.solvedLate' : 'helpdesk.sla.solvedOnTime')}
      </Text>
    );
  }
  const minutes = Math.round(Math.abs(ticket.slaRestanteMs) / 60_000);
  const span =
    minutes >= 60 ? t('helpdesk.sla.hours', { h: Math.floor(minutes / 60), m: minutes % 60 }) : t('helpdesk.sla.minutes', { m: minutes });
  if (ticket.slaVencido) {
    return (
      <Badge color="red" variant="filled" data-testid="sla-breached">
        {t('helpdesk.sla.breached', { span })}
      </Badge>
    );
  }
  return <Text size="sm">{t('helpdesk.sla.left', { span })}</Text>;
}
