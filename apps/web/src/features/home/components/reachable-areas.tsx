import { Link } from 'react-router';
import { Anchor, Card, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useReachableAreas } from '../../../shared/navigation/navigation-context.ts';

/** The menu areas this user may open, as cards (Home and the client landing). */
export function ReachableAreas({ titleKey, excludePath }: { titleKey: string; excludePath?: string }) {
  const { t } = useTranslation();
  const areas = useReachableAreas()
    .map((area) => ({ ...area, items: area.items.filter((item) => item.path !== excludePath) }))
    .filter((area) => area.items.length > 0);
  const headingId = 'reachable-areas-title';

  return (
    <Stack gap="sm" component="section" aria-labelledby={headingId}>
      <Title order={2} size="h4" id={headingId}>
        {t(titleKey)}
      </Title>
      {areas.length === 0 ? (
        <Card withBorder>
          <Text c="dimmed">{t('home.noAreas')}</Text>
        </Card>
      ) : (
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3, xl: 4 }} spacing="md">
          {areas.map((area) => {
            const AreaIcon = area.icon;
            return (
              <Card key={area.key} withBorder shadow="sm" padding="lg" data-testid={`area-${area.key}`}>
                <Group gap="sm" mb="sm" wrap="nowrap">
                  <ThemeIcon variant="light" size={40} radius="md" aria-hidden>
                    <AreaIcon size={22} />
                  </ThemeIcon>
                  {/* A long area name wraps inside the card (360 px) instead of running past its clipped edge. */}
                  <Title order={3} size="h5" miw={0} style={{ overflowWrap: 'anywhere' }}>
                    {t(area.labelKey)}
                  </Title>
                </Group>
                <Stack gap={6} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
                  {area.items.map((item) => (
                    <li key={item.path}>
                      <Anchor component={Link} to={item.path}>
                        {t(item.titleKey)}
                      </Anchor>
                    </li>
                  ))}
                </Stack>
              </Card>
            );
          })}
        </SimpleGrid>
      )}
    </Stack>
  );
}
