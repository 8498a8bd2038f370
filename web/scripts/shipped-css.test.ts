import { describe, expect, it } from 'vitest';
import { unprocessedCss } from './shipped-css.ts';

describe('the build ships only CSS a browser understands (docs/architecture.md#styles)', () => {
  it('names a Mantine mixin and a PostCSS variable that reached a built file unprocessed', () => {
    expect(unprocessedCss('.a th{width:120px;@mixin larger-than $mantine-breakpoint-sm{width: 180px;}}')).toEqual(['@mixin', '$mantine-breakpoint-sm']);
  });

  it('accepts the at-rules browsers know, attribute selectors with $= and comments', () => {
    const css = '/*$vite$:1*/@layer base;@media (width>=48em){a[href$=".pdf"]{color:red}}@supports (display:grid){}@keyframes k{}@font-face{}';
    expect(unprocessedCss(css)).toEqual([]);
  });
});
