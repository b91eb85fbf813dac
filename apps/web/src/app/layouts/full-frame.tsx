import type { ReactNode } from 'react';
import { Box, Group } from '@mantine/core';
import { LanguageSwitch } from '../shell/language-switch.tsx';
import { SkinSwitch } from '../shell/skin-switch.tsx';
import classes from './full-layout.module.css';

/** The full-page frame (login, status pages): no menu, just the language and skin switches. No router in here. */
export function FullFrame({ children }: { children: ReactNode }) {
  return (
    <Box className={classes.root}>
      <Group component="header" justify="flex-end" gap="xs" p="sm" className={classes.header}>
        <LanguageSwitch />
        <SkinSwitch />
      </Group>
      <Box component="main" id="main-content" className={classes.main}>
        {children}
      </Box>
    </Box>
  );
}
