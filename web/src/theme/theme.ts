import { createTheme, type MantineColorsTuple } from '@mantine/core';

const navy: MantineColorsTuple = ['#eef3fa', '#d9e2f0', '#b0c3e0', '#84a2d0', '#6086c2', '#4a75ba', '#3d6cb7', '#2f5ba1', '#265191', '#0b1f3a'];
const gold: MantineColorsTuple = ['#fbf7e8', '#f3ebcb', '#e7d597', '#dbbf5f', '#d1ac33', '#cba11b', '#c9a227', '#b08a0e', '#9c7a05', '#876800'];

export const theme = createTheme({
  primaryColor: 'navy',
  primaryShade: { light: 8, dark: 6 },
  colors: { navy, gold },
  fontFamily: "'Inter Variable', Inter, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
  headings: {
    fontFamily: "'Playfair Display Variable', 'Playfair Display', Georgia, 'Times New Roman', serif",
    fontWeight: '700',
  },
  defaultRadius: 'md',
  components: {
    // docs/site-and-navigation.md#toasts: tooltip delay 700 ms. No page shows a tooltip today; one that does wraps its tooltips in
    // <Tooltip.Group openDelay={700} closeDelay={300}> (the 300 ms skip delay), so that code is not in every page.
    Tooltip: { defaultProps: { openDelay: 700 } },
    // docs/site-and-navigation.md#toasts: scroll area hide delay 600 ms.
    ScrollArea: { defaultProps: { scrollHideDelay: 600 } },
    // Every toast (axe): a named close button, and a message dark enough to read (Mantine's dimmed is 3.3:1).
    Notification: {
      defaultProps: { closeButtonProps: { 'aria-label': 'Close notification' } },
      styles: { description: { color: 'var(--mantine-color-gray-7)' } },
    },
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': 'Close dialog' } } },
  },
});
