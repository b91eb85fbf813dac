import { Button, Drawer, SimpleGrid, Stack, Switch, Text } from '@mantine/core';
import { useId } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import {
  CONTENT_WIDTHS,
  FOOTER_TYPES,
  LAYOUT_TYPES,
  NAVBAR_TYPES,
  resetLayoutSettings,
  ROUTER_TRANSITIONS,
  SKINS,
  updateLayoutSettings,
  useLayoutSettings,
} from '../../shared/settings/layout-settings.ts';

interface OptionGroupProps<T extends string> {
  label: string;
  options: readonly T[];
  value: T;
  labelOf: (option: T) => string;
  onChange: (option: T) => void;
  testIdPrefix: string;
  isDisabled?: (option: T) => boolean;
}

/** A set of toggle buttons: one choice, applied at once. */
function OptionGroup<T extends string>({ label, options, value, labelOf, onChange, testIdPrefix, isDisabled }: OptionGroupProps<T>) {
  const labelId = useId();
  return (
    <Stack gap={6} role="group" aria-labelledby={labelId}>
      <Text id={labelId} fw={600} size="sm">
        {label}
      </Text>
      <SimpleGrid cols={2} spacing={6}>
        {options.map((option) => (
          <Button
            key={option}
            size="xs"
            variant={option === value ? 'filled' : 'default'}
            aria-pressed={option === value}
            disabled={isDisabled?.(option) ?? false}
            onClick={() => onChange(option)}
            data-testid={`${testIdPrefix}-${option}`}
          >
            {labelOf(option)}
          </Button>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

export function Customizer({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const settings = useLayoutSettings();
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size="sm"
      title={<Text fw={700}>{t('customizer.title')}</Text>}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      data-testid="customizer"
    >
      <Stack gap="lg">
        <Text size="sm" c="dimmed">
          {t('customizer.description')}
        </Text>
        <OptionGroup
          label={t('customizer.layoutType')}
          options={LAYOUT_TYPES}
          value={settings.layoutType}
          labelOf={(o) => t(`customizer.layouts.${o}`)}
          onChange={(layoutType) => updateLayoutSettings({ layoutType })}
          testIdPrefix="customizer-layout"
        />
        <OptionGroup
          label={t('customizer.skin')}
          options={SKINS}
          value={settings.skin}
          labelOf={(o) => t(`customizer.skins.${o}`)}
          onChange={(skin) => updateLayoutSettings({ skin })}
          // The semi-dark skin only exists for the vertical menu (spec point 9).
          isDisabled={(o) => o === 'semi-dark' && settings.layoutType === 'horizontal'}
          testIdPrefix="customizer-skin"
        />
        <Switch
          label={t('customizer.menuCollapsed')}
          checked={settings.menuCollapsed}
          onChange={(event) => updateLayoutSettings({ menuCollapsed: event.currentTarget.checked })}
          disabled={settings.layoutType === 'horizontal'}
          data-testid="customizer-menu-collapsed"
        />
        <OptionGroup
          label={t('customizer.contentWidth')}
          options={CONTENT_WIDTHS}
          value={settings.contentWidth}
          labelOf={(o) => t(`customizer.widths.${o}`)}
          onChange={(contentWidth) => updateLayoutSettings({ contentWidth })}
          testIdPrefix="customizer-width"
        />
        <OptionGroup
          label={t('customizer.navbarType')}
          options={NAVBAR_TYPES}
          value={settings.navbarType}
          labelOf={(o) => t(`customizer.navbarTypes.${o}`)}
          onChange={(navbarType) => updateLayoutSettings({ navbarType })}
          testIdPrefix="customizer-navbar"
        />
        <OptionGroup
          label={t('customizer.footerType')}
          options={FOOTER_TYPES}
          value={settings.footerType}
          labelOf={(o) => t(`customizer.footerTypes.${o}`)}
          onChange={(footerType) => updateLayoutSettings({ footerType })}
          testIdPrefix="customizer-footer"
        />
        <OptionGroup
          label={t('customizer.transition')}
          options={ROUTER_TRANSITIONS}
          value={settings.routerTransition}
          labelOf={(o) => t(`customizer.transitions.${o}`)}
          onChange={(routerTransition) => updateLayoutSettings({ routerTransition })}
          testIdPrefix="customizer-transition"
        />
        <Button variant="light" color="gray" onClick={resetLayoutSettings} data-testid="customizer-reset">
          {t('customizer.reset')}
        </Button>
      </Stack>
    </Drawer>
  );
}
