import { useEffect, useState } from 'react';
import { Alert, Anchor, Button, Card, Group, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconMailExclamation } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { profileUpdateSchema, type Profile } from '@portal/contract';
import { problemMessage } from '../../../shared/api/api-error.ts';
import { fieldProps, focusFirstInvalidField, showServerFieldErrors, zodValidate } from '../../../shared/forms/zod-form.ts';
import { saveUserData } from '../../../shared/session/session-store.ts';
import { notifyError, notifySuccess } from '../../../shared/ui/toast.ts';
import { resendConfirmation, useUpdateProfile } from '../api/account-settings.api.ts';
import { PictureCard } from './picture-card.tsx';

interface GeneralValues {
  fullName: string;
  email: string;
  phone: string;
}

const RESEND_COOLDOWN_S = 60;

/** "Email not confirmed" with a resend link limited to one a minute (the server limits it too). */
function EmailNotice({ email }: { email: string }) {
  const { t } = useTranslation();
  const [secondsLeft, setSecondsLeft] = useState(0);
  const [message, setMessage] = useState<string | null>(null);
  useEffect(() => {
    if (secondsLeft <= 0) return;
    const timer = setTimeout(() => setSecondsLeft((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [secondsLeft]);
  async function resend() {
    if (secondsLeft > 0) return;
    setSecondsLeft(RESEND_COOLDOWN_S);
    try {
      await resendConfirmation(email);
      setMessage(t('accountPage.email.sent'));
    } catch (error) {
      setMessage(problemMessage(error, t('errors.unexpected')));
    }
  }
  return (
    <Alert color="yellow" icon={<IconMailExclamation />} title={t('accountPage.email.notConfirmed')} data-testid="email-not-confirmed">
      <Stack gap={4}>
        <Anchor
          component="button"
          type="button"
          onClick={resend}
          disabled={secondsLeft > 0}
          aria-disabled={secondsLeft > 0}
          data-testid="email-resend"
        >
          {t('accountPage.email.resend')}
        </Anchor>
        {secondsLeft > 0 && (
          <Text size="sm" c="dimmed">
            {t('accountPage.email.wait', { seconds: secondsLeft })}
          </Text>
        )}
        {message && (
          <Text size="sm" role="status">
            {message}
          </Text>
        )}
      </Stack>
    </Alert>
  );
}

export function GeneralTab({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const update = useUpdateProfile();
  const form = useForm<GeneralValues>({
    mode: 'controlled',
    initialValues: { fullName: profile.fullName, email: profile.email, phone: profile.phone ?? '' },
    validate: (values) => zodValidate<Record<string, unknown>>(profileUpdateSchema)({ ...values, phone: values.phone.trim() || null }),
  });

  async function submit(values: GeneralValues) {
    try {
      const saved = await update.mutateAsync({
        fullName: values.fullName,
        email: values.email,
        phone: values.phone.trim() || null,
        rowVersion: profile.rowVersion,
      });
      saveUserData({ fullName: saved.fullName, email: saved.email });
      form.resetDirty({ fullName: saved.fullName, email: saved.email, phone: saved.phone ?? '' });
      notifySuccess(200, t('accountPage.general.saved'));
    } catch (error) {
      showServerFieldErrors(form, error, ['fullName', 'email', 'phone']);
      notifyError(error);
    }
  }

  return (
    <Stack gap="lg">
      <PictureCard profile={profile} />
      <Card withBorder padding="lg" component="section" aria-labelledby="general-title">
        <Title order={2} size="h4" id="general-title" mb="md">
          {t('accountPage.general.title')}
        </Title>
        <form onSubmit={form.onSubmit(submit, focusFirstInvalidField)} noValidate>
          <Stack gap="md">
            {!profile.emailConfirmed && <EmailNotice email={profile.email} />}
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput label={t('accountPage.general.username')} value={profile.username} readOnly />
              <TextInput
                {...fieldProps(form, 'fullName', t)}
                label={t('accountPage.general.fullName')}
                required
                autoComplete="name"
                data-testid="account-fullname"
              />
              <TextInput
                {...fieldProps(form, 'email', t)}
                label={t('accountPage.general.email')}
                type="email"
                required
                autoComplete="email"
                data-testid="account-email"
              />
              <TextInput
                {...fieldProps(form, 'phone', t)}
                label={t('accountPage.general.phone')}
                type="tel"
                autoComplete="tel"
                data-testid="account-phone"
              />
            </SimpleGrid>
            <Group justify="flex-end">
              <Button variant="default" onClick={() => form.reset()} disabled={!form.isDirty()}>
                {t('accountPage.cancel')}
              </Button>
              <Button type="submit" loading={update.isPending} data-testid="account-save">
                {t('accountPage.save')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Card>
    </Stack>
  );
}
