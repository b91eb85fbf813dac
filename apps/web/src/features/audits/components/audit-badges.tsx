import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const FINDING_COLORS: Record<string, string> = { pendiente: 'yellow.4', solicitarAutorizacion: 'blue.9', autorizar: 'teal.9' };
const OPERATION_COLORS: Record<string, string> = { sinHallazgos: 'teal.9', abierta: 'yellow.4', cerrada: 'gray.8' };
const SEVERITY_COLORS: Record<string, string> = { error: 'red.9', warning: 'pink.9', info: 'blue.9' };

/** Status as a coloured badge with its text (never colour alone). */
export function FindingStatus({ estado }: { estado: string }) {
  const { t } = useTranslation();
  return (
    <Badge color={FINDING_COLORS[estado] ?? 'gray.8'} variant="filled" autoContrast data-testid="finding-status" data-state={estado}>
      {t(`audits.estados.${estado}`)}
    </Badge>
  );
}

export function OperationStatus({ estado }: { estado: string }) {
  const { t } = useTranslation();
  return (
    <Badge color={OPERATION_COLORS[estado] ?? 'gray.8'} variant="filled" autoContrast>
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
