import { Link, useMatches } from 'react-router';
import { Anchor, Box, Breadcrumbs, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { currentRouteRecord } from '../router/route-handle.ts';

/** Page title and breadcrumb from the route's catalogue keys. */
export function PageHeader() {
  const { t } = useTranslation();
  const record = currentRouteRecord(useMatches());
  if (!record) return null;
  const trail = record.breadcrumbKeys ?? [];
  return (
    <Box mb="lg">
      <Title order={1} fz={{ base: 22, sm: 26 }} data-testid="page-title">
        {t(record.titleKey)}
      </Title>
      {trail.length > 0 && (
        <Box component="nav" aria-label={t('nav.breadcrumb')} mt={4}>
          <Breadcrumbs separatorMargin={6} data-testid="breadcrumb">
            {trail.map((key) =>
              key === 'nav.home' ? (
                <Anchor key={key} component={Link} to="/" size="sm">
                  {t(key)}
                </Anchor>
              ) : (
                <Text key={key} size="sm" c="dimmed">
                  {t(key)}
                </Text>
              ),
            )}
            <Text size="sm" aria-current="page">
              {t(record.titleKey)}
            </Text>
          </Breadcrumbs>
        </Box>
      )}
    </Box>
  );
}
