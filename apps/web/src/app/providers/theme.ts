import { createTheme, type CSSVariablesResolver } from '@mantine/core';

export const theme = createTheme({
  primaryColor: 'blue',
  // Shade 8 keeps white-on-primary and primary links above AA contrast (4.5:1).
  primaryShade: { light: 8, dark: 8 },
  defaultRadius: 'md',
  fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  focusRing: 'auto',
  breakpoints: { xs: '22.5em', sm: '48em', md: '64em', lg: '75em', xl: '88em' },
});

/** Mantine's default dimmed grey is below AA on white; these keep secondary text legible in both skins. */
export const cssVariablesResolver: CSSVariablesResolver = (t) => ({
  variables: {},
  light: { '--mantine-color-dimmed': t.colors.gray[7] ?? '#495057' },
  dark: { '--mantine-color-dimmed': t.colors.dark[1] ?? '#b8b8b8' },
});
