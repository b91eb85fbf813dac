import { lazy, Suspense, useState } from 'react';
import { Alert, Anchor, Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle, IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { AUTH_PROBLEM_CODES, type LoginRequest } from '@portal/contract';
import { isApiError, problemMessage } from '../../../shared/api/api-error.ts';
import { fieldProps, focusFirstInvalidField, showServerFieldErrors } from '../../../shared/forms/zod-form.ts';
import { LOGIN_REASONS, REASON_PARAM, REDIRECT_PARAM, type LoginReason } from '../../../shared/session/safe-redirect.ts';
import { clearSession, saveSession } from '../../../shared/session/session-store.ts';
import { login, validateLogin } from '../api/login.api.ts';
import { pathAfterSignIn } from '../api/after-sign-in.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { useAuthNavigation } from '../auth-navigation.tsx';

// Shown only to an account whose email is not confirmed: its chunk (and the auth API's schemas) load then.
const ResendConfirmation = lazy(() =>
  import('../components/resend-confirmation.tsx').then((module) => ({ default: module.ResendConfirmation })),
);

/** What the area under the form shows: a server problem, or why the user is here (a catalogue key). */
type LoginNotice = { kind: 'problem'; message: string; code?: string } | { kind: 'key'; key: string; isInfo: boolean };

function initialNotice(reason: string | null): LoginNotice | null {
  if (!reason || !(LOGIN_REASONS as readonly string[]).includes(reason)) return null;
  return { kind: 'key', key: `auth.${reason as LoginReason}`, isInfo: reason === 'sessionExpired' };
}

export default function LoginPage() {
  const { t } = useTranslation();
  const { navigate, searchParams, Link } = useAuthNavigation();
  const [notice, setNotice] = useState<LoginNotice | null>(() => initialNotice(searchParams.get(REASON_PARAM)));
  const [isSubmitting, setIsSubmitting] = useState(false);
  const [isPasswordVisible, setIsPasswordVisible] = useState(false);

  const form = useForm<LoginRequest>({
    mode: 'controlled',
    initialValues: { email: '', password: '' },
    // Checked by hand, as the contract's loginRequestSchema does: the login screen loads no zod (decision 0087).
    validate: validateLogin,
  });

  async function submit(values: LoginRequest) {
    setIsSubmitting(true);
    setNotice(null);
    try {
      const session = await login({ email: values.email.trim(), password: values.password });
      const roles = session.userData.roles.length > 0 ? session.userData.roles : [session.userData.role];
      const target = pathAfterSignIn(roles, searchParams.get(REDIRECT_PARAM));
      if (target === null) {
        // Spec point 4: a user without a role stays on the login screen, signed out.
        clearSession();
        setNotice({ kind: 'key', key: 'auth.noRole', isInfo: false });
        return;
      }
      saveSession(session);
      await navigate(target, { replace: true });
    } catch (error) {
      showServerFieldErrors(form, error, Object.keys(values) as (keyof LoginRequest)[]);
      setNotice({
        kind: 'problem',
        message: problemMessage(error, t('auth.somethingWentWrong')),
        code: isApiError(error) ? error.code : undefined,
      });
    } finally {
      setIsSubmitting(false);
    }
  }

  return (
    <AuthCard title={t('login.welcome')} subtitle={t('login.subtitle')}>
      <form onSubmit={form.onSubmit(submit, focusFirstInvalidField)} noValidate data-testid="login-form" aria-label={t('login.submit')}>
        <Stack gap="md">
          <TextInput
            {...fieldProps(form, 'email', t)}
            label={t('login.emailLabel')}
            placeholder={t('login.emailPlaceholder')}
            autoComplete="username"
            required
            autoFocus
            size="md"
            data-testid="login-email"
          />
          <PasswordInput
            {...fieldProps(form, 'password', t)}
            label={t('login.passwordLabel')}
            autoComplete="current-password"
            required
            size="md"
            visible={isPasswordVisible}
            onVisibilityChange={setIsPasswordVisible}
            visibilityToggleButtonProps={{
              'aria-label': t(isPasswordVisible ? 'login.hidePassword' : 'login.showPassword'),
              tabIndex: 0,
              'data-testid': 'login-password-toggle',
            }}
            data-testid="login-password"
          />
          <Anchor component={Link} to="/forgot-password" size="sm" ta="end" data-testid="forgot-link">
            {t('passwordReset.forgotLink')}
          </Anchor>
          <Button type="submit" size="md" loading={isSubmitting} fullWidth data-testid="login-submit">
            {t('login.submit')}
          </Button>
          <div data-testid="login-error" aria-live="polite">
            {notice && (
              <Alert
                color={notice.kind === 'key' && notice.isInfo ? 'blue' : 'red'}
                icon={notice.kind === 'key' && notice.isInfo ? <IconInfoCircle /> : <IconAlertCircle />}
                role="alert"
              >
                <Stack gap={6}>
                  <Text size="sm">{notice.kind === 'problem' ? notice.message : t(notice.key)}</Text>
                  {notice.kind === 'problem' && notice.code === AUTH_PROBLEM_CODES.emailNotConfirmed && (
                    <Suspense fallback={null}>
                      <ResendConfirmation email={form.getValues().email.trim()} />
                    </Suspense>
                  )}
                </Stack>
              </Alert>
            )}
          </div>
          <Text size="sm" ta="center">
            {t('login.noAccount')}{' '}
            <Anchor component={Link} to="/register" underline="always" data-testid="register-link">
              {t('login.createAccount')}
            </Anchor>
          </Text>
        </Stack>
      </form>
    </AuthCard>
  );
}
