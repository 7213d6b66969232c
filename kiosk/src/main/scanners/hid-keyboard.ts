import type { KeyInput } from "../host.ts";

/**
 * Boot-protocol keyboard reports (HID 1.11, appendix B.1): byte 0 the modifier bits, byte 1 reserved,
 * bytes 2–7 the usage IDs (Keyboard/Keypad page 0x07) of up to six keys held down. A scanner in keyboard
 * mode sends a report with the key (and Shift for capitals) and then one with nothing held, per character.
 */

/** Usage IDs 0x04–0x1D: letters a–z. */
const letters = "abcdefghijklmnopqrstuvwxyz";
/** Usage IDs 0x1E–0x27: the digit row, unshifted and shifted (US layout, which scanners default to). */
const digitRow = ["1234567890", "!@#$%^&*()"] as const;
/** Usage IDs 0x2C–0x38 (0x32, the non-US #, left out): space and punctuation, unshifted and shifted. */
const punctuation: Record<number, readonly [string, string]> = {
  44: [" ", " "],
  45: ["-", "_"],
  46: ["=", "+"],
  47: ["[", "{"],
  48: ["]", "}"],
  49: ["\\", "|"],
  51: [";", ":"],
  52: ["'", '"'],
  53: ["`", "~"],
  54: [",", "<"],
  55: [".", ">"],
  56: ["/", "?"],
};
/** Usage IDs 0x54–0x63: the keypad, which some scanners use for digits ("emulate keypad"). */
const keypad = "/*-+\n1234567890.";
/** Keys named as Electron's `before-input-event` names them, so the wedge's assembler treats them alike. */
const namedKeys: Record<number, string> = { 40: "Enter", 43: "Tab", 57: "CapsLock", 83: "NumLock" };

const modifier = { control: 0x11, shift: 0x22, alt: 0x44, meta: 0x88 } as const;
/** All six key slots set to ErrorRollOver: too many keys held, the report says nothing about which. */
const errorRollOver = 0x01;

/** The key a usage ID types, as a `KeyboardEvent.key`; unknown usages get a name that is not a character. */
export function usageKey(usage: number, shift: boolean): string {
  const side = shift ? 1 : 0;
  if (usage >= 0x04 && usage <= 0x1d) {
    const letter = letters[usage - 0x04] ?? "";
    return shift ? letter.toUpperCase() : letter;
  }
  if (usage >= 0x1e && usage <= 0x27) return digitRow[side][usage - 0x1e] ?? "";
  const named = namedKeys[usage];
  if (named) return named;
  const mark = punctuation[usage];
  if (mark) return mark[side];
  if (usage >= 0x54 && usage <= 0x63) {
    const key = keypad[usage - 0x54] ?? "";
    return key === "\n" ? "Enter" : key;
  }
  return `Usage${usage.toString(16).padStart(2, "0")}`;
}

/**
 * Turns a HID keyboard's input reports into the keystrokes they mean: a key is pressed when it appears in a
 * report and was not in the one before. Reports are 8 bytes, or 9 from a device that numbers its reports
 * (hidapi then gives the report ID first); anything else is not a boot keyboard report and is skipped.
 */
export class BootKeyboardDecoder {
  #held = new Set<number>();

  decode(report: Uint8Array): KeyInput[] {
    const body = report.length === 9 ? report.subarray(1) : report;
    if (body.length !== 8) return [];
    const keys = [...body.subarray(2)].filter((usage) => usage !== 0);
    if (keys.length > 0 && keys.every((usage) => usage === errorRollOver)) return [];
    const modifiers = body[0] ?? 0;
    const flags = {
      control: (modifiers & modifier.control) !== 0,
      shift: (modifiers & modifier.shift) !== 0,
      alt: (modifiers & modifier.alt) !== 0,
      meta: (modifiers & modifier.meta) !== 0,
    };
    const pressed = keys.filter((usage) => !this.#held.has(usage));
    this.#held = new Set(keys);
    return pressed.map((usage) => ({
      type: "keyDown",
      key: usageKey(usage, flags.shift),
      ...flags,
      isAutoRepeat: false,
    }));
  }

  reset(): void {
    this.#held.clear();
  }
}
