import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { Loader, Stack, Tabs } from '@mantine/core';
import { IconHistory, IconLock, IconTrash, IconUser } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useProfile } from '../api/account-settings.api.ts';
import { DeleteAccountTab } from '../components/delete-account-tab.tsx';
import { GeneralTab } from '../components/general-tab.tsx';
import { HistoryTab } from '../components/history-tab.tsx';
import { PasswordTab } from '../components/password-tab.tsx';
import { LoadFailed } from '../../../shared/ui/load-failed.tsx';

/** A tab another area contributes (the notification preferences), composed by app/. */
export interface AccountSettingsExtraTab {
  value: string;
  label: string;
  icon?: ReactNode;
  content: ReactNode;
}

/** /pages/account-setting: general, password, sign-in history, more tabs from app/, and account deletion. */
export function AccountSettingsPage({ extraTabs = [] }: { extraTabs?: AccountSettingsExtraTab[] }) {
  const { t } = useTranslation();
  const profile = useProfile();
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') ?? 'general';

  if (profile.isPending) return <Loader aria-label={t('accountPage.loading')} />;
  if (profile.isError) {
    return <LoadFailed error={profile.error} onRetry={() => void profile.refetch()} />;
  }
  return (
    <Tabs
      value={tab}
      onChange={(value) => setParams(value && value !== 'general' ? { tab: value } : {}, { replace: true })}
      keepMounted={false}
    >
      <Tabs.List mb="lg">
        <Tabs.Tab value="general" leftSection={<IconUser size={16} />} data-testid="tab-general">
          {t('accountPage.tabs.general')}
        </Tabs.Tab>
        <Tabs.Tab value="password" leftSection={<IconLock size={16} />} data-testid="tab-password">
          {t('accountPage.tabs.password')}
        </Tabs.Tab>
        <Tabs.Tab value="history" leftSection={<IconHistory size={16} />} data-testid="tab-history">
          {t('accountPage.tabs.history')}
        </Tabs.Tab>
        {extraTabs.map((extra) => (
          <Tabs.Tab key={extra.value} value={extra.value} leftSection={extra.icon} data-testid={`tab-${extra.value}`}>
            {extra.label}
          </Tabs.Tab>
        ))}
        <Tabs.Tab value="delete" leftSection={<IconTrash size={16} />} color="red" data-testid="tab-delete">
          {t('accountPage.tabs.delete')}
        </Tabs.Tab>
      </Tabs.List>
      <Stack>
        <Tabs.Panel value="general">
          <GeneralTab key={profile.data.rowVersion} profile={profile.data} />
        </Tabs.Panel>
        <Tabs.Panel value="password">
          <PasswordTab />
        </Tabs.Panel>
        <Tabs.Panel value="history">
          <HistoryTab />
        </Tabs.Panel>
        {extraTabs.map((extra) => (
          <Tabs.Panel key={extra.value} value={extra.value}>
            {extra.content}
          </Tabs.Panel>
        ))}
        <Tabs.Panel value="delete">
          <DeleteAccountTab profile={profile.data} />
        </Tabs.Panel>
      </Stack>
    </Tabs>
  );
}
