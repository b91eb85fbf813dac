import { AccountSettingsPage, type AccountSettingsExtraTab } from '../../features/account-settings/pages/account-settings.page.tsx';

/**
 * The account page as the app composes it: other areas add their tabs here (the notification channel
 * preferences of the notifications area go in this list), since features never import each other.
 */
const extraTabs: AccountSettingsExtraTab[] = [];

export default function AccountSettingRoute() {
  return <AccountSettingsPage extraTabs={extraTabs} />;
}
