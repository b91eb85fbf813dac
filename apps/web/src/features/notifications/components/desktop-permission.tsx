import { useState } from 'react';
import { Button, Group, Text } from '@mantine/core';
import { IconBellRinging } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export function desktopPermission(): NotificationPermission | 'unsupported' {
  return typeof window !== 'undefined' && 'Notification' in window ? Notification.permission : 'unsupported';
}

/**
 * Asks for desktop notifications only when the user chooses to (a button, never on page load), and
 * only while the browser has not been answered yet.
 */
export function DesktopPermissionPrompt({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const [permission, setPermission] = useState(desktopPermission);
  if (permission !== 'default') {
    if (compact || permission === 'unsupported') return null;
    return (
      <Text size="sm" c="dimmed" data-testid="desktop-permission-state">
        {t(permission === 'granted' ? 'notifications.desktop.granted' : 'notifications.desktop.denied')}
      </Text>
    );
  }
  return (
    <Group gap="xs" wrap="nowrap">
      {!compact && (
        <Text size="sm" c="dimmed">
          {t('notifications.desktop.why')}
        </Text>
      )}
      <Button
        size="xs"
        variant="light"
        leftSection={<IconBellRinging size={16} />}
        onClick={() => void Notification.requestPermission().then(setPermission)}
        data-testid="desktop-permission-ask"
      >
        {t('notifications.desktop.enable')}
      </Button>
    </Group>
  );
}
