import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { aliasesFor, CALLS_TABLES, callsRows, docPath, documentedRows, tableRows, TABLES } from '../scripts/api-tables.ts';

/** The call tables of the docs are generated from the operations' declarations (docs/rest-api.md#endpoints). */
describe('the call tables of the docs (docs/rest-api.md#endpoints)', () => {
  it.each(TABLES.map((t) => [t.file, t] as const))(
    'docs/%s lists every call its tags declare, as declared (stale: run npm run docs:api)',
    (_file, { file, tags }) => {
      const rows = documentedRows(fs.readFileSync(docPath(file), 'utf8'));
      expect(rows, `docs/${file} has no api-calls markers`).toBeDefined();
      expect(rows).toEqual(tableRows(aliasesFor(tags), tags === 'all'));
    },
  );

  it.each(CALLS_TABLES)(
    'the Calls table of docs/%s lists every call declared listedIn it, with its input, answer, refusals and limit as declared (stale: run npm run docs:api)',
    (file) => {
      const rows = documentedRows(fs.readFileSync(docPath(file), 'utf8'));
      expect(rows, `docs/${file} has no api-calls markers`).toBeDefined();
      expect(rows).toEqual(callsRows(file));
    },
  );
});
