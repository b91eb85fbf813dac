import { Link, useNavigate } from 'react-router';
import { Button, Group } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { clearSession } from '../../../shared/session/session-store.ts';
import { StatusPage } from '../../../shared/ui/status-page.tsx';

export default function NotAuthorizedPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <StatusPage
      testId="not-authorized"
      color="orange"
      icon={<IconLock size={44} />}
      title={t('misc.notAuthorizedTitle')}
      text={t('misc.notAuthorizedText')}
      actions={
        <Group justify="center">
          <Button component={Link} to="/">
            {t('common.goHome')}
          </Button>
          <Button
            variant="default"
            data-testid="sign-in-as-other"
            onClick={() => {
              // Local sign-out only: the other account signs in right after.
              clearSession();
              void navigate('/login');
            }}
          >
            {t('misc.signInAsOther')}
          </Button>
        </Group>
      }
    />
  );
}
