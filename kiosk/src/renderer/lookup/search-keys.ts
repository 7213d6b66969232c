import { pinyin } from "pinyin-pro";

/** What a name search compares: the person's names, as sync stores them. */
export type Named = { name: string; nameEn: string };

/**
 * The search terms of one registration, by how well a match on them ranks: whole names (the name, its
 * full pinyin, the English name), initials (of the pinyin and of the English name), and tokens (each
 * part of a name from a syllable or word on, so "san" and "weidong" find 张三 and 张卫东).
 */
export type SearchTerms = { whole: string[]; initials: string[]; tokens: string[] };

const han = /\p{Script=Han}/u;

/** Lower case, full-width folded, without spaces and the dots and hyphens of transcribed names. */
export function normaliseSearch(text: string): string {
  return text
    .normalize("NFKC")
    .toLowerCase()
    .replace(/[\s·•.\-'’_]+/gu, "");
}

/** The name's syllables (Chinese characters as pinyin without tones, polyphonic surnames read as names) or words. */
function parts(text: string): string[] {
  if (!han.test(text))
    return text
      .split(/[\s·•.\-_]+/u)
      .map(normaliseSearch)
      .filter(Boolean);
  return pinyin(text, { toneType: "none", type: "array", surname: "head", nonZh: "consecutive" })
    .flatMap((part) => part.split(/[\s·•.\-_]+/u))
    .map(normaliseSearch)
    .filter(Boolean);
}

/** Every tail of the list from its second element on, joined: ["zhang","wei","dong"] → "weidong", "dong". */
const tails = (list: string[]) => list.slice(1).map((_, i) => list.slice(i + 1).join(""));

/** A name's terms, in the three ranks; the Chinese characters themselves count as a whole name. */
function termsOf(text: string, terms: SearchTerms): void {
  const compact = normaliseSearch(text);
  if (!compact) return;
  const syllables = parts(text);
  terms.whole.push(compact);
  if (han.test(text)) {
    terms.whole.push(syllables.join(""));
    // The given name in characters: 卫东 finds 张卫东.
    terms.tokens.push(...tails([...compact]));
  }
  if (syllables.length > 1) terms.initials.push(syllables.map((s) => s[0]).join(""));
  terms.tokens.push(...tails(syllables), ...syllables);
}

export function searchTermsOf(row: Named): SearchTerms {
  const terms: SearchTerms = { whole: [], initials: [], tokens: [] };
  termsOf(row.name, terms);
  termsOf(row.nameEn, terms);
  return terms;
}

/**
 * The keys of the `searchKeys` index (multiEntry): every term once. A prefix look-up on them finds a
 * person by the start of any name, pinyin, initials or name part; built where sync pages are read (the
 * page worker), so typing a name costs one index range and no pinyin for the whole conference.
 */
export function searchKeysOf(row: Named): string[] {
  const { whole, initials, tokens } = searchTermsOf(row);
  return [...new Set([...whole, ...initials, ...tokens])];
}
