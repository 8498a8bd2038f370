import { describe, expect, it } from 'vitest';
import { DOCUMENT_MAX_BYTES, DOCUMENT_NAME_MAX, detectDocumentType, documentFileName, documentFileProblem, formatFileSize } from './document-files.ts';

/** The document file rules (docs/input-limits.md#documents): the type from the first bytes, the stored name. */
const bytes = (...values: (number | string)[]) => new Uint8Array(values.flatMap((v) => (typeof v === 'string' ? Array.from(v, (c) => c.charCodeAt(0)) : [v])));

describe('detectDocumentType', () => {
  it.each([
    ['a PDF', bytes('%PDF-1.7\n'), 'application/pdf'],
    ['a PNG', bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a, 0), 'image/png'],
    ['a JPEG', bytes(0xff, 0xd8, 0xff, 0xe0), 'image/jpeg'],
    ['a WebP', bytes('RIFF', 0, 0, 0, 0, 'WEBPVP8 '), 'image/webp'],
  ])('knows %s by its first bytes', (_what, first, type) => {
    expect(detectDocumentType(first)).toBe(type);
  });

  it.each([
    ['text', bytes('hello, this is text')],
    ['a PDF signature too short', bytes('%PDF')],
    ['a RIFF that is not WebP (a WAV)', bytes('RIFF', 0, 0, 0, 0, 'WAVE')],
    ['a GIF', bytes('GIF89a')],
    ['nothing', bytes()],
  ])('refuses %s', (_what, first) => {
    expect(detectDocumentType(first)).toBeNull();
  });

  it('says why a file cannot be a document: empty, too large, or of another type', () => {
    expect(documentFileProblem(0, bytes())).toMatch(/empty/);
    expect(documentFileProblem(DOCUMENT_MAX_BYTES + 1, bytes('%PDF-'))).toMatch(/at most 10 MB/);
    expect(documentFileProblem(DOCUMENT_MAX_BYTES, bytes('%PDF-'))).toBeNull();
    expect(documentFileProblem(10, bytes('<html>'))).toMatch(/Only PDF files/);
  });
});

describe('documentFileName', () => {
  it('keeps the last part of a path, without control or path characters, and the extension of the detected type', () => {
    expect(documentFileName('C:\\Users\\ada\\Articles.PDF', 'application/pdf')).toBe('Articles.PDF');
    expect(documentFileName('../../etc/passwd', 'application/pdf')).toBe('passwd.pdf');
    expect(documentFileName('scan.pdf', 'image/png')).toBe('scan.pdf.png');
    expect(documentFileName('photo.jpeg', 'image/jpeg')).toBe('photo.jpeg');
    expect(documentFileName('a\u0000b\u202Efdp.exe', 'application/pdf')).toBe('a b fdp.exe.pdf');
    expect(documentFileName('  ...  ', 'image/webp')).toBe('document.webp');
    expect(documentFileName('Délaware – certificat.pdf', 'application/pdf')).toBe('Délaware – certificat.pdf');
    // Ill-formed text is cleaned from a name like control characters (a name is never refused).
    expect(documentFileName('scan\ufffe\ud800 \u{10ffff}final 🚀.pdf', 'application/pdf')).toBe('scan final 🚀.pdf');
  });

  it('cuts a long name to the column’s size, keeping the extension', () => {
    const name = documentFileName(`${'x'.repeat(500)}.pdf`, 'application/pdf');
    expect(name.length).toBe(DOCUMENT_NAME_MAX);
    expect(name.endsWith('x.pdf')).toBe(true);
  });

  it('writes sizes as people read them', () => {
    expect([formatFileSize(512), formatFileSize(840_000), formatFileSize(2_500_000)]).toEqual(['512 bytes', '820 KB', '2.4 MB']);
  });
});
