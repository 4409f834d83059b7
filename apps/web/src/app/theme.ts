import { createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';

/** A teal of our own; shade 7 on white is 6.4:1, so filled buttons and links pass WCAG AA. */
const brandColors: MantineColorsTuple = [
  '#e7f5f7',
  '#cfe9ed',
  '#9fd3dc',
  '#6bbcc9',
  '#43a8b8',
  '#2a93a4',
  '#1a7d8d',
  '#116876',
  '#0b5563',
  '#063d47',
];

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: 7,
  colors: { brand: brandColors },
  defaultRadius: 'md',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '700' },
  focusRing: 'auto',
  // Donors who ask their system for less motion get dialogs, menus and drawers without animation (WCAG 2.3.3).
  respectReducedMotion: true,
  // Plain objects, not `Modal.extend`: importing the components here would pull them into the login bundle.
  components: {
    // A dialog's title bar is a <header>: without a role axe counts it as a second banner landmark.
    Modal: {
      defaultProps: { attributes: { header: { role: 'presentation' } } },
      styles: { title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } },
    },
    Drawer: {
      defaultProps: { attributes: { header: { role: 'presentation' } } },
      styles: { title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } },
    },
    // Long Spanish labels wrap onto a second line instead of being cut ("Enviar código al nuevo corr…").
    Button: {
      styles: {
        root: { height: 'auto', minHeight: 'var(--button-height)', maxWidth: '100%' },
        label: { whiteSpace: 'normal', overflow: 'visible', textAlign: 'center', lineHeight: 1.25, paddingBlock: 6 },
      },
    },
  },
});

/** Mantine's default dimmed and error greys/reds are below 4.5:1 on white: darken them. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': '#5c636a',
    '--mantine-color-error': '#c92a2a',
    '--mantine-color-anchor': '#116876',
    '--mantine-color-placeholder': '#6c737a',
  },
  dark: {},
});
