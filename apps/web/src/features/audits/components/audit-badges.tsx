import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const FINDING_COLORS: Record<string, string> = { pendiente: 'orange.9', solicitarAutorizacion: 'blue.9', autorizar: 'green.9' };
const OPERATION_COLORS: Record<string, string> = { sinHallazgos: 'green.9', abierta: 'orange.9', cerrada: 'gray.8' };
const SEVERITY_COLORS: Record<string, string> = { error: 'red.9', warning: 'yellow.9', info: 'blue.9' };

/** Status as a coloured badge with its text (never colour alone). */
export function FindingStatus({ estado }: { estado: string }) {
  const { t } = useTranslation();
  return (
    <Badge color={FINDING_COLORS[estado] ?? 'gray'} variant="light" data-testid="finding-status" data-state={estado}>
      {t(`audits.estados.${estado}`)}
    </Badge>
  );
}

export function OperationStatus({ estado }: { estado: string }) {
  const { t } = useTranslation();
  return (
    <Badge color={OPERATION_COLORS[estado] ?? 'gray'} variant="light">
      {t(`audits.operacionEstados.${estado}`)}
    </Badge>
  );
}

export function Severity({ severidad }: { severidad: string }) {
  const { t } = useTranslation();
  return (
    <Badge color={SEVERITY_COLORS[severidad] ?? 'gray'} variant="outline">
      {t(`audits.severidades.${severidad}`)}
    </Badge>
  );
}
