import { Card, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../shared/session/session-store.ts';
import { ProfileSummary } from '../components/profile-summary.tsx';
import { ReachableAreas } from '../components/reachable-areas.tsx';

/** The client landing (spec point 4): who they are, what is assigned to them, what they may open. */
export default function AccessControlPage() {
  const { t } = useTranslation();
  const { userData } = useSession();
  const name = userData?.fullName || userData?.username || '';
  return (
    <Stack gap="lg">
      <Card withBorder shadow="sm" padding="xl">
        <Title order={2} data-testid="access-control-welcome">
          {t('accessControl.welcome', { name })}
        </Title>
        <Text c="dimmed" mt={4}>
          {t('accessControl.subtitle')}
        </Text>
      </Card>
      {userData && <ProfileSummary user={userData} titleKey="accessControl.assignedTitle" />}
      <ReachableAreas titleKey="accessControl.areasTitle" />
    </Stack>
  );
}
