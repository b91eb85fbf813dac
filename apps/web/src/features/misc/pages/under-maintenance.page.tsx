import { Link } from 'react-router';
import { Button } from '@mantine/core';
import { IconTool } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { StatusPage } from '../../../shared/ui/status-page.tsx';

export default function UnderMaintenancePage() {
  const { t } = useTranslation();
  return (
    <StatusPage
      testId="under-maintenance"
      color="yellow"
      icon={<IconTool size={44} />}
      title={t('misc.underMaintenanceTitle')}
      text={t('misc.underMaintenanceText')}
      actions={
        <Button component={Link} to="/">
          {t('common.goHome')}
        </Button>
      }
    />
  );
}
