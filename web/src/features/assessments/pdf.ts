/**
 * A small document writer over pdf-lib: headings, wrapped paragraphs, bullets,
 * score bars and automatic page breaks on US Letter pages. pdf-lib is loaded
 * only when a PDF is made, so pages that never download one do not carry it.
 */
import type { PDFDocument, PDFFont, PDFPage, RGB } from 'pdf-lib';

const PAGE = { width: 612, height: 792, margin: 56 };

/**
 * The standard PDF fonts only know WinAnsi (Latin-1 plus typographic quotes
 * and dashes): anything else (a name in another script, an emoji) becomes '?'
 * rather than failing the whole document.
 */
const WIN_ANSI_EXTRA = '€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ';
export function winAnsiSafe(text: string): string {
  return Array.from(text, (ch) => {
    const code = ch.codePointAt(0)!;
    if (ch === '\t') return ' ';
    if ((code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.includes(ch)) return ch;
    return '?';
  }).join('');
}

/** Splits text into lines no wider than `width` at `size`. */
export function wrapText(text: string, font: Pick<PDFFont, 'widthOfTextAtSize'>, size: number, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (line && font.widthOfTextAtSize(candidate, size) > width) {
        lines.push(line);
        line = word;
      } else line = candidate;
    }
    lines.push(line);
  }
  return lines;
}

export interface PdfMetadata {
  title: string;
  author: string;
  subject?: string;
}

type Lib = typeof import('pdf-lib');

export class PdfWriter {
  private page!: PDFPage;
  private y = 0;
  readonly contentWidth = PAGE.width - 2 * PAGE.margin;

  private constructor(
    private readonly lib: Lib,
    readonly doc: PDFDocument,
    private readonly regular: PDFFont,
    private readonly bold: PDFFont,
  ) {
    this.addPage();
  }

  static async create(meta: PdfMetadata): Promise<PdfWriter> {
    const lib = await import('pdf-lib');
    const doc = await lib.PDFDocument.create();
    doc.setTitle(winAnsiSafe(meta.title));
    doc.setAuthor(winAnsiSafe(meta.author));
    if (meta.subject) doc.setSubject(winAnsiSafe(meta.subject));
    doc.setCreator(winAnsiSafe(meta.author));
    const [regular, bold] = await Promise.all([doc.embedFont(lib.StandardFonts.Helvetica), doc.embedFont(lib.StandardFonts.HelveticaBold)]);
    return new PdfWriter(lib, doc, regular, bold);
  }

  color(hex: string): RGB {
    const n = Number.parseInt(hex.replace('#', ''), 16);
    return this.lib.rgb(((n >> 16) & 255) / 255, ((n >> 8) & 255) / 255, (n & 255) / 255);
  }

  private addPage() {
    this.page = this.doc.addPage([PAGE.width, PAGE.height]);
    this.y = PAGE.height - PAGE.margin;
  }

  /** Starts a new page when fewer than `height` points are left. */
  ensureSpace(height: number) {
    if (this.y - height < PAGE.margin) this.addPage();
  }

  space(height: number) {
    this.y -= height;
  }

  /** Wrapped text; each line is one text run (so a reader extracts it as a line). */
  text(text: string, options: { size?: number; bold?: boolean; color?: string; indent?: number; gap?: number } = {}) {
    const size = options.size ?? 10.5;
    const font = options.bold ? this.bold : this.regular;
    const indent = options.indent ?? 0;
    const lineHeight = size * 1.4;
    for (const line of wrapText(winAnsiSafe(text), font, size, this.contentWidth - indent)) {
      this.ensureSpace(lineHeight);
      this.y -= lineHeight;
      if (line) this.page.drawText(line, { x: PAGE.margin + indent, y: this.y + size * 0.3, size, font, color: this.color(options.color ?? '#1f2937') });
    }
    this.space(options.gap ?? 4);
  }

  heading(text: string, size = 15) {
    this.ensureSpace(size * 3);
    this.space(10);
    this.text(text, { size, bold: true, color: '#0b1f3a', gap: 2 });
    this.page.drawLine({ start: { x: PAGE.margin, y: this.y }, end: { x: PAGE.width - PAGE.margin, y: this.y }, thickness: 1, color: this.color('#d1ac33') });
    this.space(8);
  }

  bullet(text: string, indent = 0) {
    this.text(`•  ${text}`, { indent, gap: 2 });
  }

  /**
   * A labelled horizontal bar for a percentage: the bar starts below the label's descenders (its line ends 3 points
   * under the baseline, the descenders 2.2), so neither covers the other (docs/assessments.md#pdf-reports).
   */
  bar(label: string, valueText: string, percentage: number, color: string) {
    this.ensureSpace(40);
    this.text(label, { bold: true, size: 10.5, gap: 0 });
    const width = this.contentWidth - 90;
    const y = this.y - 10;
    this.page.drawRectangle({ x: PAGE.margin, y, width, height: 8, color: this.color('#e5e7eb') });
    this.page.drawRectangle({ x: PAGE.margin, y, width: (width * Math.max(0, Math.min(100, percentage))) / 100, height: 8, color: this.color(color) });
    this.page.drawText(winAnsiSafe(valueText), { x: PAGE.margin + width + 10, y, size: 10, font: this.bold, color: this.color('#0b1f3a') });
    this.space(16);
  }

  /** Page numbers in the footer of every page. */
  private number(footer: string) {
    const pages = this.doc.getPages();
    pages.forEach((page, i) => {
      const text = winAnsiSafe(`${footer}  |  Page ${i + 1} of ${pages.length}`);
      page.drawText(text, { x: PAGE.margin, y: PAGE.margin / 2, size: 8.5, font: this.regular, color: this.color('#6b7280') });
    });
  }

  async bytes(footer: string): Promise<Uint8Array> {
    this.number(footer);
    return this.doc.save();
  }
}

/** Saves bytes as a file through a temporary link (a download, not a navigation). */
export function downloadBytes(bytes: Uint8Array, filename: string, type = 'application/pdf') {
  const url = URL.createObjectURL(new Blob([bytes as BlobPart], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has handed the file to the browser.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
