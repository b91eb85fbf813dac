import { useState } from 'react';
import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { forgotPasswordSchema, type ForgotPasswordRequest } from '@portal/contract';
import { problemMessage } from '../../../shared/api/api-error.ts';
import { fieldProps, focusFirstInvalidField, zodValidate } from '../../../shared/forms/zod-form.ts';
import { forgotPassword } from '../api/auth.api.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { useAuthNavigation } from '../auth-navigation.tsx';

/** `/forgot-password` (ours): asks for the email or user name and says the same whatever the answer. */
export default function ForgotPasswordPage() {
  const { Link } = useAuthNavigation();
  const { t } = useTranslation();
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string } | null>(null);
  const [isSending, setIsSending] = useState(false);
  const form = useForm<ForgotPasswordRequest>({ initialValues: { email: '' }, validate: zodValidate(forgotPasswordSchema) });

  async function submit(values: ForgotPasswordRequest) {
    setIsSending(true);
    setOutcome(null);
    try {
      setOutcome({ ok: true, message: (await forgotPassword(values.email.trim())).message });
    } catch (error) {
      setOutcome({ ok: false, message: problemMessage(error, t('auth.somethingWentWrong')) });
    } finally {
      setIsSending(false);
    }
  }

  return (
    <AuthCard title={t('passwordReset.forgotTitle')} subtitle={t('passwordReset.forgotSubtitle')}>
      <form onSubmit={form.onSubmit(submit, focusFirstInvalidField)} noValidate data-testid="forgot-form">
        <Stack gap="md">
          <TextInput
            {...fieldProps(form, 'email', t)}
            label={t('login.emailLabel')}
            autoComplete="username"
            required
            autoFocus
            size="md"
            data-testid="forgot-email"
          />
          <Button type="submit" size="md" loading={isSending} fullWidth data-testid="forgot-submit">
            {t('passwordReset.send')}
          </Button>
          <div aria-live="polite" data-testid="forgot-outcome">
            {outcome && (
              <Alert color={outcome.ok ? 'blue' : 'red'} role="status">
                {outcome.message}
              </Alert>
            )}
          </div>
          <Text size="sm" ta="center">
            <Anchor component={Link} to="/login" underline="always" data-testid="back-to-login">
              {t('passwordReset.backToLogin')}
            </Anchor>
          </Text>
        </Stack>
      </form>
    </AuthCard>
  );
}
