import { IconHourglass } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { GoHomeButton } from '../../../shared/ui/go-home-button.tsx';
import { StatusPage } from '../../../shared/ui/status-page.tsx';

export default function ComingSoonPage() {
  const { t } = useTranslation();
  return (
    <StatusPage
      testId="coming-soon"
      icon={<IconHourglass size={44} />}
      title={t('misc.comingSoonTitle')}
      text={t('misc.comingSoonText')}
      actions={<GoHomeButton />}
    />
  );
}
