import { Link } from 'react-router';
import { Anchor, Badge, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { HOME_SUMMARY_API, homeSummarySchema, type HomeSummary } from '@portal/contract/features/home';
import { api } from '../../../shared/api/api.ts';
import { LoadFailed } from '../../../shared/ui/load-failed.tsx';

type Section = HomeSummary['secciones'][number];

function SectionCard({ section }: { section: Section }) {
  const { t } = useTranslation();
  const key = `home.work.${section.seccion}`;
  return (
    <Card withBorder shadow="sm" padding="lg" data-testid={`work-${section.seccion}`}>
      <Title order={3} size="h5" mb="sm" style={{ overflowWrap: 'anywhere' }}>
        {t(`${key}.title`)}
      </Title>
      <Stack gap={6} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {section.conteos.map((count) => (
          <li key={count.clave}>
            <Group gap="xs" wrap="nowrap">
              <Badge variant={count.total ? 'filled' : 'light'} color={count.total ? 'blue.9' : 'gray.8'} miw={36}>
                {count.total}
              </Badge>
              <Anchor
                component={Link}
                to={count.ruta}
                miw={0}
                style={{ overflowWrap: 'anywhere' }}
                data-testid={`work-${section.seccion}-${count.clave}`}
              >
                {t(`${key}.${count.clave}`, { count: count.total })}
              </Anchor>
            </Group>
          </li>
        ))}
        {section.elementos?.map((element) => (
          <li key={element.elementoId}>
            <Anchor component={Link} to="/pages/user/dashboard" size="sm" ps={44} data-testid={`work-pinned-${element.elementoId}`}>
              {element.nombre}
            </Anchor>
          </li>
        ))}
      </Stack>
    </Card>
  );
}

/** The caller's work, counted by the server from what it may read, each count linking to its list (decision 0141). */
export function MyWork() {
  const { t } = useTranslation();
  const summary = useQuery({
    queryKey: ['home', 'summary'],
    queryFn: ({ signal }) => api.get(HOME_SUMMARY_API, { schema: homeSummarySchema, signal }),
    meta: { silent: true },
  });
  const headingId = 'my-work-title';
  if (summary.isError) return <LoadFailed error={summary.error} onRetry={() => void summary.refetch()} />;
  const sections = summary.data?.secciones;
  if (sections && sections.length === 0) return null;
  return (
    <Stack gap="sm" component="section" aria-labelledby={headingId} aria-busy={!sections} data-testid="my-work">
      <Title order={2} size="h4" id={headingId}>
        {t('home.work.title')}
      </Title>
      {sections ? (
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3, xl: 4 }} spacing="md">
          {sections.map((section) => (
            <SectionCard key={section.seccion} section={section} />
          ))}
        </SimpleGrid>
      ) : (
        <Text c="dimmed">{t('home.work.loading')}</Text>
      )}
    </Stack>
  );
}
