import { IconTool } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { GoHomeButton } from '../../../shared/ui/go-home-button.tsx';
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
      actions={<GoHomeButton />}
    />
  );
}
