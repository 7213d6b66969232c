import type { ConferenceSettings } from "../schemas/conference";

/**
 * Paper codes (spec 000 §4 "Polling", §7 generatePaperCode): a registered paper gets one when its
 * registration is paid (or paid and waiting for its group) on a conference that hands codes to a paper
 * system. Each system has a flag of its own and its own prefix; a conference names the code with its
 * `paperCodeLabel` ("upload code", DOMAIN.md §2).
 */
export const paperCodeKinds = [
  { setting: "isPapermd", prefix: "MD" },
  { setting: "isPapermdccc", prefix: "CCC" },
  { setting: "isPaperitsc", prefix: "ITSC" },
] as const satisfies readonly { setting: keyof ConferenceSettings; prefix: string }[];

export type PaperCodeKind = (typeof paperCodeKinds)[number];

/** The kind of code the conference hands out: its first flag that is on, or none. */
export function paperCodeKindOf(
  settings: Pick<ConferenceSettings, PaperCodeKind["setting"]>,
): PaperCodeKind | null {
  return paperCodeKinds.find((kind) => settings[kind.setting]) ?? null;
}

const alphabet = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";

/**
 * The check character of ISO 7064 MOD 37,36 over the letters and digits of `body` (dashes skipped): it
 * catches every single wrong character and every swap of two neighbours.
 */
export function paperCodeCheck(body: string): string {
  let product = 36;
  for (const char of body.replaceAll("-", "")) {
    const value = alphabet.indexOf(char);
    if (value < 0) throw new Error(`not a paper code character: ${char}`);
    const sum = (product + value) % 36 || 36;
    product = (sum * 2) % 37;
  }
  return alphabet[(37 - product) % 36] as string;
}

/**
 * A paper's code: prefix, conference, the registered paper's serial number (6 digits or more), check
 * character, e.g. `MD-12-000345-X`. The serial is the paper's own row, so no two papers share a code.
 */
export function formatPaperCode(kind: PaperCodeKind, conferenceId: number, serial: number): string {
  const body = `${kind.prefix}-${conferenceId}-${String(serial).padStart(6, "0")}`;
  return `${body}-${paperCodeCheck(body)}`;
}

const codePattern = /^([A-Z]+)-([1-9]\d*)-(\d{6,})-([0-9A-Z])$/;

/** Whether a code, as typed (spaces and case forgiven), is one this product could have made. */
export function isValidPaperCode(code: string): boolean {
  const match = codePattern.exec(code.replace(/\s+/g, "").toUpperCase());
  if (!match) return false;
  const [, prefix, conference, serial, check] = match;
  if (!paperCodeKinds.some((kind) => kind.prefix === prefix)) return false;
  return paperCodeCheck(`${prefix}-${conference}-${serial}`) === check;
}
