import type { Plugin } from 'vite';

/** At-rules a browser understands; anything else in a built stylesheet is source that no tool processed. */
const KNOWN_AT_RULES = new Set([
  'charset',
  'container',
  'counter-style',
  'font-face',
  'font-feature-values',
  'import',
  'keyframes',
  'layer',
  'media',
  'namespace',
  'page',
  'property',
  'scope',
  'starting-style',
  'supports',
  '-webkit-keyframes',
]);

/** The unknown at-rules and unreplaced `$variables` of a built stylesheet. */
export function unprocessedCss(stylesheet: string): string[] {
  // Comments say nothing to a browser (and Vite marks files with one, /*$vite$:1*/, until it writes them).
  const css = stylesheet.replace(/\/\*[\s\S]*?\*\//g, '');
  const found = new Set<string>();
  for (const [, name] of css.matchAll(/@([-\w]+)/g)) if (!KNOWN_AT_RULES.has(name!.toLowerCase())) found.add(`@${name}`);
  for (const [variable] of css.matchAll(/\$[a-z][-\w]*/gi)) found.add(variable);
  return [...found];
}

/**
 * Fails the build when a stylesheet ships with source the browser ignores: a file reached through `composes: … from`
 * skips PostCSS, so a Mantine `@mixin` in it shipped raw and its rule was lost (lightningcss only warned).
 */
export function shippedCssIsWritten(): Plugin {
  return {
    name: 'shipped-css-is-written',
    apply: 'build',
    generateBundle(_options, bundle) {
      for (const file of Object.values(bundle)) {
        if (file.type !== 'asset' || !file.fileName.endsWith('.css')) continue;
        const problems = unprocessedCss(typeof file.source === 'string' ? file.source : new TextDecoder().decode(file.source));
        if (problems.length)
          this.error(`${file.fileName} ships CSS no browser understands: ${problems.join(', ')} (write plain CSS in files other modules compose from)`);
      }
    },
  };
}
