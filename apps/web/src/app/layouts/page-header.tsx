import { Link, useMatches } from 'react-router';
import { Anchor, Box, Breadcrumbs, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { currentRouteRecord } from '../router/route-handle.ts';
import { appRoutes } from '../routes/app.routes.ts';
import { isScreenRoute } from '../routes/route.types.ts';
import { listPath } from '../../shared/list/list-return.ts';

/** A crumb that names a screen without parameters (a list, a settings page) links to it; a menu group does not. */
const pathByTitle = new Map(
  appRoutes.filter(isScreenRoute).flatMap((route) => (route.path.includes(':') ? [] : [[route.titleKey, route.path] as const])),
);

/** Page title and breadcrumb from the route's catalogue keys. */
export function PageHeader() {
  const { t } = useTranslation();
  const record = currentRouteRecord(useMatches());
  if (!record) return null;
  // Every trail starts at Home.
  const keys = record.breadcrumbKeys ?? [];
  const trail = keys.length > 0 && keys[0] !== 'nav.home' ? ['nav.home', ...keys] : keys;
  return (
    <Box mb="lg">
      <Title order={1} fz={{ base: 22, sm: 26 }} data-testid="page-title">
        {t(record.titleKey)}
      </Title>
      {trail.length > 0 && (
        <Box component="nav" aria-label={t('nav.breadcrumb')} mt={4}>
          <Breadcrumbs separatorMargin={6} data-testid="breadcrumb">
            {trail.map((key) => {
              const path = key === 'nav.home' ? '/' : pathByTitle.get(key);
              // A list's crumb goes back to the list as it was left (its last search, filters and page).
              const to = path && listPath(path);
              return to ? (
                <Anchor key={key} component={Link} to={to} size="sm">
                  {t(key)}
                </Anchor>
              ) : (
                <Text key={key} size="sm" c="dimmed">
                  {t(key)}
                </Text>
              );
            })}
            <Text size="sm" aria-current="page">
              {t(record.titleKey)}
            </Text>
          </Breadcrumbs>
        </Box>
      )}
    </Box>
  );
}
