import { useState } from 'react';
import { Badge, Button, Card, Group, Loader, Stack, Switch, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NOTIFICATION_CHANNELS, type ChannelPreferences, type ChannelSettings } from '@portal/contract/features/notifications';
import { useUnsavedChanges } from '../../../shared/forms/unsaved-changes.ts';
import { notifySuccess } from '../../../shared/ui/toast.ts';
import { useChannelSettings, useSaveChannelSettings } from '../api/notifications.api.ts';
import { DesktopPermissionPrompt } from './desktop-permission.tsx';

/**
 * The caller's notification channels (portal, email, SMS, WhatsApp), self-contained so that the account
 * settings page can place it as it is. Channels this server cannot send through say so.
 */
export function ChannelPreferencesForm({ userName }: { userName?: string }) {
  const settings = useChannelSettings(userName);
  return <ChannelPreferencesCard key={JSON.stringify(settings.data ?? null)} settings={settings.data} userName={userName} />;
}

function ChannelPreferencesCard({ settings, userName }: { settings: ChannelSettings | undefined; userName?: string | undefined }) {
  const { t } = useTranslation();
  const save = useSaveChannelSettings(userName);
  const [values, setValues] = useState<ChannelPreferences | null>(
    settings ? { portal: settings.portal, email: settings.email, sms: settings.sms, whatsapp: settings.whatsapp } : null,
  );
  const isDirty = values !== null && settings !== undefined && NOTIFICATION_CHANNELS.some((c) => values[c] !== settings[c]);
  useUnsavedChanges(isDirty);

  return (
    <Card withBorder shadow="sm" padding="lg" data-testid="channel-preferences">
      <Title order={3} size="h4">
        {t('notifications.channels.title')}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {t('notifications.channels.subtitle')}
      </Text>
      {!values || !settings ? (
        <Loader size="sm" aria-label={t('app.loading')} />
      ) : (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            save.mutate(values, { onSuccess: () => notifySuccess(200, t('notifications.channels.saved')) });
          }}
        >
          <Stack gap="sm">
            {NOTIFICATION_CHANNELS.map((channel) => (
              <Group key={channel} justify="space-between" wrap="nowrap">
                <Switch
                  label={t(`notifications.channels.${channel}`)}
                  checked={values[channel]}
                  onChange={(event) => setValues({ ...values, [channel]: event.currentTarget.checked })}
                  data-testid={`channel-${channel}`}
                />
                {!settings.configurados[channel] && (
                  <Badge color="gray" variant="light">
                    {t('notifications.channels.notConfigured')}
                  </Badge>
                )}
              </Group>
            ))}
            {!userName && <DesktopPermissionPrompt />}
            <Group justify="flex-end">
              <Button type="submit" loading={save.isPending} disabled={!isDirty}>
                {t('common.actions.save')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Card>
  );
}
