import { decodePDFRawStream, PDFArray, PDFDocument, PDFRawStream, StandardFonts, type PDFPage } from 'pdf-lib';

/**
 * Reads a PDF's layout back from the file, for the tests of the reports (docs/assessments.md#pdf-reports): each
 * page's text runs (font, size, position, string) and its bars and rules, as boxes, and the pairs that overlap. The
 * unit tests check every report this way; the browser suite checks the file a visitor downloads.
 */

/** One run of text as the PDF places it: its words and the box its glyphs fill, in points from the page's corner. */
export interface TextBox {
  text: string;
  left: number;
  right: number;
  bottom: number;
  top: number;
}

// The widths of the two fonts the reports use, as pdf-lib measures them.
const metrics = await PDFDocument.create();
const fonts = { regular: await metrics.embedFont(StandardFonts.Helvetica), bold: await metrics.embedFont(StandardFonts.HelveticaBold) };
// Helvetica's ascender and descender, per 1000 units of the font size.
const ASCENT = 718 / 1000;
const DESCENT = 207 / 1000;

// The standard fonts' strings are WinAnsi bytes: Latin-1, except these from 0x80 to 0x9F.
const WIN_ANSI_HIGH_CODES = [
  0x80, 0x82, 0x83, 0x84, 0x85, 0x86, 0x87, 0x88, 0x89, 0x8a, 0x8b, 0x8c, 0x8e, 0x91, 0x92, 0x93, 0x94, 0x95, 0x96, 0x97, 0x98, 0x99, 0x9a, 0x9b, 0x9c, 0x9e,
  0x9f,
];
const WIN_ANSI_HIGH = new Map(WIN_ANSI_HIGH_CODES.map((code, i) => [code, '€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ'[i]!]));
const winAnsiText = (bytes: number[]) => bytes.map((b) => WIN_ANSI_HIGH.get(b) ?? String.fromCharCode(b)).join('');

function contentOf(page: PDFPage): string {
  const contents = page.node.Contents();
  const streams = contents instanceof PDFArray ? contents.asArray().map((ref) => page.doc.context.lookup(ref)) : [contents];
  return streams
    .filter((s): s is PDFRawStream => s instanceof PDFRawStream)
    .map((s) => new TextDecoder('latin1').decode(decodePDFRawStream(s).decode()))
    .join('\n');
}

/** The text runs of each page, read back from the file's content streams (font, size, position and string of each). */
export async function textBoxes(bytes: Uint8Array): Promise<TextBox[][]> {
  const doc = await PDFDocument.load(bytes);
  return doc.getPages().map((page) => {
    const boxes: TextBox[] = [];
    for (const block of contentOf(page).matchAll(/BT([\s\S]*?)ET/g)) {
      const body = block[1]!;
      const font = /\/(Helvetica(?:-Bold)?)-\d+ ([\d.]+) Tf/.exec(body);
      const at = /1 0 0 1 ([\d.-]+) ([\d.-]+) Tm/.exec(body);
      const hex = /<([0-9A-Fa-f]*)> Tj/.exec(body);
      if (!font || !at || !hex) continue;
      const size = Number(font[2]);
      const text = winAnsiText(hex[1]!.match(/../g)!.map((h) => Number.parseInt(h, 16)));
      const left = Number(at[1]);
      const baseline = Number(at[2]);
      const width = (font[1] === 'Helvetica-Bold' ? fonts.bold : fonts.regular).widthOfTextAtSize(text, size);
      boxes.push({ text, left, right: left + width, bottom: baseline - DESCENT * size, top: baseline + ASCENT * size });
    }
    return boxes;
  });
}

/**
 * The filled shapes (a score bar's track and fill) and stroked lines (a heading's rule) of each page, as boxes: each is
 * drawn in its own q…Q block, moved by its `cm` translations, from its `m`/`l` points.
 */
export async function shapeBoxes(bytes: Uint8Array): Promise<TextBox[][]> {
  const doc = await PDFDocument.load(bytes);
  return doc.getPages().map((page) => {
    const boxes: TextBox[] = [];
    for (const block of contentOf(page).matchAll(/(?:^|\n)q\n([\s\S]*?)\nQ(?=\n|$)/g)) {
      const body = block[1]!;
      if (body.includes('BT')) continue;
      const painted = /\n(f|S)$/.exec(body)?.[1];
      if (!painted) continue;
      let dx = 0;
      let dy = 0;
      for (const [, x, y] of body.matchAll(/1 0 0 1 ([\d.-]+) ([\d.-]+) cm/g)) {
        dx += Number(x);
        dy += Number(y);
      }
      const points = [...body.matchAll(/([\d.-]+) ([\d.-]+) [ml]\n/g)].map(([, x, y]) => ({ x: Number(x) + dx, y: Number(y) + dy }));
      if (points.length === 0) continue;
      // A stroked line covers half its width on each side.
      const half = painted === 'S' ? Number(/([\d.]+) w/.exec(body)?.[1] ?? 1) / 2 : 0;
      const xs = points.map((p) => p.x);
      const ys = points.map((p) => p.y);
      boxes.push({
        text: painted === 'S' ? 'a rule' : 'a bar',
        left: Math.min(...xs) - half,
        right: Math.max(...xs) + half,
        bottom: Math.min(...ys) - half,
        top: Math.max(...ys) + half,
      });
    }
    return boxes;
  });
}

const overlap = (a: TextBox, b: TextBox) => a.left < b.right && b.left < a.right && a.bottom < b.top && b.bottom < a.top;

/** Every text run that shares any area with a bar or a rule of its page (a bar's track and fill overlap by design). */
export const textOverShapes = (texts: TextBox[], shapes: TextBox[]) =>
  texts.flatMap((t) => shapes.filter((s) => overlap(t, s)).map((s) => `"${t.text}" / ${s.text} at ${s.bottom.toFixed(1)}-${s.top.toFixed(1)}`));

/** Every pair of text runs on a page that share any area. */
export function overlapping(page: TextBox[]): string[] {
  const found: string[] = [];
  page.forEach((a, i) => page.slice(i + 1).forEach((b) => overlap(a, b) && found.push(`"${a.text}" / "${b.text}"`)));
  return found;
}

/** Runs that leave the Letter page's printable area (a 36-point edge). */
export const outside = (page: TextBox[]) => page.filter((b) => b.left < 36 || b.right > 612 - 36 || b.bottom < 18 || b.top > 792 - 36).map((b) => b.text);

/** Every overlap on every page of a PDF: text over text, and text over a bar or a rule. Empty when the layout is clean. */
export async function layoutProblems(bytes: Uint8Array): Promise<string[]> {
  const [texts, shapes] = await Promise.all([textBoxes(bytes), shapeBoxes(bytes)]);
  return texts.flatMap((page, i) => [...overlapping(page), ...textOverShapes(page, shapes[i] ?? [])].map((problem) => `page ${i + 1}: ${problem}`));
}
