import { type BadgeElement, nameFontSizes } from "./template";

/** CSS pixels per millimetre (96 px to the inch): font sizes are pixels, badge boxes millimetres. */
export const pxPerMm = 96 / 25.4;

/**
 * Wide characters take a whole em: CJK ideographs and punctuation, kana, Hangul, full-width forms
 * (Unicode East Asian Width W and F, the ranges names and units use).
 */
const wideRanges: readonly (readonly [number, number])[] = [
  [0x1100, 0x115f],
  [0x2e80, 0x303e],
  [0x3041, 0x33ff],
  [0x3400, 0x4dbf],
  [0x4e00, 0x9fff],
  [0xa000, 0xa4cf],
  [0xac00, 0xd7a3],
  [0xf900, 0xfaff],
  [0xfe30, 0xfe4f],
  [0xff00, 0xff60],
  [0xffe0, 0xffe6],
  [0x20000, 0x3fffd],
];

/** Latin glyph widths of a common sans-serif (Arial, Helvetica, Noto Sans), in em, by group. */
const latinWidths: readonly (readonly [string, number])[] = [
  [" ", 0.28],
  ["iIjl.,:;'|!", 0.26],
  ["frt()[]-\u00b7", 0.36],
  ["mwMW", 0.88],
  ["ABCDEFGHJKLNOPQRSTUVXYZ&", 0.69],
  ["0123456789", 0.56],
];
const latinWidthOf = new Map(latinWidths.flatMap(([chars, width]) => [...chars].map((ch) => [ch, width])));
/** Lower-case letters and anything else not listed. */
const otherWidth = 0.55;

const isWide = (code: number) => wideRanges.some(([from, to]) => code >= from && code <= to);

/** The estimated width of a text in em: what the renderer fits boxes with. */
export function textWidthEm(text: string): number {
  let em = 0;
  for (const ch of text) {
    const code = ch.codePointAt(0) ?? 0;
    em += isWide(code) ? 1 : (latinWidthOf.get(ch) ?? otherWidth);
  }
  return em;
}

/** Characters as a person counts them (code points, so a rare ideograph counts once). */
export const characterCount = (text: string) => [...text].length;

/**
 * The name's starting size (spec 002 §9): under 6 characters the element's size (60px by default),
 * otherwise its size for long names (35px by default); the fit below may shrink it further.
 */
export function nameFontSize(name: string, element: Pick<BadgeElement, "fontSize" | "longFontSize">): number {
  return characterCount(name) < nameFontSizes.shortBelow
    ? element.fontSize
    : (element.longFontSize ?? element.fontSize);
}

/** A line fitted into its box: the size to draw it at (px), and the length it must take (mm). */
export type FittedText = { fontSize: number; textLength: number; shrunk: boolean };

/** A line of text is at most this many times its font size tall (ascenders and descenders). */
const lineHeight = 1.15;

/**
 * Fits one line into a box: the wanted size, smaller when the estimated width passes the box's width or
 * the line its height. The renderer also draws the line at exactly the estimated length (SVG
 * `textLength`), at most the box's width: an estimate off for some font can then squeeze the glyphs a
 * little, but never push the text past its box.
 */
export function fitText(text: string, box: { width: number; height: number }, wanted: number): FittedText {
  const byHeight = (box.height * pxPerMm) / lineHeight;
  let fontSize = Math.min(wanted, byHeight);
  const widthMm = (textWidthEm(text) * fontSize) / pxPerMm;
  const shrunk = widthMm > box.width || fontSize < wanted;
  if (widthMm > box.width) fontSize = (fontSize * box.width) / widthMm;
  return { fontSize, textLength: Math.min(widthMm, box.width), shrunk };
}
