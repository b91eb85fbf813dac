import type { ComponentType } from 'react';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * The Notifications tab of the user edit screen. Notification preferences per channel belong to
 * another feature (issue 5): app/ registers its panel here with `setUserNotificationsPanel`, since
 * features never import each other. Until then the tab says what will be there.
 */
let Panel: ComponentType<{ userName: string }> | null = null;

export function setUserNotificationsPanel(component: ComponentType<{ userName: string }>): void {
  Panel = component;
}

export function UserNotificationsTab({ userName }: { userName: string }) {
  const { t } = useTranslation();
  if (Panel) return <Panel userName={userName} />;
  return (
    <Text c="dimmed" size="sm" data-testid="user-notifications-placeholder">
      {t('users.notifications.placeholder')}
    </Text>
  );
}
