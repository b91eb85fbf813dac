import { ActionIcon } from '@mantine/core';
import { IconMoon, IconSun } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { updateLayoutSettings, useLayoutSettings } from '../../shared/settings/layout-settings.ts';

/** Quick light/dark toggle; the customizer offers the other skins. */
export function SkinSwitch() {
  const { t } = useTranslation();
  const { skin } = useLayoutSettings();
  const isDark = skin === 'dark';
  const label = t(isDark ? 'nav.skinToLight' : 'nav.skinToDark');
  return (
    <ActionIcon
      variant="subtle"
      color="gray"
      size="lg"
      onClick={() => updateLayoutSettings({ skin: isDark ? 'light' : 'dark' })}
      aria-label={label}
      title={label}
      data-testid="skin-switch"
    >
      {isDark ? <IconSun size={20} /> : <IconMoon size={20} />}
    </ActionIcon>
  );
}
