import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { UserData } from '@portal/contract';

/** The user's role(s) and customs offices (userData.role, userData.aduanas). */
export function ProfileSummary({ user, titleKey }: { user: UserData; titleKey: string }) {
  const { t } = useTranslation();
  const roles = user.roles.length > 0 ? user.roles : user.role ? [user.role] : [];
  return (
    <Card withBorder shadow="sm" padding="lg" component="section" aria-labelledby="profile-summary-title" data-testid="profile-summary">
      <Title order={2} size="h4" id="profile-summary-title" mb="sm">
        {t(titleKey)}
      </Title>
      <Stack gap="sm">
        <Group gap="xs">
          <Text fw={600} size="sm">
            {t('home.usernameLabel')}:
          </Text>
          <Text size="sm">{user.username}</Text>
        </Group>
        {user.email && (
          <Group gap="xs">
            <Text fw={600} size="sm">
              {t('home.emailLabel')}:
            </Text>
            <Text size="sm" style={{ wordBreak: 'break-all' }}>
              {user.email}
            </Text>
          </Group>
        )}
        <Group gap="xs">
          <Text fw={600} size="sm">
            {t('home.roleLabel')}:
          </Text>
          {roles.length === 0 ? (
            <Text size="sm">{t('roles.none')}</Text>
          ) : (
            roles.map((role) => (
              <Badge key={role} variant="filled" data-testid="profile-role">
                {t(`roles.${role}`, { defaultValue: role })}
              </Badge>
            ))
          )}
        </Group>
        <Group gap="xs">
          <Text fw={600} size="sm">
            {t('home.customsOfficesLabel')}:
          </Text>
          {user.aduanas.length === 0 ? (
            <Text size="sm">{t('home.noCustomsOffices')}</Text>
          ) : (
            user.aduanas.map((aduana) => (
              <Badge key={aduana} variant="outline" color="gray" data-testid="profile-aduana">
                {aduana}
              </Badge>
            ))
          )}
        </Group>
      </Stack>
    </Card>
  );
}
