import { useNavigate } from 'react-router';
import { Button, Group } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { signOut } from '../../../shared/session/sign-out.ts';
import { GoHomeButton } from '../../../shared/ui/go-home-button.tsx';
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
          <GoHomeButton />
          <Button
            variant="default"
            data-testid="sign-in-as-other"
            onClick={async () => {
              // This session ends on the server too before the other account signs in.
              await signOut();
              await navigate('/login');
            }}
          >
            {t('misc.signInAsOther')}
          </Button>
        </Group>
      }
    />
  );
}
