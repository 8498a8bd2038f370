import { describe, expect, it } from 'vitest';
import { csvRecord } from './csv.ts';

describe('CSV cells (docs/admin.md#csv-export)', () => {
  it('security finding 11: a CSV cell with a semicolon or a tab is quoted, so Excel in semicolon locales (and LibreOffice) keeps it in one cell', () => {
    expect(csvRecord(['Acme; Sons', 'ok'])).toBe('"Acme; Sons",ok\r\n');
    // Split at the semicolon, the second half would start a formula the guard never saw.
    expect(csvRecord(['Acme;=HYPERLINK("http://evil")'])).toBe('"Acme;=HYPERLINK(""http://evil"")"\r\n');
    expect(csvRecord(['one\ttwo'])).toBe('"one\ttwo"\r\n');
    expect(csvRecord(['a,b', 'say "hi"', 'line\r\nbreak'])).toBe('"a,b","say ""hi""","line\r\nbreak"\r\n');
  });

  it('security finding 11: the formula guard covers every start a spreadsheet runs, after spaces and in full-width forms too', () => {
    for (const formula of ['=1+1', '+1', '-1', '@SUM(A1)', '\t=1', '\r=1', '\n=1', ' =1+1', '  @SUM(A1)', '＝1+1', '＋1', '－1', '＠SUM(A1)']) {
      expect(csvRecord([formula]).replace(/^"/, ''), JSON.stringify(formula)).toMatch(/^'/);
    }
    expect(csvRecord([' =1;2'])).toBe(`"' =1;2"\r\n`);
  });

  it('leaves ordinary text, numbers and empty values as they are', () => {
    expect(csvRecord(['Ada Lovelace', 'a-b@example.com', 'Q1 = good', 42, -5, true, null, undefined])).toBe(
      'Ada Lovelace,a-b@example.com,Q1 = good,42,-5,true,,\r\n',
    );
  });
});
