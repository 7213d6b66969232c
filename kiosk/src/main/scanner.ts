import type { KeyInput } from "./host.ts";

export type ScanAssemblerOptions = {
  onLine: (line: string) => void;
  /** A scanner types a character every few milliseconds; people take far longer. */
  maxGapMs?: number;
  /** Shorter bursts (a fast double key press) are not scans; 10 is an attendance card number. */
  minLength?: number;
  /** An ID number (17 digits and a check character) is complete without Enter after this long a pause. */
  settleMs?: number;
};

const idNumberShape = /^\d{17}[\dXx]$/;
/** Keys a scanner sends around its characters that are not characters themselves. */
const ignoredKeys = new Set(["Shift", "CapsLock", "NumLock", "Unidentified"]);
/** Enter and Tab: the suffixes scanners are usually configured to send after a code. */
const isSuffix = (key: string) => key === "Enter" || key === "Tab";

/**
 * Assembles the keystrokes a keyboard-wedge (HID keyboard) scanner sends into lines. Only bursts count: when
 * a gap between two characters is longer than `maxGapMs` the line starts over, so a person typing never
 * produces a scan. A burst ends with Enter or Tab (the usual scanner suffixes), or, for an ID-number-shaped
 * burst of 18 characters, after `settleMs` without another key (readers configured without a suffix).
 */
export class ScanLineAssembler {
  readonly #onLine: (line: string) => void;
  readonly #maxGapMs: number;
  readonly #minLength: number;
  readonly #settleMs: number;
  #buffer = "";
  #lastAt = Number.NEGATIVE_INFINITY;
  #settle: ReturnType<typeof setTimeout> | undefined;

  constructor(options: ScanAssemblerOptions) {
    this.#onLine = options.onLine;
    this.#maxGapMs = options.maxGapMs ?? 50;
    this.#minLength = options.minLength ?? 10;
    this.#settleMs = options.settleMs ?? 100;
  }

  /** Feeds one keystroke seen at `at` (milliseconds). */
  feed(input: KeyInput, at: number): void {
    if (input.type !== "keyDown" || input.isAutoRepeat || ignoredKeys.has(input.key)) return;
    this.#cancelSettle();
    if (input.control || input.alt || input.meta || (input.key.length !== 1 && !isSuffix(input.key))) {
      this.reset();
    } else if (isSuffix(input.key)) {
      this.#finish(at);
    } else {
      this.#append(input.key, at);
    }
  }

  reset(): void {
    this.#cancelSettle();
    this.#buffer = "";
    this.#lastAt = Number.NEGATIVE_INFINITY;
  }

  #append(character: string, at: number): void {
    if (at - this.#lastAt > this.#maxGapMs) this.#buffer = "";
    this.#buffer += character;
    this.#lastAt = at;
    if (idNumberShape.test(this.#buffer)) {
      this.#settle = setTimeout(() => this.#emit(), this.#settleMs);
    }
  }

  #finish(at: number): void {
    if (at - this.#lastAt > this.#maxGapMs) this.reset();
    else this.#emit();
  }

  #emit(): void {
    const line = this.#buffer;
    this.reset();
    if (line.length >= this.#minLength) this.#onLine(line);
  }

  #cancelSettle(): void {
    if (this.#settle !== undefined) clearTimeout(this.#settle);
    this.#settle = undefined;
  }
}
