/**
 * Line breaking for the documents: Chinese may break between any two characters, Latin text between words
 * (a word longer than the line is cut), and closing punctuation never begins a line. Buyer names and
 * addresses are typed by attendees, so nothing may assume they fit.
 */

/** CJK ideographs, kana, fullwidth forms and CJK punctuation: each is a unit a line may break after. */
const isWide = (ch: string) => (ch.codePointAt(0) ?? 0) >= 0x2e80;
const closing = new Set([..."，。、；：？！）》」』】〕,.;:?!)]}%"]);

/** Words, single wide characters and runs of spaces. */
function tokens(paragraph: string): string[] {
  const out: string[] = [];
  let word = "";
  for (const ch of paragraph) {
    if (isWide(ch) || ch === " ") {
      if (word) out.push(word);
      word = "";
      if (ch === " " && out.at(-1)?.endsWith(" ")) out[out.length - 1] += ch;
      else out.push(ch);
    } else word += ch;
  }
  if (word) out.push(word);
  return out;
}

/** Cuts a word too long for any line into pieces that fit (at least one character each). */
function cut(word: string, width: number, measure: (s: string) => number): string[] {
  const pieces: string[] = [];
  let piece = "";
  for (const ch of word) {
    if (piece && measure(piece + ch) > width) {
      pieces.push(piece);
      piece = "";
    }
    piece += ch;
  }
  if (piece) pieces.push(piece);
  return pieces;
}

function wrapParagraph(paragraph: string, width: number, measure: (s: string) => number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const token of tokens(paragraph)) {
    if (measure((line + token).trimEnd()) <= width) {
      line += token;
      continue;
    }
    if (token.trim() === "") {
      lines.push(line.trimEnd());
      line = "";
      continue;
    }
    // A closing mark takes the character before it to the next line rather than start one itself.
    const carry = closing.has(token) && [...line].length > 1 ? [...line].at(-1) : "";
    if (carry) line = [...line].slice(0, -1).join("");
    if (line.trim()) lines.push(line.trimEnd());
    line = "";
    for (const piece of cut(carry + token, width, measure)) {
      if (line) lines.push(line);
      line = piece;
    }
  }
  if (line.trim() || lines.length === 0) lines.push(line.trimEnd());
  return lines;
}

/** The lines `text` takes in `width`; explicit line breaks are kept, tabs and stray control characters are spaces. */
export function wrapText(text: string, width: number, measure: (s: string) => number): string[] {
  const unified = text.replace(/\r\n?/g, "\n");
  const clean = [...unified].map((ch) => (ch < " " && ch !== "\n" ? " " : ch)).join("");
  return clean.split("\n").flatMap((paragraph) => wrapParagraph(paragraph.trim(), width, measure));
}
