import type { PersonLevel, PrintType } from "../enums";
import { type Bilingual, pickText } from "../i18n";
import { personLevelBadgeWords, printTypeBadgeWords } from "./badge-words";
import { qrPath } from "./qr-path";
import type { BadgeAlign, BadgeElement, BadgeLayout } from "./template";
import { fitText, nameFontSize, pxPerMm } from "./text-fit";

/** What a badge says about its person. */
export type BadgePerson = {
  name: string;
  nameEn: string;
  unit: string;
  unitEn: string;
  participantType: Bilingual;
  printType: PrintType | null;
  level: PersonLevel | null;
};

/** What a badge shows beside the person: the conference, its logo, the person's signed check-in code. */
export type BadgeContext = {
  conferenceTitle: Bilingual;
  /** A data URL (the kiosk, offline) or the back office's own `/api/uploads/{id}`; none: no logo. */
  logoHref?: string | null;
  /** The registration's signed QR payload (`CR1....`); none: no code. */
  qr?: string | null;
};

/** The font stack of every badge: the PWA and kiosk ship Noto Sans SC; the others are the systems'. */
export const badgeFontFamily =
  "'Noto Sans SC', 'PingFang SC', 'Microsoft YaHei', 'Source Han Sans SC', sans-serif";

/** Characters XML 1.0 does not allow at all (controls other than tab and line breaks, non-characters). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: these are exactly what must be removed.
const notXml = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g;
const entities: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

/** Text safe in SVG content and in attribute values (quoted either way). */
export function escapeXml(text: string): string {
  return text.replace(notXml, "").replace(/[&<>"']/g, (ch) => entities[ch] ?? ch);
}

/** Only images the badge can show without reaching elsewhere: embedded ones, or the server's uploads. */
const safeImageHref = /^(data:image\/(png|jpeg|bmp);base64,[A-Za-z0-9+/=]+|\/api\/uploads\/\d+)$/;

/** Millimetres as SVG numbers: a hundredth of a millimetre is finer than any printer. */
const n = (value: number) => String(Math.round(value * 100) / 100);

const anchorOf: Record<BadgeAlign, { anchor: string; at: (e: BadgeElement) => number }> = {
  left: { anchor: "start", at: (e) => e.x },
  center: { anchor: "middle", at: (e) => e.x + e.width / 2 },
  right: { anchor: "end", at: (e) => e.x + e.width },
};

/** Of a bilingual value, the element's language, or the other one when that is empty. */
const pick = (element: BadgeElement, text: Bilingual) => pickText(text, element.lang);

/** The line each text element prints for a person; "" prints nothing. */
function lineOf(element: BadgeElement, person: BadgePerson, context: BadgeContext): string {
  switch (element.kind) {
    case "name":
      return person.name;
    case "nameEn":
      return person.nameEn;
    case "unit":
      return pick(element, { zh: person.unit, en: person.unitEn });
    case "participantType":
      return pick(element, person.participantType);
    case "printType":
      return person.printType === null ? "" : pick(element, printTypeBadgeWords[person.printType]);
    case "personLevel":
      return person.level === null ? "" : pick(element, personLevelBadgeWords[person.level]);
    case "conferenceTitle":
      return pick(element, context.conferenceTitle);
    case "text":
      return pick(element, element.text ?? { zh: "", en: "" });
    case "logo":
    case "qr":
      return "";
  }
}

function textElement(element: BadgeElement, line: string): string {
  const text = line.trim();
  if (!text) return "";
  const wanted = element.kind === "name" ? nameFontSize(text, element) : element.fontSize;
  const fit = fitText(text, element, wanted);
  const { anchor, at } = anchorOf[element.align];
  const attributes = [
    `x="${n(at(element))}"`,
    `y="${n(element.y + element.height / 2)}"`,
    `font-size="${n(fit.fontSize / pxPerMm)}"`,
    `font-weight="${element.fontWeight}"`,
    `text-anchor="${anchor}"`,
    `dominant-baseline="central"`,
    `textLength="${n(fit.textLength)}"`,
    `lengthAdjust="spacingAndGlyphs"`,
    `data-font-px="${n(fit.fontSize)}"`,
  ];
  return `<text ${attributes.join(" ")}>${escapeXml(text)}</text>`;
}

function logoElement(element: BadgeElement, href: string | null | undefined): string {
  if (!href || !safeImageHref.test(href)) return "";
  const box = `x="${n(element.x)}" y="${n(element.y)}" width="${n(element.width)}" height="${n(element.height)}"`;
  return `<image ${box} href="${escapeXml(href)}" preserveAspectRatio="xMidYMid meet"/>`;
}

function qrElement(element: BadgeElement, payload: string | null | undefined): string {
  if (!payload) return "";
  const { size, d } = qrPath(payload);
  // Square, centred in its box: a stretched code does not scan.
  const side = Math.min(element.width, element.height);
  const x = element.x + (element.width - side) / 2;
  const y = element.y + (element.height - side) / 2;
  return (
    `<svg x="${n(x)}" y="${n(y)}" width="${n(side)}" height="${n(side)}" viewBox="0 0 ${size} ${size}" shape-rendering="crispEdges">` +
    `<rect width="${size}" height="${size}" fill="#fff"/><path d="${d}" fill="#000"/></svg>`
  );
}

function drawElement(element: BadgeElement, person: BadgePerson, context: BadgeContext): string {
  const body =
    element.kind === "logo"
      ? logoElement(element, context.logoHref)
      : element.kind === "qr"
        ? qrElement(element, context.qr)
        : textElement(element, lineOf(element, person, context));
  return body ? `<g data-kind="${element.kind}" data-element="${escapeXml(element.id)}">${body}</g>` : "";
}

/**
 * One person's badge as a standalone SVG document, drawn in millimetres at the page's size: what the back
 * office previews and prints and what the kiosk prints, from the same layout. Every text comes escaped;
 * each line is fitted to its box (text-fit.ts) and never runs past it.
 */
export function renderBadgeSvg(layout: BadgeLayout, person: BadgePerson, context: BadgeContext): string {
  const { width, height } = layout.page;
  const elements = layout.elements.map((element) => drawElement(element, person, context)).join("");
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${n(width)}mm" height="${n(height)}mm" ` +
    `viewBox="0 0 ${n(width)} ${n(height)}" font-family="${escapeXml(badgeFontFamily)}" fill="#000" data-badge="">` +
    `<rect width="${n(width)}" height="${n(height)}" fill="#fff"/>${elements}</svg>`
  );
}
