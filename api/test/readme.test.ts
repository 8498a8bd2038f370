import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const repoRoot = path.resolve(import.meta.dirname, '../..');

describe('the README stays true', () => {
  it('its test example is api/test/readme-example.test.ts word for word, so it runs where the README says it runs', () => {
    const readme = fs.readFileSync(path.join(repoRoot, 'README.md'), 'utf8');
    const fromTests = readme.slice(readme.indexOf('**From tests**'));
    const example = /```ts\n([\s\S]*?)```/.exec(fromTests)?.[1];
    expect(example).toBe(fs.readFileSync(path.join(import.meta.dirname, 'readme-example.test.ts'), 'utf8'));
  });
});
