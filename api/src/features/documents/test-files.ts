import { randomBytes } from 'node:crypto';
import { crc32 } from 'node:zlib';
import jpeg from 'jpeg-js';
import { PDFDocument, PDFString } from 'pdf-lib';
import pngjs from 'pngjs';

/** Real files of each document type, written by the libraries that write each format, and the pieces of polyglots. */

/** A web page that would read the admin's lists with their session. */
export const page = Buffer.from('<!DOCTYPE html><html><body><script>fetch("/api/admin/contacts").then(r => r.text()).then(alert)</script></body></html>');

/**
 * A one-page PDF; `note` is written into it as a literal string, readable in its bytes, and `padding` adds that many
 * characters of random text (base64, no markup) to reach a size.
 */
export async function realPdf(note?: string, padding = 0): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.addPage([300, 300]).drawText('Certificate of formation', { x: 20, y: 260, size: 12 });
  doc.setTitle('Certificate of formation');
  if (note) doc.context.register(doc.context.obj({ Note: PDFString.of(note) }));
  if (padding > 0) doc.context.register(doc.context.obj({ Padding: PDFString.of(randomBytes(padding).toString('base64').slice(0, padding)) }));
  // Objects one by one, as most programs write them (not packed in compressed object streams).
  return Buffer.from(await doc.save({ useObjectStreams: false }));
}

export function realPng(width = 8, height = 8): Buffer {
  const image = new pngjs.PNG({ width, height });
  image.data.fill(180);
  return pngjs.PNG.sync.write(image);
}

export function realJpeg(comments?: string[]): Buffer {
  return jpeg.encode({ width: 8, height: 8, data: Buffer.alloc(8 * 8 * 4, 180), comments }, 90).data;
}

/** 1 × 1 WebP images: lossless (VP8L) and lossy (VP8). */
export const realWebp = Buffer.from('UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==', 'base64');
export const lossyWebp = Buffer.from('UklGRiIAAABXRUJQVlA4IBYAAAAwAQCdASoBAAEADsD+JaQAA3AAAAAA', 'base64');

/** A PNG chunk, its CRC computed. */
export function pngChunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  return Buffer.concat([length, body, crc]);
}
/** `png` with `chunk` before its IEND (the last 12 bytes). */
export const withChunk = (png: Buffer, chunk: Buffer) => Buffer.concat([png.subarray(0, -12), chunk, png.subarray(-12)]);

/** An extended WebP (VP8X) around the lossless image, with an XMP chunk holding `xmp`; `canvas` is its declared size. */
export function extendedWebp(xmp: string, canvas = { width: 1, height: 1 }): Buffer {
  const vp8x = Buffer.alloc(10);
  vp8x[0] = 0x04; // an XMP chunk follows
  vp8x.writeUIntLE(canvas.width - 1, 4, 3);
  vp8x.writeUIntLE(canvas.height - 1, 7, 3);
  const chunk = (type: string, data: Buffer) => {
    const header = Buffer.alloc(8);
    header.write(type, 0, 'latin1');
    header.writeUInt32LE(data.length, 4);
    return Buffer.concat([header, data, Buffer.alloc(data.length % 2)]);
  };
  const body = Buffer.concat([Buffer.from('WEBP'), chunk('VP8X', vp8x), realWebp.subarray(12), chunk('XMP ', Buffer.from(xmp))]);
  const size = Buffer.alloc(4);
  size.writeUInt32LE(body.length);
  return Buffer.concat([Buffer.from('RIFF'), size, body]);
}
