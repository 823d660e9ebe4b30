import { createTheme, mergeThemeOverrides } from '@mantine/core';

export const theme = createTheme({
  primaryColor: 'indigo',
  // Shade 7 keeps white text on filled buttons above 4.5:1 contrast in both skins.
  primaryShade: { light: 7, dark: 7 },
  autoContrast: true,
  defaultRadius: 'md',
  cursorType: 'pointer',
  focusRing: 'auto',
  // Mantine's defaults, stated because the layout depends on them: 576 / 768 / 992 / 1200 px.
  breakpoints: { xs: '36em', sm: '48em', md: '62em', lg: '75em', xl: '88em' },
  headings: { fontWeight: '650' },
  components: {
    // A closed select's list is not kept in the page (Mantine keeps it, hidden, by default): each kept
    // list is placed against its field as the screen is first drawn, which makes the browser work out
    // the whole page's styles there and then (Lighthouse on the expenses: a 100 ms task on a phone).
    // The field names its list only while it is open, so nothing points at a missing one.
    Combobox: { defaultProps: { keepMounted: false } },
  },
});

/**
 * The theme, with the name screen readers give the close button (an × alone) of every modal and panel.
 * Plain objects rather than `Modal.extend`: that would import Modal and Drawer (with their focus trap,
 * ~15 KB gzip) into the sign-in page, which shows neither.
 */
export function themeWithCloseLabel(closeLabel: string) {
  const closeButtonProps = { 'aria-label': closeLabel };
  return mergeThemeOverrides(
    theme,
    createTheme({
      components: {
        Modal: { defaultProps: { closeButtonProps } },
        Drawer: { defaultProps: { closeButtonProps } },
      },
    }),
  );
}
