import { SegmentedControl } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '@portal/contract';
import { changeLanguage, currentLanguage } from '../../shared/i18n/i18n.ts';

/**
 * ES | EN, one tap each: persisted, sets <html lang> and the Accept-Language of later calls.
 * A segmented control rather than a menu keeps the popover machinery out of the login screen's bundle.
 */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const language = currentLanguage();
  return (
    <SegmentedControl
      size="xs"
      radius="md"
      value={language}
      onChange={(value) => changeLanguage(value as Language)}
      aria-label={t('nav.language')}
      data-testid="language-switch"
      data={LANGUAGES.map((option) => ({
        value: option,
        label: (
          <span lang={option} title={t(`languages.${option}`)} data-testid={`language-${option}`}>
            {t(`languages.short.${option}`)}
          </span>
        ),
      }))}
    />
  );
}
