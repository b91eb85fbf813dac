import { Link, useLocation } from 'react-router';
import { Button, Group, Menu } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { MenuSection } from './build-menu.ts';
import { MENU_ICONS } from './menu-icons.ts';
import { activeMenuPath } from './use-menu.ts';

/** The same groups as top-level menus with dropdowns; the start pages as plain links. */
export function HorizontalMenu({ sections }: { sections: MenuSection[] }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const activePath = activeMenuPath(
    pathname,
    sections.flatMap((section) => section.items.map((item) => item.path)),
  );

  return (
    <Group
      component="nav"
      aria-label={t('nav.mainMenu')}
      data-testid="main-menu"
      gap={4}
      px="md"
      h="100%"
      wrap="nowrap"
      style={{ overflowX: 'auto' }}
    >
      {sections.map((section) => {
        if (section.key === 'general') {
          return section.items.map((item) => {
            const Icon = MENU_ICONS[item.icon];
            const isActive = item.path === activePath;
            return (
              <Button
                key={item.path}
                component={Link}
                to={item.path}
                variant={isActive ? 'filled' : 'subtle'}
                color={isActive ? undefined : 'gray'}
                leftSection={<Icon size={18} aria-hidden />}
                aria-current={isActive ? 'page' : undefined}
              >
                {t(item.titleKey)}
              </Button>
            );
          });
        }
        const GroupIcon = MENU_ICONS[section.icon];
        const isActive = section.items.some((item) => item.path === activePath);
        return (
          <Menu key={section.key} trigger="click-hover" position="bottom-start" withinPortal>
            <Menu.Target>
              <Button
                variant={isActive ? 'light' : 'subtle'}
                color={isActive ? undefined : 'gray'}
                leftSection={<GroupIcon size={18} aria-hidden />}
                rightSection={<IconChevronDown size={14} aria-hidden />}
                data-testid={`menu-group-${section.key}`}
              >
                {t(section.labelKey)}
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              {section.items.map((item) => {
                const Icon = MENU_ICONS[item.icon];
                return (
                  <Menu.Item key={item.path} component={Link} to={item.path} leftSection={<Icon size={16} aria-hidden />}>
                    {t(item.titleKey)}
                  </Menu.Item>
                );
              })}
            </Menu.Dropdown>
          </Menu>
        );
      })}
    </Group>
  );
}
