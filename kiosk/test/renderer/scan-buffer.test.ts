import { signCheckinQr } from "@confreg/shared";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ScanBuffer } from "#renderer/scan/scan-buffer";

const id = "11010519491231002X";
/** A registration QR code's payload as a QR scanner types it (signed with some conference's seed). */
const seed = new Uint8Array(32).fill(7);
const qr = signCheckinQr(seed, { conferenceId: 3, registrationId: 1207 });

describe("search box input assembly", () => {
  let submitted: string[];
  let buffer: ScanBuffer;
  beforeEach(() => {
    vi.useFakeTimers();
    submitted = [];
    buffer = new ScanBuffer({ onSubmit: (v) => submitted.push(v), settleMs: 150, now: () => Date.now() });
  });
  afterEach(() => {
    buffer.dispose();
    vi.useRealTimers();
  });

  /** A keyboard-wedge scanner: one change per character, a few ms apart. */
  const burst = (text: string) => {
    for (let i = 1; i <= text.length; i++) {
      buffer.change(text.slice(0, i));
      vi.advanceTimersByTime(4);
    }
  };

  it("a scanner's digits followed by Enter submit once, at Enter", () => {
    burst(id);
    buffer.enter(id);
    vi.advanceTimersByTime(1000);
    expect(submitted).toEqual([id]);
  });

  it("an 18-character burst without Enter is submitted once it has settled", () => {
    burst(id);
    expect(submitted).toEqual([]);
    vi.advanceTimersByTime(150);
    expect(submitted).toEqual([id]);
  });

  it("a value still being typed past 18 characters or shorter than 18 is not submitted on its own", () => {
    burst("1101051949");
    vi.advanceTimersByTime(1000);
    burst(`${id}9`);
    vi.advanceTimersByTime(1000);
    expect(submitted).toEqual([]);
  });

  it("typing a short number and pressing Enter submits it (the look-up explains what is wrong)", () => {
    buffer.change("12345");
    buffer.enter("12345");
    expect(submitted).toEqual(["12345"]);
  });

  it("Enter on an empty box does nothing", () => {
    buffer.enter("   ");
    expect(submitted).toEqual([]);
  });

  it("the same scan reported twice at once (bridge and keyboard) counts once", () => {
    buffer.external(id);
    buffer.enter(id);
    expect(submitted).toEqual([id]);
  });

  it("scanning the same card again later is a new scan", () => {
    buffer.enter(id);
    vi.advanceTimersByTime(2000);
    buffer.enter(id);
    expect(submitted).toEqual([id, id]);
  });

  it("a line from the Electron scanner cancels a pending burst in the box", () => {
    burst(id);
    buffer.external("0012345678");
    vi.advanceTimersByTime(1000);
    expect(submitted).toEqual(["0012345678"]);
  });

  it("a QR scanner's payload followed by Enter is submitted whole, once, at Enter", () => {
    burst(qr);
    buffer.enter(qr);
    vi.advanceTimersByTime(1000);
    expect(submitted).toEqual([qr]);
  });

  it("a QR payload without Enter is submitted once it has settled, and only when read to its end", () => {
    burst(qr.slice(0, 60));
    vi.advanceTimersByTime(1000);
    expect(submitted).toEqual([]);
    burst(qr);
    expect(submitted).toEqual([]);
    vi.advanceTimersByTime(150);
    expect(submitted).toEqual([qr]);
  });
});
