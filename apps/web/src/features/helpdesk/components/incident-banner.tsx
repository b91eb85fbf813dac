import { Alert, Stack } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../shared/session/session-store.ts';
import { useActiveIncidents } from '../api/helpdesk.api.ts';
import { formatDateTime } from './status.tsx';

/** Incidents in force, shown to every signed-in user until they end. */
export function IncidentBanner() {
  const { t } = useTranslation();
  const { isSignedIn } = useSession();
  const incidents = useActiveIncidents(isSignedIn);
  const items = incidents.data ?? [];
  if (items.length === 0) return null;
  return (
    <Stack gap="xs" mb="md" data-testid="incident-banner">
      {items.map((i) => (
        <Alert
          key={i.incidenciaId}
          color="orange"
          variant="light"
          icon={<IconAlertTriangle size={18} />}
          title={i.titulo}
          role="status"
          // The body text colour on the light orange background keeps the contrast AA.
          styles={{ title: { color: 'var(--mantine-color-text)' } }}
        >
          {i.descripcion}
          {i.fechaFin && ` ${t('helpdesk.incidents.until', { date: formatDateTime(i.fechaFin) })}`}
        </Alert>
      ))}
    </Stack>
  );
}
