import { useTranslation } from 'react-i18next';
import { IconBell } from '@tabler/icons-react';
import { AccountSettingsPage } from '../../features/account-settings/pages/account-settings.page.tsx';
import { ChannelPreferencesForm } from '../../features/notifications/components/channel-preferences-form.tsx';

/**
 * The account page as the app composes it: other areas add their tabs here (the notification channel
 * preferences of the notifications area), since features never import each other.
 */
export default function AccountSettingRoute() {
  const { t } = useTranslation();
  return (
    <AccountSettingsPage
      extraTabs={[
        {
          value: 'notifications',
          label: t('notifications.channels.title'),
          icon: <IconBell size={16} />,
          content: <ChannelPreferencesForm />,
        },
      ]}
    />
  );
}
