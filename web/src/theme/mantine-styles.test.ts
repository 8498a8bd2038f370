import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { generatedFile, generatedSource, mantineStylesheets } from '../../scripts/mantine-styles.ts';

describe('the Mantine stylesheets the app imports', () => {
  it('are exactly those of the components it renders (run `npm run mantine:styles -w web` after using a new one)', () => {
    expect(fs.readFileSync(generatedFile, 'utf8')).toBe(generatedSource());
  });

  it('start with the global styles and include what a Button and a TextInput are built on', () => {
    const sheets = mantineStylesheets();
    expect(sheets.slice(0, 3)).toEqual(['baseline', 'default-css-variables', 'global']);
    expect(sheets).toEqual(expect.arrayContaining(['UnstyledButton', 'Button', 'Input']));
    // UnstyledButton comes before Button, as in Mantine's full stylesheet, so Button's rules win.
    expect(sheets.indexOf('UnstyledButton')).toBeLessThan(sheets.indexOf('Button'));
  });
});
