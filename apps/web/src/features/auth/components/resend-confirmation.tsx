import { useEffect, useState } from 'react';
import { Anchor, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { problemMessage } from '../../../shared/api/api-error.ts';
import { resendConfirmation } from '../api/auth.api.ts';

const RESEND_COOLDOWN_S = 60;

/** The resend link of the email-not-confirmed notice; one send per minute. */
export function ResendConfirmation({ email }: { email: string }) {
  const { t } = useTranslation();
  const [secondsLeft, setSecondsLeft] = useState(0);
  const [isSending, setIsSending] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);

  useEffect(() => {
    if (secondsLeft <= 0) return;
    const timer = setTimeout(() => setSecondsLeft((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [secondsLeft]);

  const isDisabled = isSending || secondsLeft > 0;

  async function send() {
    if (isDisabled) return;
    setIsSending(true);
    setResult(null);
    try {
      await resendConfirmation(email);
      setResult({ ok: true, message: t('login.resendSent') });
    } catch (error) {
      setResult({ ok: false, message: problemMessage(error, t('auth.somethingWentWrong')) });
    } finally {
      setIsSending(false);
      setSecondsLeft(RESEND_COOLDOWN_S);
    }
  }

  return (
    <>
      <Anchor
        component="button"
        type="button"
        onClick={send}
        disabled={isDisabled}
        aria-disabled={isDisabled}
        c={isDisabled ? 'dimmed' : undefined}
        style={{ cursor: isDisabled ? 'not-allowed' : 'pointer', textAlign: 'start' }}
        data-testid="resend-confirmation"
      >
        {t('login.resendConfirmation')}
      </Anchor>
      {secondsLeft > 0 && (
        <Text size="sm" c="dimmed">
          {t('login.resendWait', { seconds: secondsLeft })}
        </Text>
      )}
      {result && (
        <Text size="sm" role="status" c={result.ok ? undefined : 'red.8'}>
          {result.message}
        </Text>
      )}
    </>
  );
}
