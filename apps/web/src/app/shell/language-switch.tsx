import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '@portal/contract';
import { changeLanguage, currentLanguage } from '../../shared/i18n/i18n.ts';

/**
 * ES | EN, one tap each: persisted, sets <html lang> and the Accept-Language of later calls.
 * Two toggle buttons (aria-pressed) rather than a menu, which would bring the popover machinery into the login
 * screen's bundle, or a segmented control, whose sliding indicator measures the page (forced layouts) on every
 * commit while a screen loads (issue 19: about 130 ms of a list screen's first load).
 */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const language = currentLanguage();
  return (
    <Button.Group aria-label={t('nav.language')} data-testid="language-switch">
      {LANGUAGES.map((option) => (
        <Button
          key={option}
          size="compact-xs"
          radius="md"
          variant={option === language ? 'filled' : 'default'}
          aria-pressed={option === language}
          lang={option}
          title={t(`languages.${option}`)}
          data-testid={`language-${option}`}
          onClick={() => {
            if (option !== language) changeLanguage(option);
          }}
        >
          {t(`languages.short.${option}`)}
        </Button>
      ))}
    </Button.Group>
  );
}
