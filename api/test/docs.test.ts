import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const repoRoot = path.resolve(import.meta.dirname, '../..');

describe('the docs stay true', () => {
  it('the test example of docs/architecture.md#calling-the-api is api/test/docs-example.test.ts word for word, so it runs where the doc says it runs', () => {
    const doc = fs.readFileSync(path.join(repoRoot, 'docs/architecture.md'), 'utf8');
    const fromTests = doc.slice(doc.indexOf('**From tests**'));
    const example = /```ts\n([\s\S]*?)```/.exec(fromTests)?.[1];
    expect(example).toBe(fs.readFileSync(path.join(import.meta.dirname, 'docs-example.test.ts'), 'utf8'));
  });
});
