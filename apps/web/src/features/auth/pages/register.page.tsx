import { useState } from 'react';
import { Alert, Anchor, Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { registerRequestSchema, type RegisterRequest } from '@portal/contract';
import { problemMessage } from '../../../shared/api/api-error.ts';
import { fieldProps, focusFirstInvalidField, showServerFieldErrors, zodValidate } from '../../../shared/forms/zod-form.ts';
import { register } from '../api/auth.api.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { useAuthNavigation } from '../auth-navigation.tsx';

interface RegisterValues {
  username: string;
  email: string;
  fullName: string;
  password: string;
}

function toRequest(values: RegisterValues): RegisterRequest {
  const fullName = values.fullName.trim();
  return { username: values.username, email: values.email, password: values.password, ...(fullName ? { fullName } : {}) };
}

export default function RegisterPage() {
  const { Link } = useAuthNavigation();
  const { t } = useTranslation();
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);
  const [isSubmitting, setIsSubmitting] = useState(false);

  const form = useForm<RegisterValues>({
    mode: 'controlled',
    initialValues: { username: '', email: '', fullName: '', password: '' },
    validate: (values) => zodValidate<Record<string, unknown>>(registerRequestSchema)({ ...toRequest(values) }),
  });

  async function submit(values: RegisterValues) {
    setIsSubmitting(true);
    setResult(null);
    try {
      const response = await register(registerRequestSchema.parse(toRequest(values)));
      form.reset();
      setResult({ ok: true, message: response.message });
    } catch (error) {
      showServerFieldErrors(form, error, Object.keys(values) as (keyof RegisterValues)[]);
      setResult({ ok: false, message: problemMessage(error, t('auth.somethingWentWrong')) });
    } finally {
      setIsSubmitting(false);
    }
  }

  return (
    <AuthCard title={t('register.title')} subtitle={t('register.subtitle')}>
      <form
        onSubmit={form.onSubmit(submit, focusFirstInvalidField)}
        noValidate
        data-testid="register-form"
        aria-label={t('register.submit')}
      >
        <Stack gap="md">
          <TextInput
            {...fieldProps(form, 'username', t)}
            label={t('register.usernameLabel')}
            autoComplete="username"
            required
            autoFocus
            data-testid="register-username"
          />
          <TextInput
            {...fieldProps(form, 'email', t)}
            label={t('register.emailLabel')}
            type="email"
            autoComplete="email"
            required
            data-testid="register-email"
          />
          <TextInput
            {...fieldProps(form, 'fullName', t)}
            label={t('register.fullNameLabel')}
            autoComplete="name"
            data-testid="register-fullname"
          />
          <PasswordInput
            {...fieldProps(form, 'password', t)}
            label={t('register.passwordLabel')}
            description={t('register.passwordHint')}
            autoComplete="new-password"
            required
            visibilityToggleButtonProps={{ 'aria-label': t('login.showPassword'), tabIndex: 0 }}
            data-testid="register-password"
          />
          <Button type="submit" loading={isSubmitting} fullWidth data-testid="register-submit">
            {t('register.submit')}
          </Button>
          <div aria-live="polite" data-testid={result?.ok ? 'register-success' : 'register-error'}>
            {result && (
              <Alert
                color={result.ok ? 'green' : 'red'}
                icon={result.ok ? <IconCircleCheck /> : <IconAlertCircle />}
                title={t(result.ok ? 'register.successTitle' : 'register.errorTitle')}
                role={result.ok ? 'status' : 'alert'}
              >
                {result.message}
              </Alert>
            )}
          </div>
          <Text size="sm" ta="center">
            {t('register.haveAccount')}{' '}
            <Anchor component={Link} to="/login" underline="always" data-testid="login-link">
              {t('register.signIn')}
            </Anchor>
          </Text>
        </Stack>
      </form>
    </AuthCard>
  );
}
