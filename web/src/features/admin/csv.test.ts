import { describe, expect, it } from 'vitest';
import { csvCell, toCsv, type CsvColumn } from './csv.ts';

interface Row {
  name: string;
  note: string | null;
  score: number;
  sent: boolean;
}
const columns: CsvColumn<Row>[] = [
  { header: 'Name', value: (r) => r.name },
  { header: 'Note', value: (r) => r.note },
  { header: 'Score', value: (r) => r.score },
  { header: 'Sent', value: (r) => r.sent },
];

describe('toCsv', () => {
  it('writes a header line and one line per row, CRLF line ends', () => {
    const csv = toCsv(columns, [
      { name: 'Ada Lovelace', note: 'first', score: 92, sent: true },
      { name: 'Alan Turing', note: null, score: 58, sent: false },
    ]);
    expect(csv).toBe('Name,Note,Score,Sent\r\nAda Lovelace,first,92,true\r\nAlan Turing,,58,false\r\n');
  });

  it('quotes cells holding commas, quotes or line breaks and doubles the quotes', () => {
    const csv = toCsv(columns, [{ name: 'Smith, Jane', note: 'She said "call me"\nafter 5', score: 1, sent: false }]);
    expect(csv.split('\r\n')[1]).toBe('"Smith, Jane","She said ""call me""\nafter 5",1,false');
  });

  it('quotes a header that needs it', () => {
    expect(toCsv([{ header: 'Name, full', value: () => 'x' }], [])).toBe('"Name, full"\r\n');
  });

  it('an empty list gives the header line alone', () => {
    expect(toCsv(columns, [])).toBe('Name,Note,Score,Sent\r\n');
  });
});

describe('csvCell', () => {
  it('leaves plain text, numbers and booleans as they are; null and undefined are empty', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell(-12.5)).toBe('-12.5');
    expect(csvCell(false)).toBe('false');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
  });

  it('defuses text a spreadsheet would run as a formula', () => {
    expect(csvCell('=HYPERLINK("http://evil.example","x")')).toBe('"\'=HYPERLINK(""http://evil.example"",""x"")"');
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('+cmd')).toBe("'+cmd");
    expect(csvCell('-2+3+cmd')).toBe("'-2+3+cmd");
  });

  it('keeps phone numbers and signed amounts readable', () => {
    expect(csvCell('+1 (212) 555-0147')).toBe('+1 (212) 555-0147');
    expect(csvCell('-250.00')).toBe('-250.00');
  });
});
