import { Button, Menu } from '@mantine/core';
import { IconCheck, IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '@portal/contract';
import { changeLanguage, currentLanguage } from '../../shared/i18n/i18n.ts';

/** ES / EN: persisted, sets <html lang> and the Accept-Language of later calls. */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const language = currentLanguage();
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          variant="subtle"
          color="gray"
          size="compact-md"
          leftSection={<IconLanguage size={18} aria-hidden />}
          aria-label={t('nav.languageCurrent', { language: t(`languages.short.${language}`) })}
          data-testid="language-switch"
        >
          {t(`languages.short.${language}`)}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('nav.language')}</Menu.Label>
        {LANGUAGES.map((option) => (
          <Menu.Item
            key={option}
            lang={option}
            onClick={() => changeLanguage(option)}
            rightSection={option === language ? <IconCheck size={16} aria-hidden /> : null}
            aria-current={option === language ? 'true' : undefined}
            data-testid={`language-${option}`}
          >
            {t(`languages.${option}`)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
