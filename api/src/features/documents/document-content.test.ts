import type { DocumentContentType } from '@elite/contracts/rules/document-files';
import { PDFDocument, PDFString } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { DOCUMENT_CONTENT_LIMITS, documentContentRefusal } from './document-content.ts';
import { extendedWebp, lossyWebp, page, pngChunk, realJpeg, realPdf, realPng, realWebp, withChunk } from '../../../test/fixtures/documents.ts';

/**
 * docs/admin.md#documents: a document is, whole, the type its first bytes claim. Every file here is built in the
 * test (test-files.ts), with the libraries that write each format, and the polyglots from them.
 */

const refusal = (bytes: Uint8Array, type: DocumentContentType, limits = DOCUMENT_CONTENT_LIMITS) => documentContentRefusal(bytes, type, limits);

describe('document content (docs/admin.md#documents)', () => {
  it('security finding 12: real PDFs and PNG, JPEG and WebP images decode whole and are taken, their ordinary metadata too', async () => {
    expect(await refusal(await realPdf('Filed 2026-01-15 (Delaware)'), 'application/pdf')).toBeNull();
    expect(await refusal(realPng(), 'image/png')).toBeNull();
    expect(await refusal(withChunk(realPng(), pngChunk('tEXt', Buffer.from('Comment\0Scanned at the office'))), 'image/png')).toBeNull();
    expect(await refusal(realJpeg(['Scanned at the office']), 'image/jpeg')).toBeNull();
    expect(await refusal(realWebp, 'image/webp')).toBeNull();
    expect(await refusal(lossyWebp, 'image/webp')).toBeNull();
    const xmp = '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"/></x:xmpmeta>';
    expect(await refusal(extendedWebp(xmp), 'image/webp')).toBeNull();
  });

  it('security finding 12: a PDF header or an image signature in front of a web page is refused: the file does not open as its type', async () => {
    const fronted: [Buffer, DocumentContentType][] = [
      [Buffer.concat([Buffer.from('%PDF-1.7\n'), page, Buffer.from('\n%%EOF\n')]), 'application/pdf'],
      [Buffer.concat([realPng().subarray(0, 8), page]), 'image/png'],
      [Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), page]), 'image/jpeg'],
      [Buffer.concat([Buffer.from('RIFF'), Buffer.from([page.length + 4, 0, 0, 0]), Buffer.from('WEBP'), page]), 'image/webp'],
    ];
    for (const [bytes, type] of fronted) {
      expect(await refusal(bytes, type), type).toEqual({
        status: 415,
        message: expect.stringMatching(/^This file is not a whole (PDF|PNG image|JPEG image|WebP image): it cannot be opened/),
      });
    }
  });

  it('security finding 12: a web page after the end of a real file (PDF %%EOF, PNG IEND, JPEG EOI, the WebP RIFF length) is refused', async () => {
    const appended: [Buffer, DocumentContentType][] = [
      [Buffer.concat([await realPdf(), page]), 'application/pdf'],
      [Buffer.concat([realPng(), page]), 'image/png'],
      [Buffer.concat([realJpeg(), page]), 'image/jpeg'],
      [Buffer.concat([realWebp, page]), 'image/webp'],
    ];
    for (const [bytes, type] of appended) {
      expect(await refusal(bytes, type), type).toEqual({ status: 415, message: expect.stringMatching(/has data after its end/) });
    }
  });

  it('security finding 12: markup inside a file that decodes (a PDF string, a PNG text chunk, a JPEG comment, WebP metadata) is refused', async () => {
    const hidden: [Buffer, DocumentContentType][] = [
      [await realPdf('<script>alert(1)</script>'), 'application/pdf'],
      [withChunk(realPng(), pngChunk('tEXt', Buffer.concat([Buffer.from('Comment\0'), page]))), 'image/png'],
      [realJpeg([page.toString()]), 'image/jpeg'],
      [extendedWebp(page.toString()), 'image/webp'],
      [extendedWebp('<svg onload=alert(1)>'), 'image/webp'],
    ];
    for (const [bytes, type] of hidden) {
      expect(await refusal(bytes, type), type).toEqual({ status: 415, message: expect.stringMatching(/carries web page markup \(HTML or script\)/) });
    }
  });

  it('security finding 12: a decompression bomb is refused from its declared size, before any pixel is decoded', async () => {
    const ihdr = Buffer.alloc(13);
    ihdr.writeUInt32BE(100_000, 0);
    ihdr.writeUInt32BE(100_000, 4);
    ihdr.set([8, 6, 0, 0, 0], 8);
    const png = Buffer.concat([
      realPng().subarray(0, 8),
      pngChunk('IHDR', ihdr),
      pngChunk('IDAT', Buffer.from([0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01])),
      pngChunk('IEND', Buffer.alloc(0)),
    ]);
    const jpg = realJpeg();
    const sof = jpg.indexOf(Buffer.from([0xff, 0xc0]));
    jpg.writeUInt16BE(60_000, sof + 5);
    jpg.writeUInt16BE(60_000, sof + 7);
    for (const [bytes, type, size] of [
      [png, 'image/png', '100000 × 100000'],
      [jpg, 'image/jpeg', '60000 × 60000'],
      [extendedWebp('', { width: 16_000, height: 16_000 }), 'image/webp', '16000 × 16000'],
    ] as const) {
      expect(await refusal(bytes, type), type).toEqual({
        status: 413,
        message: `This image is too large: at most 40 megapixels (it is ${size}). Save a smaller copy, then add it.`,
      });
    }
  });

  it('security finding 12: a PDF whose streams expand past the limit while it is opened is refused, and the same file within it is taken', async () => {
    // 3 MB of one object, compressed into an object stream of a few kilobytes.
    const doc = await PDFDocument.create();
    doc.addPage([300, 300]);
    doc.context.register(doc.context.obj({ Padding: PDFString.of('a'.repeat(3_000_000)) }));
    const bytes = await doc.save({ useObjectStreams: true });
    expect(bytes.length).toBeLessThan(100_000);
    expect(await refusal(bytes, 'application/pdf', { ...DOCUMENT_CONTENT_LIMITS, maxPdfDecodedBytes: 1024 * 1024 })).toEqual({
      status: 415,
      message: expect.stringMatching(/^This file is not a whole PDF/),
    });
    expect(await refusal(bytes, 'application/pdf')).toBeNull();
  });

  it('a damaged file is refused: a cut image, a PDF without pages or without its end', async () => {
    const pageless = await PDFDocument.create();
    for (const [bytes, type] of [
      [realPng().subarray(0, -20), 'image/png'],
      [realJpeg().subarray(0, -10), 'image/jpeg'],
      [realWebp.subarray(0, -4), 'image/webp'],
      [Buffer.from(await pageless.save({ addDefaultPage: false })), 'application/pdf'],
      [(await realPdf()).subarray(0, -200), 'application/pdf'],
    ] as const) {
      expect(await refusal(bytes, type), type).toEqual({ status: 415, message: expect.stringMatching(/^This file is not a whole/) });
    }
  });
});
