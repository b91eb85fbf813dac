import { startTransition, useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Box, Divider, NavLink, Stack, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { MenuItem, MenuSection } from './build-menu.ts';
import { MENU_ICONS } from './menu-icons.ts';
import { activeMenuPath } from './use-menu.ts';
import classes from './menu.module.css';

interface VerticalMenuProps {
  sections: MenuSection[];
  /** Icons only, with the names as tooltips (desktop collapsed menu). */
  isCollapsed: boolean;
  onNavigate?: () => void;
}

export function VerticalMenu({ sections, isCollapsed, onNavigate }: VerticalMenuProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const activePath = activeMenuPath(
    pathname,
    sections.flatMap((section) => section.items.map((item) => item.path)),
  );
  // Groups open and close by mouse or keyboard; the one holding the current screen starts open.
  const [opened, setOpened] = useState<Record<string, boolean>>({});
  // The closed groups' links (most of the menu, over half of a screen's elements) join after the first paint, as
  // low-priority work React can pause, so they do not weigh on the screen's first render (issue 19). An open group
  // shows its links at once.
  const [isComplete, setComplete] = useState(false);
  useEffect(() => startTransition(() => setComplete(true)), []);

  const renderItem = (item: MenuItem) => {
    const Icon = MENU_ICONS[item.icon];
    const label = t(item.titleKey);
    const isActive = item.path === activePath;
    const link = (
      <NavLink
        key={item.path}
        component={Link}
        to={item.path}
        label={isCollapsed ? null : label}
        aria-label={isCollapsed ? label : undefined}
        leftSection={<Icon size={20} stroke={1.6} aria-hidden />}
        active={isActive}
        aria-current={isActive ? 'page' : undefined}
        variant="filled"
        onClick={onNavigate}
        className={classes.link}
      />
    );
    return isCollapsed ? (
      <Tooltip key={item.path} label={label} position="right" withArrow>
        {link}
      </Tooltip>
    ) : (
      link
    );
  };

  return (
    // The browser's own scrolling (thin scrollbar, menu.module.css) rather than Mantine's ScrollArea, whose scrollbar
    // reads the scroll position as it mounts and so forces a layout of the whole page in the middle of a screen's
    // first render (issue 19).
    <Box component="nav" aria-label={t('nav.mainMenu')} data-testid="main-menu" className={classes.vertical}>
      <Stack gap={4} p="xs">
        {sections.map((section) => {
          if (section.key === 'general' || isCollapsed) {
            return (
              <Stack key={section.key} gap={4}>
                {isCollapsed && section.key !== 'general' && <Divider my={4} />}
                {section.items.map(renderItem)}
              </Stack>
            );
          }
          const GroupIcon = MENU_ICONS[section.icon];
          const isOpen = opened[section.key] ?? section.items.some((item) => item.path === activePath);
          return (
            <NavLink
              key={section.key}
              // A button, so Tab reaches every group header and Enter or Space opens it.
              component="button"
              type="button"
              label={t(section.labelKey)}
              leftSection={<GroupIcon size={20} stroke={1.6} aria-hidden />}
              opened={isOpen}
              onChange={(next) => setOpened((state) => ({ ...state, [section.key]: next }))}
              aria-expanded={isOpen}
              childrenOffset={12}
              className={classes.link}
              data-testid={`menu-group-${section.key}`}
            >
              {/* An empty list still makes the entry a group (with its chevron), so it opens before its links are in. */}
              {isOpen || isComplete ? section.items.map(renderItem) : []}
            </NavLink>
          );
        })}
      </Stack>
    </Box>
  );
}
