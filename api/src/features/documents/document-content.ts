import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { documentTypeNames, type DocumentContentType } from '@elite/contracts/rules/document-files';
import jpeg from 'jpeg-js';
import { PDFDocument } from 'pdf-lib';
import pngjs from 'pngjs';

/**
 * Whether a file is, whole, the type its first bytes claim (docs/admin.md#documents): a real parser opens it (pdf-lib
 * parses a PDF's objects and finds its pages; pngjs, jpeg-js and libwebp decode an image's pixels), nothing follows
 * the format's end (PDF `%%EOF`, PNG `IEND`, JPEG `EOI`, the RIFF length of a WebP), and no HTML or script markup a
 * browser could sniff sits in its readable parts. A `%PDF-` or PNG signature in front of a web page, or a page
 * appended to a real image, is refused. Decoding is bounded: an image's declared size is read from its header and
 * refused past DOCUMENT_CONTENT_LIMITS' pixels before any pixel is decoded, and the streams pdf-lib decodes while
 * it opens a PDF may total its bytes at most. The server runs this in a worker thread (document-content.worker.ts), one file at a
 * time, so a large decode neither blocks other requests nor adds up.
 */

/** How far decoding may go. */
export interface ContentLimits {
  /** The most pixels an image may declare. */
  maxPixels: number;
  /** How many bytes a PDF's streams may decode to while it is opened (its object and cross-reference streams). */
  maxPdfDecodedBytes: number;
}

/** 40 megapixels (a 7,300 × 5,480 photo, about 160 MB once decoded); 64 MB of a PDF's streams. */
export const DOCUMENT_CONTENT_LIMITS: ContentLimits = { maxPixels: 40_000_000, maxPdfDecodedBytes: 64 * 1024 * 1024 };

const damaged = (type: DocumentContentType) =>
  `This file is not a whole ${documentTypeNames[type]}: it cannot be opened as one (it is damaged, or it only begins like one).`;
const trailing = (type: DocumentContentType) =>
  `This ${documentTypeNames[type]} has data after its end. Save or export it again from the program that made it, then add it.`;
const markup = (type: DocumentContentType) => `This ${documentTypeNames[type]} carries web page markup (HTML or script), which a document may not hold.`;
const tooManyPixels = (width: number, height: number, maxPixels: number) =>
  `This image is too large: at most ${maxPixels / 1_000_000} megapixels (it is ${width} × ${height}). Save a smaller copy, then add it.`;

/** Tags a browser reading the bytes as a page would act on (WHATWG MIME sniffing's list and those that run script). */
const MARKUP = /<(?:!doctype\s+html|html|head|body|script|iframe|frame|frameset|object|embed|svg|img|meta|link|base|form|style|title)[\s/>]/i;
const hasMarkup = (parts: Uint8Array[]) => parts.some((part) => MARKUP.test(Buffer.from(part.buffer, part.byteOffset, part.byteLength).toString('latin1')));

const beUint16 = (bytes: Uint8Array, at: number) => (bytes[at]! << 8) | bytes[at + 1]!;
const beUint32 = (bytes: Uint8Array, at: number) => ((bytes[at]! << 24) >>> 0) + (bytes[at + 1]! << 16) + (bytes[at + 2]! << 8) + bytes[at + 3]!;
const leUint32 = (bytes: Uint8Array, at: number) => bytes[at]! + (bytes[at + 1]! << 8) + (bytes[at + 2]! << 16) + ((bytes[at + 3]! << 24) >>> 0);
const ascii = (bytes: Uint8Array, at: number, length: number) => String.fromCharCode(...bytes.subarray(at, at + length));

/** What a format's own walk found: the declared size, the parts a reader sees as text (all but the pixels), its end. */
interface Layout {
  width: number;
  height: number;
  readable: Uint8Array[];
  end: number;
}

/** A refusal found deep in a walk or a decoder, carried out to documentContentRefusal. */
class Refused extends Error {
  constructor(
    message: string,
    readonly status: 413 | 415 = 415,
  ) {
    super(message);
  }
}

/** Why a file is refused, with the status its upload answers: 413 for an image of too many pixels, 415 otherwise. */
export interface ContentRefusal {
  status: 413 | 415;
  message: string;
}

/** PNG: chunks from the signature to IEND, IHDR first (its width and height). */
function pngLayout(bytes: Uint8Array): Layout {
  let at = 8;
  let size: { width: number; height: number } | undefined;
  const readable: Uint8Array[] = [];
  while (at + 12 <= bytes.length) {
    const length = beUint32(bytes, at);
    const type = ascii(bytes, at + 4, 4);
    const next = at + 12 + length;
    if (next > bytes.length) break;
    if (!size) {
      if (type !== 'IHDR' || length !== 13) break;
      size = { width: beUint32(bytes, at + 8), height: beUint32(bytes, at + 12) };
    }
    if (type !== 'IDAT' && type !== 'fdAT') readable.push(bytes.subarray(at + 4, next - 4));
    if (type === 'IEND') return { ...size, readable, end: next };
    at = next;
  }
  throw new Refused(damaged('image/png'));
}

/** JPEG: segments from SOI to EOI, the entropy-coded scans skipped; the first frame header (SOF) gives the size. */
function jpegLayout(bytes: Uint8Array): Layout {
  let at = 2;
  let size: { width: number; height: number } | undefined;
  const readable: Uint8Array[] = [];
  while (at + 1 < bytes.length) {
    if (bytes[at] !== 0xff) break;
    const marker = bytes[at + 1]!;
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    if (marker === 0xd9) {
      if (!size) break;
      return { ...size, readable, end: at + 2 };
    }
    if ((marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      at += 2;
      continue;
    }
    if (at + 4 > bytes.length) break;
    const length = beUint16(bytes, at + 2);
    const next = at + 2 + length;
    if (length < 2 || next > bytes.length) break;
    const isFrame = marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
    if (isFrame && !size && length >= 7) size = { width: beUint16(bytes, at + 7), height: beUint16(bytes, at + 5) };
    readable.push(bytes.subarray(at + 4, next));
    at = next;
    if (marker === 0xda) {
      // Scan data runs to the next marker that is neither a stuffed 00 nor a restart.
      while (at + 1 < bytes.length && !(bytes[at] === 0xff && bytes[at + 1] !== 0x00 && !(bytes[at + 1]! >= 0xd0 && bytes[at + 1]! <= 0xd7))) at += 1;
    }
  }
  throw new Refused(damaged('image/jpeg'));
}

/** WebP: a RIFF whose declared length is the file's, its chunks filling it; the size from its VP8, VP8L or VP8X header. */
function webpLayout(bytes: Uint8Array): Layout {
  const end = 8 + leUint32(bytes, 4);
  const readable: Uint8Array[] = [];
  let size: { width: number; height: number } | undefined;
  let at = 12;
  while (at + 8 <= Math.min(end, bytes.length)) {
    const type = ascii(bytes, at, 4);
    const length = leUint32(bytes, at + 4);
    const data = at + 8;
    if (data + length > Math.min(end, bytes.length)) break;
    if (!size && type === 'VP8 ' && length >= 10)
      size = { width: (bytes[data + 6]! | (bytes[data + 7]! << 8)) & 0x3fff, height: (bytes[data + 8]! | (bytes[data + 9]! << 8)) & 0x3fff };
    if (!size && type === 'VP8L' && length >= 5) {
      const bits = leUint32(bytes, data + 1);
      size = { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
    }
    if (!size && type === 'VP8X' && length >= 10) {
      size = {
        width: 1 + bytes[data + 4]! + (bytes[data + 5]! << 8) + (bytes[data + 6]! << 16),
        height: 1 + bytes[data + 7]! + (bytes[data + 8]! << 8) + (bytes[data + 9]! << 16),
      };
    }
    if (type !== 'VP8 ' && type !== 'VP8L' && type !== 'ALPH' && type !== 'ANMF') readable.push(bytes.subarray(data, data + length));
    at = Math.min(data + length + (length % 2), end);
  }
  if (!size || at !== Math.min(end, bytes.length)) throw new Refused(damaged('image/webp'));
  return { ...size, readable, end };
}

const requireHere = createRequire(import.meta.url);

/** Node's WebAssembly, as far as used here (its types come with the DOM library, which this project does not load). */
interface Wasm {
  Module: new (code: Uint8Array) => object;
  Instance: new (module: object, imports: object) => { exports: unknown };
}
const wasm = (globalThis as unknown as { WebAssembly: Wasm }).WebAssembly;
let webpModule: object | undefined;

/**
 * libwebp's decoder (the `@cwasm/webp` build), instantiated for each file: a WebAssembly memory only grows, so a
 * fresh instance gives the decoded pixels back when it is dropped instead of keeping the largest image's size.
 */
function decodeWebp(bytes: Uint8Array): void {
  webpModule ??= new wasm.Module(readFileSync(requireHere.resolve('@cwasm/webp/webp.wasm')));
  const unavailable = () => {
    throw new Error('not available');
  };
  const instance = new wasm.Instance(webpModule, { wasi_snapshot_preview1: { fd_close: unavailable, fd_seek: unavailable, fd_write: unavailable } });
  const { memory, malloc, WebPDecodeRGBA } = instance.exports as {
    memory: { buffer: ArrayBuffer };
    malloc: (size: number) => number;
    WebPDecodeRGBA: (input: number, size: number, width: number, height: number) => number;
  };
  const input = malloc(bytes.byteLength);
  new Uint8Array(memory.buffer, input, bytes.byteLength).set(bytes);
  const dimensions = malloc(8);
  if (WebPDecodeRGBA(input, bytes.byteLength, dimensions, dimensions + 4) === 0) throw new Refused(damaged('image/webp'));
}

let pdfDecodedBytes = 0;
let pdfDecodeLimit = DOCUMENT_CONTENT_LIMITS.maxPdfDecodedBytes;
/**
 * pdf-lib decodes a PDF's object and cross-reference streams as it opens it, into buffers that grow without limit:
 * each growth is counted (pdf-lib's `PDFDocument` is the same CommonJS module as this file), and past the limit the
 * decoding stops. One file is checked at a time (the worker checks one), so one count serves.
 */
interface GrowingBuffer {
  buffer?: Uint8Array;
  ensureBuffer: (this: GrowingBuffer, requested: number) => Uint8Array;
}
const decodeStream = (requireHere('pdf-lib/cjs/core/streams/DecodeStream.js') as { default: { prototype: GrowingBuffer } }).default.prototype;
const ensureBuffer = decodeStream.ensureBuffer;
decodeStream.ensureBuffer = function (requested) {
  const before = this.buffer?.byteLength ?? 0;
  const buffer = ensureBuffer.call(this, requested);
  pdfDecodedBytes += buffer.byteLength - before;
  if (pdfDecodedBytes > pdfDecodeLimit) throw new Refused(damaged('application/pdf'));
  return buffer;
};

const PDF_END = /%%EOF[\r\n\t\f\0 ]*$/;

async function pdfProblem(bytes: Uint8Array, limits: ContentLimits): Promise<string | null> {
  // The last `%%EOF` ends the file (an updated PDF has one per revision); only line ends may follow it.
  if (!PDF_END.test(Buffer.from(bytes.buffer, bytes.byteOffset + Math.max(0, bytes.length - 1024), Math.min(1024, bytes.length)).toString('latin1'))) {
    const lastEof = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).lastIndexOf('%%EOF');
    return lastEof === -1 ? damaged('application/pdf') : trailing('application/pdf');
  }
  pdfDecodedBytes = 0;
  pdfDecodeLimit = limits.maxPdfDecodedBytes;
  try {
    const pdf = await PDFDocument.load(bytes, { ignoreEncryption: true, throwOnInvalidObject: true, updateMetadata: false });
    if (pdf.getPageCount() === 0 || pdfDecodedBytes > pdfDecodeLimit) return damaged('application/pdf');
  } catch (error) {
    return error instanceof Refused ? error.message : damaged('application/pdf');
  }
  return hasMarkup([bytes]) ? markup('application/pdf') : null;
}

function imageProblem(bytes: Uint8Array, type: Exclude<DocumentContentType, 'application/pdf'>, limits: ContentLimits): string | null {
  const layout = type === 'image/png' ? pngLayout(bytes) : type === 'image/jpeg' ? jpegLayout(bytes) : webpLayout(bytes);
  if (layout.end !== bytes.length) return layout.end < bytes.length ? trailing(type) : damaged(type);
  if (layout.width === 0 || layout.height === 0) return damaged(type);
  if (layout.width * layout.height > limits.maxPixels) throw new Refused(tooManyPixels(layout.width, layout.height, limits.maxPixels), 413);
  if (hasMarkup([bytes.subarray(0, 1445), ...layout.readable])) return markup(type);
  try {
    if (type === 'image/png') pngjs.PNG.sync.read(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), { checkCRC: true });
    else if (type === 'image/jpeg') jpeg.decode(bytes, { useTArray: true, tolerantDecoding: false, maxResolutionInMP: limits.maxPixels / 1_000_000 });
    else decodeWebp(bytes);
  } catch {
    return damaged(type);
  }
  return null;
}

/** Why a file whose first bytes say `type` cannot be a document of that type, or null when it is one, whole. */
export async function documentContentRefusal(bytes: Uint8Array, type: DocumentContentType, limits = DOCUMENT_CONTENT_LIMITS): Promise<ContentRefusal | null> {
  try {
    const message = type === 'application/pdf' ? await pdfProblem(bytes, limits) : imageProblem(bytes, type, limits);
    return message === null ? null : { status: 415, message };
  } catch (error) {
    if (error instanceof Refused) return { status: error.status, message: error.message };
    throw error;
  }
}
