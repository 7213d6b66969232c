import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { KeyInput } from "#main/host";
import { ScanLineAssembler } from "#main/scanner";

const key = (k: string, extra: Partial<KeyInput> = {}): KeyInput => ({
  type: "keyDown",
  key: k,
  control: false,
  alt: false,
  meta: false,
  shift: false,
  isAutoRepeat: false,
  ...extra,
});

describe("scanner line assembly", () => {
  let lines: string[];
  let assembler: ScanLineAssembler;
  let clock: number;
  beforeEach(() => {
    vi.useFakeTimers();
    lines = [];
    clock = 1_000;
    assembler = new ScanLineAssembler({ onLine: (l) => lines.push(l), maxGapMs: 50, settleMs: 100 });
  });
  afterEach(() => vi.useRealTimers());

  const type = (text: string, gapMs: number) => {
    for (const ch of text) {
      clock += gapMs;
      vi.advanceTimersByTime(gapMs);
      assembler.feed(key(ch, { shift: ch === "X" }), clock);
    }
  };
  const enter = (gapMs = 5) => {
    clock += gapMs;
    assembler.feed(key("Enter"), clock);
  };

  it("a scanner burst ending in Enter is one line", () => {
    type("11010519491231002X", 5);
    enter();
    expect(lines).toEqual(["11010519491231002X"]);
  });

  it("a burst ending in Tab (another common scanner suffix) is one line", () => {
    type("0012345678", 5);
    clock += 5;
    assembler.feed(key("Tab"), clock);
    expect(lines).toEqual(["0012345678"]);
  });

  it("a person typing at human speed never produces a scan", () => {
    type("11010519491231002X", 180);
    enter(200);
    vi.advanceTimersByTime(1000);
    expect(lines).toEqual([]);
  });

  it("an ID-number burst without Enter becomes a line once the reader has paused", () => {
    type("11010519491231002X", 5);
    expect(lines).toEqual([]);
    vi.advanceTimersByTime(100);
    expect(lines).toEqual(["11010519491231002X"]);
  });

  it("typing before the burst does not leak into the scanned line", () => {
    type("99", 300);
    type("1", 300);
    type("1010519491231002X", 5);
    enter();
    expect(lines).toEqual(["11010519491231002X"]);
  });

  it("short bursts (a fast double key press) are not scans", () => {
    type("12", 5);
    enter();
    expect(lines).toEqual([]);
  });

  it("Shift and key-up events inside a burst are ignored; shortcuts break it", () => {
    type("110105", 5);
    clock += 2;
    assembler.feed(key("Shift"), clock);
    assembler.feed(key("1", { type: "keyUp" }), clock);
    type("19491231002X", 5);
    enter();
    type("110105194912", 5);
    clock += 5;
    assembler.feed(key("v", { control: true }), clock);
    type("31002X", 5);
    enter();
    expect(lines).toEqual(["11010519491231002X"]);
  });
});
