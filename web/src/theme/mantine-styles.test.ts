import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { mantineStylesPerModule, stylesheetsFor } from '../../scripts/mantine-styles.ts';

const srcFile = path.resolve(import.meta.dirname, '..', 'features', 'example', 'Example.tsx');

function transform(code: string, id: string): string | null {
  const hook = mantineStylesPerModule().transform as (this: unknown, code: string, id: string) => { code: string } | null;
  return hook.call({}, code, id)?.code ?? null;
}

describe('the Mantine stylesheets each module brings (scripts/mantine-styles.ts)', () => {
  it('a Button brings its own sheet after the UnstyledButton it is built on, as in the full stylesheet', () => {
    const sheets = stylesheetsFor(`import { Button } from '@mantine/core';`);
    expect(sheets).toEqual(expect.arrayContaining(['UnstyledButton', 'Button']));
    expect(sheets.indexOf('UnstyledButton')).toBeLessThan(sheets.indexOf('Button'));
  });

  it('a TextInput brings the Input sheet; a renamed import counts by its Mantine name', () => {
    expect(stylesheetsFor(`import { TextInput as Field } from "@mantine/core";`)).toContain('Input');
  });

  it('toasts from @mantine/notifications bring the Notification sheet of @mantine/core', () => {
    expect(stylesheetsFor(`import { Notifications } from '@mantine/notifications';`)).toContain('Notification');
  });

  it('type-only imports, hooks and other packages bring nothing', () => {
    expect(stylesheetsFor(`import type { ButtonProps } from '@mantine/core';`)).toEqual([]);
    expect(stylesheetsFor(`import { useDisclosure } from '@mantine/hooks';`)).toEqual([]);
    expect(stylesheetsFor(`import { useState } from 'react';`)).toEqual([]);
  });

  it("puts the sheets as imports in front of an app module's code, on its first line", () => {
    const out = transform(`import { Badge } from '@mantine/core';\nexport const x = 1;`, srcFile)!;
    expect(out.split('\n')[0]).toMatch(/^import '@mantine\/core\/styles\/Badge\.css';.*import \{ Badge \}/);
    expect(out.split('\n')).toHaveLength(2);
  });

  it('leaves modules outside web/src, and modules without Mantine components, alone', () => {
    expect(transform(`import { Badge } from '@mantine/core';`, '/elsewhere/node_modules/x/index.js')).toBeNull();
    expect(transform(`export const x = 1;`, srcFile)).toBeNull();
  });
});
