import { useEffect, useState } from 'react';
import { Alert, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { IconCloudOff, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { notifyError } from '../../../shared/ui/toast.ts';
import { useCaptures } from './use-captures.ts';

export function useOnline(): boolean {
  const [isOnline, setOnline] = useState(() => navigator.onLine);
  useEffect(() => {
    const update = () => setOnline(navigator.onLine);
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, []);
  return isOnline;
}

/**
 * The offline queue on the warehouse screens: "n pending" while captures wait (and "offline" without network),
 * and each capture in conflict or refused with the server's message: the local copy is kept until the user keeps it
 * (sent again over the stored version) or discards it.
 */
export function PendingCaptures() {
  const { t } = useTranslation();
  const isOnline = useOnline();
  const { captures, pending, isSyncing, sync, keepMine, discard } = useCaptures();
  const troubled = captures.filter((c) => c.estado !== 'pendiente');
  if (isOnline && pending === 0 && troubled.length === 0) return null;
  return (
    <Stack gap="xs" data-testid="offline-queue">
      <Group gap="xs" wrap="wrap">
        {!isOnline && (
          <Badge color="gray.8" leftSection={<IconCloudOff size={14} />} data-testid="offline-badge">
            {t('offlineCapture.offline')}
          </Badge>
        )}
        <Badge color={pending > 0 ? 'yellow.9' : 'teal.9'} role="status" data-testid="pending-captures" data-count={pending}>
          {t('offlineCapture.pending', { count: pending })}
        </Badge>
        {isOnline && pending > 0 && (
          <Button
            size="compact-sm"
            variant="default"
            leftSection={<IconRefresh size={14} />}
            loading={isSyncing}
            onClick={() => void sync()}
          >
            {t('offlineCapture.syncNow')}
          </Button>
        )}
      </Group>
      {troubled.map((capture) => (
        <Alert
          key={capture.clave}
          color={capture.estado === 'conflicto' ? 'orange' : 'red'}
          title={t(capture.estado === 'conflicto' ? 'offlineCapture.conflictTitle' : 'offlineCapture.refusedTitle', {
            what: capture.titulo,
          })}
          data-testid={`capture-${capture.estado}`}
        >
          <Text size="sm" mb="xs">
            {capture.estado === 'conflicto' ? t('offlineCapture.conflictText') : capture.mensaje}
          </Text>
          {capture.estado === 'conflicto' && capture.mensaje && (
            <Text size="xs" c="dimmed" mb="xs">
              {capture.mensaje}
            </Text>
          )}
          <Group gap="xs">
            {capture.estado === 'conflicto' && capture.body.tipo === 'previo' && (
              <Button size="xs" onClick={() => keepMine(capture).catch(notifyError)} data-testid="capture-keep">
                {t('offlineCapture.keepMine')}
              </Button>
            )}
            <Button size="xs" variant="default" color="red" onClick={() => void discard(capture)} data-testid="capture-discard">
              {t('offlineCapture.discard')}
            </Button>
          </Group>
        </Alert>
      ))}
    </Stack>
  );
}
