import zlib from 'node:zlib';
import { PDFDocument } from 'pdf-lib';

/** WinAnsi bytes 0x80-0x9F that differ from Latin-1 (the standard fonts' encoding). */
const WIN_ANSI_HIGH: Record<number, string> = {
  0x80: '€',
  0x82: '‚',
  0x83: 'ƒ',
  0x84: '„',
  0x85: '…',
  0x86: '†',
  0x87: '‡',
  0x88: 'ˆ',
  0x89: '‰',
  0x8a: 'Š',
  0x8b: '‹',
  0x8c: 'Œ',
  0x8e: 'Ž',
  0x91: '‘',
  0x92: '’',
  0x93: '“',
  0x94: '”',
  0x95: '•',
  0x96: '–',
  0x97: '—',
  0x98: '˜',
  0x99: '™',
  0x9a: 'š',
  0x9b: '›',
  0x9c: 'œ',
  0x9e: 'ž',
  0x9f: 'Ÿ',
};
const winAnsi = (bytes: number[]) => bytes.map((b) => WIN_ANSI_HIGH[b] ?? String.fromCharCode(b)).join('');

/**
 * The text lines of a PDF drawn with the standard fonts (as pdf-lib draws them: one
 * `<hex> Tj` per line, in Flate-compressed content streams), plus its page count and
 * title. Enough to check what a downloaded report says without a full PDF reader.
 */
export async function pdfText(bytes: Buffer): Promise<{ pages: number; title: string | undefined; lines: string[] }> {
  // Parsing with pdf-lib first: a broken file fails here.
  const doc = await PDFDocument.load(bytes, { updateMetadata: false });
  const raw = bytes.toString('latin1');
  const lines: string[] = [];
  const streamStart = /stream\r?\n/g;
  for (let match = streamStart.exec(raw); match; match = streamStart.exec(raw)) {
    if (raw.slice(match.index - 3, match.index) === 'end') continue;
    const start = match.index + match[0].length;
    const end = raw.indexOf('endstream', start);
    if (end < 0) break;
    const body = bytes.subarray(start, end);
    let content: string;
    try {
      content = zlib.inflateSync(body).toString('latin1');
    } catch {
      content = body.toString('latin1');
    }
    for (const op of content.matchAll(/<([0-9A-Fa-f\s]*)>\s*Tj|\(((?:\\.|[^\\)])*)\)\s*Tj/g)) {
      if (op[1] !== undefined) {
        const hex = op[1].replace(/\s/g, '');
        lines.push(winAnsi(Array.from({ length: hex.length / 2 }, (_, i) => Number.parseInt(hex.slice(i * 2, i * 2 + 2), 16))));
      } else lines.push(op[2]!.replace(/\\(.)/g, '$1'));
    }
    streamStart.lastIndex = end;
  }
  return { pages: doc.getPageCount(), title: doc.getTitle(), lines };
}
