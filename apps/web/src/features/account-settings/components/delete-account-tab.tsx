import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert, Button, Card, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Profile } from '@portal/contract';
import { problemMessage } from '../../../shared/api/api-error.ts';
import { clearSession } from '../../../shared/session/session-store.ts';
import { deleteAccount } from '../api/account-settings.api.ts';

/** Deleting one's own account, after typing the user name. */
export function DeleteAccountTab({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [isDeleting, setIsDeleting] = useState(false);
  const matches = typed.trim().toLowerCase() === profile.username.toLowerCase();

  async function remove() {
    setIsDeleting(true);
    setError(null);
    try {
      await deleteAccount(typed.trim());
      clearSession();
      await navigate('/login', { replace: true });
    } catch (err) {
      setError(problemMessage(err, t('errors.unexpected')));
      setIsDeleting(false);
    }
  }

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="delete-title">
      <Title order={2} size="h4" id="delete-title" mb="md">
        {t('accountPage.delete.title')}
      </Title>
      <Stack gap="md" maw={560}>
        <Alert color="red" icon={<IconAlertTriangle />}>
          <Text size="sm">{t('accountPage.delete.warning')}</Text>
        </Alert>
        <TextInput
          label={t('accountPage.delete.typeUsername', { username: profile.username })}
          value={typed}
          onChange={(e) => setTyped(e.currentTarget.value)}
          autoComplete="off"
          data-testid="delete-confirmation"
        />
        {error && (
          <Alert color="red" role="alert" data-testid="delete-error">
            {error}
          </Alert>
        )}
        <Button color="red" onClick={remove} disabled={!matches} loading={isDeleting} data-testid="delete-account">
          {t('accountPage.delete.submit')}
        </Button>
      </Stack>
    </Card>
  );
}
