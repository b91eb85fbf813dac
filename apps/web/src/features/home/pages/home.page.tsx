import { Card, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../shared/session/session-store.ts';
import { greetingKeyFor } from '../components/greeting.ts';
import { MyWork } from '../components/my-work.tsx';
import { ProfileSummary } from '../components/profile-summary.tsx';
import { ReachableAreas } from '../components/reachable-areas.tsx';

export default function HomePage() {
  const { t } = useTranslation();
  const { userData } = useSession();
  const name = userData?.fullName || userData?.username || '';
  return (
    <Stack gap="lg">
      <Card withBorder shadow="sm" padding="xl">
        <Title order={2} style={{ overflowWrap: 'anywhere' }} data-testid="home-greeting">
          {t(greetingKeyFor(new Date().getHours()), { name })}
        </Title>
        <Text c="dimmed" mt={4}>
          {t('home.subtitle')}
        </Text>
      </Card>
      <MyWork />
      <ReachableAreas titleKey="home.areasTitle" excludePath="/Home" />
      {userData && <ProfileSummary user={userData} titleKey="home.profileTitle" />}
    </Stack>
  );
}
