import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Shown while a screen's code or the first route loads. */
export function PageLoader() {
  const { t } = useTranslation();
  return (
    <Center mih="60vh">
      <Loader aria-label={t('app.loading')} />
    </Center>
  );
}
