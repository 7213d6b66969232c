import { PDFDocument, type PDFFont, type PDFPage, type RGB, rgb } from "pdf-lib";
import { fontBytes, subsettingFontkit } from "./fonts";
import { wrapText } from "./wrap";

export const colors = {
  ink: rgb(0.1, 0.1, 0.1),
  muted: rgb(0.4, 0.4, 0.4),
  rule: rgb(0.55, 0.55, 0.55),
  shade: rgb(0.94, 0.94, 0.94),
  red: rgb(0.74, 0.08, 0.08),
  redShade: rgb(0.99, 0.93, 0.93),
};

export type Style = { size?: number; bold?: boolean; color?: RGB; align?: "left" | "center" | "right" };

const A4: [number, number] = [595.28, 841.89];
/** A6, for cards (the check-in card). */
export const A6: [number, number] = [297.64, 419.53];

/**
 * A document (A4 unless told) being drawn top to bottom: `y` is where the next thing starts, and `ensure`
 * starts a new page when what comes next does not fit, so long content flows on rather than off the page.
 */
export class Sheet {
  page: PDFPage;
  /** The top of what comes next, in points from the bottom of the page. */
  y: number;
  readonly #widths = new Map<PDFFont, Map<string, number>>();

  private constructor(
    readonly doc: PDFDocument,
    private readonly regular: PDFFont,
    private readonly bold: PDFFont,
    readonly size: [number, number],
    readonly margin: number,
  ) {
    this.page = doc.addPage(size);
    this.y = size[1] - margin;
  }

  static async open(meta: {
    title: string;
    author: string;
    at: Date;
    size?: [number, number];
    margin?: number;
  }): Promise<Sheet> {
    // The document's dates are the issue date, not the moment it was drawn: a re-render says the same.
    const doc = await PDFDocument.create({ updateMetadata: false });
    doc.registerFontkit(subsettingFontkit);
    doc.setTitle(meta.title);
    doc.setAuthor(meta.author);
    doc.setCreator("confreg");
    doc.setProducer("confreg");
    doc.setLanguage("zh-CN");
    doc.setCreationDate(meta.at);
    doc.setModificationDate(meta.at);
    const regular = await doc.embedFont(fontBytes("regular"), { subset: true });
    const bold = await doc.embedFont(fontBytes("bold"), { subset: true });
    return new Sheet(doc, regular, bold, meta.size ?? A4, meta.margin ?? 44);
  }

  get left(): number {
    return this.margin;
  }
  get right(): number {
    return this.size[0] - this.margin;
  }
  get width(): number {
    return this.right - this.left;
  }
  /** The height a page offers between its margins. */
  get pageHeight(): number {
    return this.size[1] - 2 * this.margin;
  }

  /** Room for `height` more points on this page, or a new page; true when a page was started. */
  ensure(height: number): boolean {
    if (this.y - height >= this.margin) return false;
    this.page = this.doc.addPage(this.size);
    this.y = this.size[1] - this.margin;
    return true;
  }

  /** Width of `text`, from each character's advance (cached: wrapping measures the same characters often). */
  measure(text: string, style: Style = {}): number {
    const font = style.bold ? this.bold : this.regular;
    const cache = this.#widths.get(font) ?? new Map<string, number>();
    this.#widths.set(font, cache);
    let width = 0;
    for (const ch of text) {
      const w = cache.get(ch) ?? font.widthOfTextAtSize(ch, 1);
      cache.set(ch, w);
      width += w;
    }
    return width * (style.size ?? 10);
  }

  lineHeight(style: Style = {}): number {
    return (style.size ?? 10) * 1.45;
  }

  wrap(text: string, width: number, style: Style = {}): string[] {
    return wrapText(text, width, (s) => this.measure(s, style));
  }

  /** Draws lines with the first one's top at `top`; returns the height they took. */
  drawLines(lines: string[], x: number, top: number, width: number, style: Style = {}): number {
    const size = style.size ?? 10;
    const font = style.bold ? this.bold : this.regular;
    const height = this.lineHeight(style);
    lines.forEach((line, i) => {
      if (!line) return;
      const free = width - this.measure(line, style);
      const dx = style.align === "right" ? free : style.align === "center" ? free / 2 : 0;
      // The baseline sits so that Chinese glyphs are centred in the line.
      const y = top - i * height - size * 1.08;
      this.page.drawText(line, { x: x + dx, y, size, font, color: style.color ?? colors.ink });
    });
    return lines.length * height;
  }

  /** Text wrapped to `width` at the cursor (a new page first when it does not fit); moves the cursor below. */
  paragraph(text: string, style: Style = {}, gapAfter = 0): void {
    const lines = this.wrap(text, this.width, style);
    this.ensure(lines.length * this.lineHeight(style));
    this.y -= this.drawLines(lines, this.left, this.y, this.width, style) + gapAfter;
  }

  line(x1: number, y1: number, x2: number, y2: number, color: RGB = colors.rule, thickness = 0.6): void {
    this.page.drawLine({ start: { x: x1, y: y1 }, end: { x: x2, y: y2 }, color, thickness });
  }

  box(x: number, top: number, width: number, height: number, fill?: RGB, border: RGB = colors.rule): void {
    this.page.drawRectangle({
      x,
      y: top - height,
      width,
      height,
      color: fill,
      borderColor: border,
      borderWidth: 0.6,
    });
  }

  /** Saves; a document of several pages gets "<label> · page n of N" at the foot of each, so no page is anonymous. */
  async save(label = ""): Promise<Buffer> {
    const pages = this.doc.getPages();
    if (pages.length > 1)
      pages.forEach((page, i) => {
        this.page = page;
        const text = `${label ? `${label} · ` : ""}第 ${i + 1} 页 / 共 ${pages.length} 页 Page ${i + 1} of ${pages.length}`;
        this.drawLines([text], this.left, this.margin - 8, this.width, {
          size: 8,
          color: colors.muted,
          align: "center",
        });
      });
    return Buffer.from(await this.doc.save());
  }
}
