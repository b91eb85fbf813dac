import { useState } from 'react';
import { Button, Card, Group, List, PasswordInput, Progress, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { passwordChangeSchema } from '@portal/contract';
import { measurePassword } from '@portal/contract/features/account-settings';
import { isApiError } from '../../../shared/api/api-error.ts';
import { fieldProps, focusFirstInvalidField, showServerFieldErrors, zodValidate } from '../../../shared/forms/zod-form.ts';
import { notifyError, notifySuccess } from '../../../shared/ui/toast.ts';
import { changePassword, usePasswordPolicy } from '../api/account-settings.api.ts';

interface PasswordValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

const STRENGTH_COLORS = ['red', 'red', 'orange', 'yellow', 'green'];

/** The strength meter: the same measure the server answers on POST /accounts/password. */
export function StrengthMeter({ password }: { password: string }) {
  const { t } = useTranslation();
  const { score } = measurePassword(password);
  const label = t(`accountPage.password.strength.${score}`);
  return (
    <Stack gap={4} data-testid="password-strength" data-score={score}>
      <Progress.Root>
        <Progress.Section
          value={password ? ((score + 1) / 5) * 100 : 0}
          color={STRENGTH_COLORS[score]}
          aria-label={t('accountPage.password.strengthLabel')}
          aria-valuetext={password ? label : undefined}
        />
      </Progress.Root>
      <Text size="xs" c="dimmed">
        {t('accountPage.password.strengthLabel')}: {password ? label : '—'}
      </Text>
    </Stack>
  );
}

export function PasswordTab() {
  const { t } = useTranslation();
  const policy = usePasswordPolicy();
  const [isSaving, setIsSaving] = useState(false);
  const form = useForm<PasswordValues>({
    mode: 'controlled',
    initialValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
    validate: (values) => {
      const errors = zodValidate<Record<string, unknown>>(passwordChangeSchema)({
        currentPassword: values.currentPassword,
        newPassword: values.newPassword,
      });
      if (values.confirmPassword !== values.newPassword) errors.confirmPassword = 'accountPage.password.mismatch';
      return errors;
    },
  });

  async function submit(values: PasswordValues) {
    setIsSaving(true);
    try {
      const { message } = await changePassword({ currentPassword: values.currentPassword, newPassword: values.newPassword });
      form.reset();
      notifySuccess(200, message);
    } catch (error) {
      showServerFieldErrors(form, error, ['currentPassword', 'newPassword']);
      if (!isApiError(error) || error.status !== 400) notifyError(error);
    } finally {
      setIsSaving(false);
    }
  }

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="password-title">
      <Title order={2} size="h4" id="password-title" mb="md">
        {t('accountPage.password.title')}
      </Title>
      <form onSubmit={form.onSubmit(submit, focusFirstInvalidField)} noValidate data-testid="password-form">
        <Stack gap="md" maw={520}>
          <PasswordInput
            {...fieldProps(form, 'currentPassword', t)}
            label={t('accountPage.password.current')}
            required
            autoComplete="current-password"
            data-testid="password-current"
          />
          <PasswordInput
            {...fieldProps(form, 'newPassword', t)}
            label={t('accountPage.password.new')}
            required
            autoComplete="new-password"
            data-testid="password-new"
          />
          <StrengthMeter password={form.values.newPassword} />
          <PasswordInput
            {...fieldProps(form, 'confirmPassword', t)}
            label={t('accountPage.password.confirm')}
            required
            autoComplete="new-password"
            data-testid="password-confirm"
          />
          {policy.data && (
            <List size="sm" c="dimmed">
              <List.Item>{t('accountPage.password.ruleLength', { min: policy.data.minLength })}</List.Item>
              {policy.data.requiresLetter && policy.data.requiresDigit && <List.Item>{t('accountPage.password.ruleMix')}</List.Item>}
            </List>
          )}
          <Group justify="flex-end">
            <Button type="submit" loading={isSaving} data-testid="password-save">
              {t('accountPage.password.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
