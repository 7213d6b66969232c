import type { Bilingual } from "#lib/documents/bilingual";
import { drawQrCode } from "#lib/documents/qr-code";
import { A6, colors, Sheet, type Style } from "#lib/documents/sheet";

/** What the check-in card shows (checkInCard): plain data the caller gathers, so this draws without the database. */
export type CheckinCardDocument = {
  conference: Bilingual;
  /** The society, as the document's author. */
  society: string;
  name: string;
  nameEn: string;
  unit: string;
  participantType: Bilingual;
  registrationNo: string;
  /** The signed QR payload (shared `signCheckinQr`). */
  qr: string;
  /** When it was drawn: the document's date. */
  at: Date;
};

const margin = 20;
const qrSize = 150;
const nameSize = { largest: 24, smallest: 13 };

/** Lines of `text` wrapped to the card's width, at most `max` of them: a longer text ends in an ellipsis. */
function clampedLines(sheet: Sheet, text: string, style: Style, max: number): string[] {
  const lines = sheet.wrap(text, sheet.width, style);
  if (lines.length <= max) return lines;
  let last = lines[max - 1] ?? "";
  while (last && sheet.measure(`${last}…`, style) > sheet.width) last = [...last].slice(0, -1).join("");
  return [...lines.slice(0, max - 1), `${last}…`];
}

/** Centred text at the cursor, moving it down; nothing when the text is empty. */
function centred(sheet: Sheet, text: string, style: Style, max = 2, gapAfter = 0): void {
  if (!text.trim()) return;
  const lines = clampedLines(sheet, text, { ...style, align: "center" }, max);
  sheet.y -=
    sheet.drawLines(lines, sheet.left, sheet.y, sheet.width, { ...style, align: "center" }) + gapAfter;
}

/** The name as large as the card allows (never overflowing): smaller for a long name, wrapped at the smallest. */
function nameStyle(sheet: Sheet, name: string): Style {
  const wide = sheet.measure(name, { size: nameSize.largest, bold: true });
  const size = Math.max(
    nameSize.smallest,
    Math.min(nameSize.largest, (nameSize.largest * sheet.width) / Math.max(wide, 1)),
  );
  return { size: Math.floor(size * 2) / 2, bold: true };
}

/**
 * The printable check-in card (spec 000 §2, spec 002 §7 checkInCard), A6: the conference, the person, their
 * type and registration number, and the registration's signed QR code that kiosks scan (DOMAIN.md §8).
 * Drawn from the top down to the code, and the instructions from the bottom up, so it is one page whatever
 * the texts: long ones are shortened, not carried over.
 */
export async function renderCheckinCardPdf(doc: CheckinCardDocument): Promise<Buffer> {
  const sheet = await Sheet.open({
    title: `参会凭证 Check-in card ${doc.registrationNo}`,
    author: doc.society,
    at: doc.at,
    size: A6,
    margin,
  });
  centred(sheet, doc.conference.zh, { size: 11, bold: true }, 2);
  if (doc.conference.en && doc.conference.en !== doc.conference.zh)
    centred(sheet, doc.conference.en, { size: 8, color: colors.muted }, 2);
  sheet.y -= 5;
  sheet.line(sheet.left, sheet.y, sheet.right, sheet.y, colors.ink, 0.8);
  sheet.y -= 7;
  centred(sheet, "参会凭证  Check-in card", { size: 9, color: colors.muted }, 1, 6);
  centred(sheet, doc.name, nameStyle(sheet, doc.name), 2);
  centred(sheet, doc.nameEn, { size: 11 }, 1, 2);
  centred(sheet, doc.unit, { size: 9 }, 2);
  const type = [doc.participantType.zh, doc.participantType.en].filter(
    (t, i, all) => t && all.indexOf(t) === i,
  );
  centred(sheet, type.join(" / "), { size: 8.5, color: colors.muted }, 1);

  // From the bottom: the instructions, the registration number, then the code centred in what is left.
  const foot = { size: 7.5, color: colors.muted };
  const footLines = [
    ...clampedLines(sheet, "请在签到处出示本凭证（或手机上的二维码）。", foot, 1),
    ...clampedLines(sheet, "Show this card (or the QR code on your phone) at the check-in desk.", foot, 2),
  ];
  const footTop = margin + footLines.length * sheet.lineHeight(foot);
  sheet.drawLines(footLines, sheet.left, footTop, sheet.width, { ...foot, align: "center" });
  const numberStyle: Style = { size: 9, bold: true, align: "center" };
  const numberTop = footTop + 4 + sheet.lineHeight(numberStyle);
  sheet.drawLines(
    [`注册编号 Registration No. ${doc.registrationNo}`],
    sheet.left,
    numberTop,
    sheet.width,
    numberStyle,
  );
  const room = sheet.y - numberTop;
  const size = Math.min(qrSize, room);
  drawQrCode(sheet.page, doc.qr, {
    x: sheet.left + (sheet.width - size) / 2,
    top: numberTop + (room + size) / 2,
    size,
  });
  return sheet.save();
}
