import { useState } from 'react';
import { Alert, Anchor, Button, PasswordInput, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { passwordPolicySchema } from '@portal/contract';
import { z } from 'zod';
import { problemMessage } from '../../../shared/api/api-error.ts';
import { fieldProps, focusFirstInvalidField, zodValidate } from '../../../shared/forms/zod-form.ts';
import { resetPassword } from '../api/auth.api.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { useAuthNavigation } from '../auth-navigation.tsx';

type Values = { password: string; confirm: string };
const schema = z
  .object({ password: z.string().min(1, { message: 'auth.passwordRequired' }).pipe(passwordPolicySchema), confirm: z.string() })
  .refine((v) => v.password === v.confirm, { path: ['confirm'], message: 'passwordReset.mismatch' });

/** `/reset-password?token=` (ours): the emailed link's page, where the new password is chosen twice. */
export default function ResetPasswordPage() {
  const { t } = useTranslation();
  const { searchParams, Link } = useAuthNavigation();
  const token = searchParams.get('token') ?? '';
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string } | null>(null);
  const [isSaving, setIsSaving] = useState(false);
  const form = useForm<Values>({ initialValues: { password: '', confirm: '' }, validate: zodValidate<Values>(schema) });

  async function submit(values: Values) {
    setIsSaving(true);
    setOutcome(null);
    try {
      setOutcome({ ok: true, message: (await resetPassword(token, values.password)).message });
    } catch (error) {
      setOutcome({ ok: false, message: problemMessage(error, t('auth.somethingWentWrong')) });
    } finally {
      setIsSaving(false);
    }
  }

  return (
    <AuthCard title={t('passwordReset.resetTitle')} subtitle={t('passwordReset.resetSubtitle')}>
      <form onSubmit={form.onSubmit(submit, focusFirstInvalidField)} noValidate data-testid="reset-form">
        <Stack gap="md">
          <PasswordInput
            {...fieldProps(form, 'password', t)}
            label={t('passwordReset.newPassword')}
            autoComplete="new-password"
            required
            autoFocus
            size="md"
            disabled={outcome?.ok}
            data-testid="reset-password"
          />
          <PasswordInput
            {...fieldProps(form, 'confirm', t)}
            label={t('passwordReset.confirmPassword')}
            autoComplete="new-password"
            required
            size="md"
            disabled={outcome?.ok}
            data-testid="reset-confirm"
          />
          <Button type="submit" size="md" loading={isSaving} disabled={outcome?.ok} fullWidth data-testid="reset-submit">
            {t('passwordReset.save')}
          </Button>
          <div aria-live="polite" data-testid="reset-outcome">
            {outcome && (
              <Alert color={outcome.ok ? 'teal' : 'red'} role="status">
                {outcome.message}
              </Alert>
            )}
          </div>
          <Text size="sm" ta="center">
            <Anchor component={Link} to={outcome?.ok ? '/login' : '/forgot-password'} underline="always" data-testid="reset-next">
              {t(outcome?.ok ? 'passwordReset.backToLogin' : 'passwordReset.askAgain')}
            </Anchor>
          </Text>
        </Stack>
      </form>
    </AuthCard>
  );
}
