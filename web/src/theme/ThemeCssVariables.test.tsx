import { createTheme, MantineProvider } from '@mantine/core';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { theme } from './theme.ts';
import { ThemeCssVariables } from './ThemeCssVariables.tsx';

/** The variables' style element in a render (the provider's global classes come in a style of their own, before or after). */
const variablesStyle = (markup: string) => markup.match(/<style data-mantine-styles="true">[\s\S]*?<\/style>/g);
const withMantines = (t: typeof theme) => variablesStyle(renderToStaticMarkup(<MantineProvider theme={t} defaultColorScheme="light" />));
const withOurs = (t: typeof theme) =>
  variablesStyle(
    renderToStaticMarkup(
      <MantineProvider theme={t} defaultColorScheme="light" withCssVariables={false}>
        <ThemeCssVariables source={t} />
      </MantineProvider>,
    ),
  );

describe('the theme CSS variables, made once (docs/performance.md#visit-pages)', () => {
  it("are the markup Mantine's provider writes for the site's theme, rendered twice", () => {
    const mantines = withMantines(theme);
    expect(mantines).toHaveLength(1);
    expect(mantines![0]).toContain('--mantine-color-navy-9: #0b1f3a');
    expect(withOurs(theme)).toEqual(mantines);
    expect(withOurs(theme)).toEqual(mantines);
  });

  it('follow the theme they are made for: another theme gets its own', () => {
    const other = createTheme({ primaryColor: 'red', fontFamily: 'Georgia, serif' });
    expect(withOurs(other)).toEqual(withMantines(other));
    expect(withOurs(other)).not.toEqual(withOurs(theme));
  });
});
