import { Badge, createTheme, rem, type CSSVariablesResolver, type MantineTheme } from '@mantine/core';

export const theme = createTheme({
  primaryColor: 'blue',
  // Shade 8 keeps white-on-primary and primary links above AA contrast (4.5:1).
  primaryShade: { light: 8, dark: 8 },
  // Filled badges and buttons of light colours (yellow, lime, green...) get dark text: at 0.18 every filled
  // colour reaches 4.5:1 with either white or near-black text (issue 21, point 13).
  autoContrast: true,
  luminanceThreshold: 0.18,
  defaultRadius: 'md',
  fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  focusRing: 'auto',
  breakpoints: { xs: '22.5em', sm: '48em', md: '64em', lg: '75em', xl: '88em' },
  components: {
    // Mantine keeps every closed Select's dropdown in the page, and floating-ui places each one as it mounts: a style
    // read and a synchronous re-render per select inside a form's first commit (issue 19). Closed dropdowns are not
    // mounted; an open one is placed and follows scrolling as before. A plain object: importing Combobox here would
    // bring its code into the sign-in page.
    Combobox: { defaultProps: { keepMounted: false } },
    // A spinner is a status: its label ("Loading…") is read out, and axe forbids aria-label on an element without a
    // role (Mantine's Loader is a plain span), which every labelled spinner of the portal would otherwise break.
    Loader: { defaultProps: { role: 'status' } },
    // Badges are read whole (issue 21, points 5 and 9): never cut to "ASIGNA…" in a narrow column (the table
    // grows and scrolls instead), and their text at least 12 px.
    Badge: Badge.extend({
      vars: (_theme, props) =>
        props.size === 'lg' || props.size === 'xl' ? { root: {} } : { root: { '--badge-fz': rem(12), '--badge-height': rem(22) } },
      styles: { root: { overflow: 'visible', flexShrink: 0 }, label: { overflow: 'visible', textOverflow: 'clip' } },
    }),
  },
});

/** How much black is mixed into shade 9 for text on the pale "light" backgrounds (and outlines) in the light skin. */
const DARKEN: Record<string, number> = { yellow: 40, lime: 40, orange: 30, green: 30, teal: 30 };

/**
 * The text of light, subtle and outline badges and buttons in the light skin: Mantine's default (shade 6-8 on a
 * 10 % tint, often on a striped row) is 2-4:1; shade 9, darkened for the pale colours, is at least 4.6:1.
 */
function lightSkinColorVariables(t: MantineTheme): Record<string, string> {
  const variables: Record<string, string> = {};
  for (const [name, shades] of Object.entries(t.colors)) {
    if (name === 'dark' || !shades[9]) continue;
    const text = `color-mix(in srgb, ${shades[9]}, black ${DARKEN[name] ?? 20}%)`;
    variables[`--mantine-color-${name}-light-color`] = text;
    variables[`--mantine-color-${name}-outline`] = text;
    variables[`--mantine-color-${name}-text`] = text;
  }
  return variables;
}

/** Mantine's default dimmed grey is below AA on white; these keep secondary text legible in both skins. */
export const cssVariablesResolver: CSSVariablesResolver = (t) => ({
  variables: {},
  light: { '--mantine-color-dimmed': t.colors.gray[7] ?? '#495057', ...lightSkinColorVariables(t) },
  dark: { '--mantine-color-dimmed': t.colors.dark[1] ?? '#b8b8b8' },
});
