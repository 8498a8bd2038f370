import {
  convertCssVariables,
  DEFAULT_THEME,
  defaultCssVariablesResolver,
  useMantineTheme,
  type ConvertCSSVariablesInput,
  type MantineTheme,
} from '@mantine/core';

/** Mantine's own variables for its default theme: the site's stylesheet has them (default-css-variables.css). */
let mantineDefaults: ConvertCSSVariablesInput | undefined;
/** The CSS of the one theme the site has, made on first use. */
const madeFor = new WeakMap<object, string>();

function themeCss(theme: MantineTheme): string {
  mantineDefaults ??= defaultCssVariablesResolver(DEFAULT_THEME);
  const ours = defaultCssVariablesResolver(theme);
  const differing = (section: keyof ConvertCSSVariablesInput) =>
    Object.fromEntries(Object.entries(ours[section]).filter(([name, value]) => mantineDefaults![section][name as keyof typeof ours.variables] !== value));
  return convertCssVariables({ variables: differing('variables'), light: differing('light'), dark: differing('dark') });
}

/**
 * The theme's CSS variables (its colours, fonts, radii where they differ from Mantine's defaults), as Mantine's
 * provider writes them (`<style data-mantine-styles>`), made once rather than on every render: MantineProvider
 * recomputes them for each render, which was 18% of a page rendered per request on the server
 * (docs/performance.md#visit-pages). The provider runs with `withCssVariables={false}` and this in its place; a test
 * holds the two to the same markup (ThemeCssVariables.test.tsx).
 *
 * `source` is the theme as the app passes it to the provider (a module constant): the key of what was made. The
 * theme Mantine merged from it is a new object on each server render, so it cannot be the key.
 */
export function ThemeCssVariables({ source }: { source: object }) {
  const theme = useMantineTheme();
  let css = madeFor.get(source);
  if (css === undefined) madeFor.set(source, (css = themeCss(theme)));
  return css ? <style data-mantine-styles dangerouslySetInnerHTML={{ __html: css }} /> : null;
}
