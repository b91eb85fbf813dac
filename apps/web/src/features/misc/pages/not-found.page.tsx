import { IconMapSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { GoHomeButton } from '../../../shared/ui/go-home-button.tsx';
import { StatusPage } from '../../../shared/ui/status-page.tsx';

export default function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <StatusPage
      testId="error-404"
      icon={<IconMapSearch size={44} />}
      title={t('misc.notFoundTitle')}
      text={t('misc.notFoundText')}
      actions={<GoHomeButton />}
    />
  );
}
