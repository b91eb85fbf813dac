import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ClasificacionEstado } from '@portal/contract/features/classifications';

/** The request's status as a coloured badge with its text (never colour alone). */
export function EstadoBadge({ estado }: { estado: ClasificacionEstado }) {
  const { t } = useTranslation();
  return (
    <Badge
      color={estado === 'clasificada' ? 'green.9' : 'yellow.3'}
      autoContrast
      variant="filled"
      data-testid="estado-badge"
      data-estado={estado}
    >
      {t(`clasificaciones.estados.${estado}`)}
    </Badge>
  );
}
