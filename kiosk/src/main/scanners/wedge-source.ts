import type { KeyInput } from "../host.ts";
import { ScanLineAssembler } from "../scanner.ts";
import type { ScanEmitter, ScannerSource } from "./source.ts";

/**
 * The keyboard wedge: keystrokes the kiosk window receives (Electron's `before-input-event`), assembled
 * into lines by their speed. Always on: it needs no set-up and catches every scanner that types.
 */
export class WedgeSource implements ScannerSource {
  #emit: ScanEmitter | null = null;
  readonly #assembler = new ScanLineAssembler({ onLine: (line) => this.#emit?.({ kind: "line", line }) });

  async start(emit: ScanEmitter): Promise<void> {
    this.#emit = emit;
  }

  async stop(): Promise<void> {
    this.#emit = null;
    this.#assembler.reset();
  }

  /** One keystroke seen by the window at `at` (ms). */
  feed(input: KeyInput, at: number): void {
    if (this.#emit) this.#assembler.feed(input, at);
  }
}
