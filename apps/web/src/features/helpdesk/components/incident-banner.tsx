import { useState } from 'react';
import { Alert, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../shared/session/session-store.ts';
import { useActiveIncidents } from '../api/helpdesk.api.ts';
import { formatDateTime } from '../../../shared/format/date.ts';

const DISMISSED_KEY = 'dismissedIncidents';

function readDismissed(): number[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(DISMISSED_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((id): id is number => typeof id === 'number') : [];
  } catch {
    return [];
  }
}

/**
 * Incidents in force, shown to every signed-in user until they end or the user closes them: closing is per
 * incident and remembered in this browser (a new incident shows again). Compact, so a list's first rows stay in
 * view on a phone (issue 21, point 9).
 */
export function IncidentBanner() {
  const { t } = useTranslation();
  const { isSignedIn } = useSession();
  const incidents = useActiveIncidents(isSignedIn);
  const [dismissed, setDismissed] = useState<number[]>(readDismissed);
  const items = (incidents.data ?? []).filter((i) => !dismissed.includes(i.incidenciaId));
  if (items.length === 0) return null;
  const dismiss = (id: number) => {
    // Only incidents still in force are kept, so the list never grows without end.
    const next = [...dismissed.filter((d) => (incidents.data ?? []).some((i) => i.incidenciaId === d)), id];
    setDismissed(next);
    try {
      localStorage.setItem(DISMISSED_KEY, JSON.stringify(next));
    } catch {
      // Blocked storage: closed for this visit only.
    }
  };
  return (
    <Stack gap="xs" mb="sm" data-testid="incident-banner">
      {items.map((i) => (
        <Alert
          key={i.incidenciaId}
          color="orange"
          variant="light"
          py="xs"
          icon={<IconAlertTriangle size={18} />}
          title={i.titulo}
          role="status"
          withCloseButton
          closeButtonLabel={t('helpdesk.incidents.dismiss')}
          onClose={() => dismiss(i.incidenciaId)}
          data-testid="incident-alert"
          // The body text colour on the light orange background keeps the contrast AA.
          styles={{ title: { color: 'var(--mantine-color-text)' } }}
        >
          <Text size="sm" lineClamp={2}>
            {i.descripcion}
            {i.fechaFin && ` ${t('helpdesk.incidents.until', { date: formatDateTime(i.fechaFin) })}`}
          </Text>
        </Alert>
      ))}
    </Stack>
  );
}
