import { Link } from 'react-router';
import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** "Go home": `/` leads each role to its own start page (apart from StatusPage, which the sign-in page uses without a router). */
export function GoHomeButton() {
  const { t } = useTranslation();
  return (
    <Button component={Link} to="/">
      {t('common.goHome')}
    </Button>
  );
}
