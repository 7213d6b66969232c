import { looksLikeIdNumber } from "@confreg/shared";
import { isWholeQrScan } from "#renderer/lookup/qr-scan";

export type ScanBufferOptions = {
  /** Called with each complete scan or typed entry. */
  onSubmit: (value: string) => void;
  /** How long an 18-character ID number or a whole QR code waits for an Enter (or more) before it counts. */
  settleMs?: number;
  /** The same value again within this time is one scan read twice (a scanner's echo, or the bridge and
   * the keyboard both reporting it), not a new one. */
  repeatMs?: number;
  now?: () => number;
};

/**
 * Turns what arrives in the search box into submissions. A keyboard-wedge scanner types the number, or a
 * registration QR code's payload (`CR1.…`), and Enter; some readers send no Enter, so an ID-number-shaped
 * value of 18 characters, or a QR code read to the end of its signature, is submitted on its own once the
 * burst has settled (a code cut short waits for its Enter: never half a code submitted). Values from the
 * Electron bridge's scanner come in through `external`.
 */
export class ScanBuffer {
  readonly #onSubmit: (value: string) => void;
  readonly #settleMs: number;
  readonly #repeatMs: number;
  readonly #now: () => number;
  #timer: ReturnType<typeof setTimeout> | undefined;
  #last: { value: string; at: number } | null = null;

  constructor(options: ScanBufferOptions) {
    this.#onSubmit = options.onSubmit;
    this.#settleMs = options.settleMs ?? 150;
    this.#repeatMs = options.repeatMs ?? 1500;
    this.#now = options.now ?? Date.now;
  }

  /** The box's value changed (a key, a paste, a scanner burst). */
  change(value: string): void {
    this.#cancel();
    if (looksLikeIdNumber(value) || isWholeQrScan(value))
      this.#timer = setTimeout(() => this.#submit(value), this.#settleMs);
  }

  /** Enter was pressed with this value in the box. */
  enter(value: string): void {
    this.#cancel();
    this.#submit(value);
  }

  /** A line read by a scanner outside the box (Electron's main process). */
  external(value: string): void {
    this.#cancel();
    this.#submit(value);
  }

  dispose(): void {
    this.#cancel();
  }

  #submit(raw: string): void {
    const value = raw.trim();
    if (!value) return;
    const at = this.#now();
    const repeated = this.#last?.value === value && at - this.#last.at < this.#repeatMs;
    this.#last = { value, at };
    if (!repeated) this.#onSubmit(value);
  }

  #cancel(): void {
    if (this.#timer !== undefined) clearTimeout(this.#timer);
    this.#timer = undefined;
  }
}
