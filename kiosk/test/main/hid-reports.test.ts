import { describe, expect, it } from "vitest";
import { BootKeyboardDecoder, usageKey } from "#main/scanners/hid-keyboard";
import { PosReportAssembler } from "#main/scanners/hid-pos";
import { aimReport, keyboardReports, plainReport } from "./fake-hid";

const typed = (decoder: BootKeyboardDecoder, reports: number[][]) =>
  reports.flatMap((report) => decoder.decode(Uint8Array.from(report)).map((input) => input.key));

describe("boot keyboard reports", () => {
  it("a key-down report types its usage; Left or Right Shift makes X a capital", () => {
    const decoder = new BootKeyboardDecoder();
    expect(typed(decoder, [[0x00, 0, 0x1b, 0, 0, 0, 0, 0]])).toEqual(["x"]);
    expect(typed(decoder, [[0x02, 0, 0x1b, 0, 0, 0, 0, 0]])).toEqual([]); // still held: no new press
    expect(
      typed(decoder, [
        [0, 0, 0, 0, 0, 0, 0, 0],
        [0x02, 0, 0x1b, 0, 0, 0, 0, 0],
      ]),
    ).toEqual(["X"]);
    expect(
      typed(decoder, [
        [0, 0, 0, 0, 0, 0, 0, 0],
        [0x20, 0, 0x1b, 0, 0, 0, 0, 0],
      ]),
    ).toEqual(["X"]);
  });

  it("an ID number with its check character X and Enter, as a scanner types it", () => {
    const decoder = new BootKeyboardDecoder();
    expect(typed(decoder, keyboardReports("11010519491231002X\n")).join(",")).toBe(
      "1,1,0,1,0,5,1,9,4,9,1,2,3,1,0,0,2,X,Enter",
    );
  });

  it("the same character twice is two presses only with a release between them", () => {
    const decoder = new BootKeyboardDecoder();
    const one = [0, 0, 0x1e, 0, 0, 0, 0, 0];
    expect(typed(decoder, [one, one])).toEqual(["1"]);
    expect(typed(decoder, [[0, 0, 0, 0, 0, 0, 0, 0], one])).toEqual(["1"]);
  });

  it("a key pressed while another is still held is one new press", () => {
    const decoder = new BootKeyboardDecoder();
    expect(
      typed(decoder, [
        [0, 0, 0x1e, 0, 0, 0, 0, 0],
        [0, 0, 0x1e, 0x1f, 0, 0, 0, 0],
      ]),
    ).toEqual(["1", "2"]);
  });

  it("a device that numbers its reports sends the report ID first (9 bytes)", () => {
    const decoder = new BootKeyboardDecoder();
    expect(typed(decoder, [[0x01, 0x02, 0, 0x1b, 0, 0, 0, 0, 0]])).toEqual(["X"]);
  });

  it("rollover errors and reports of other sizes type nothing", () => {
    const decoder = new BootKeyboardDecoder();
    expect(
      typed(decoder, [
        [0, 0, 1, 1, 1, 1, 1, 1],
        [0, 0, 0x1e, 0, 0, 0],
      ]),
    ).toEqual([]);
  });

  it("keypad digits and Enter, punctuation of QR payloads, Ctrl and unknown keys", () => {
    const decoder = new BootKeyboardDecoder();
    expect(typed(decoder, [[0, 0, 0x59, 0x62, 0x58, 0, 0, 0]])).toEqual(["1", "0", "Enter"]);
    expect([usageKey(0x37, false), usageKey(0x2d, false), usageKey(0x2d, true)]).toEqual([".", "-", "_"]);
    expect(usageKey(0x3a, false)).toBe("Usage3a"); // F1: not a character, breaks a burst
    const [ctrlV] = new BootKeyboardDecoder().decode(Uint8Array.from([0x01, 0, 0x19, 0, 0, 0, 0, 0]));
    expect(ctrlV).toMatchObject({ key: "v", control: true, shift: false });
  });
});

describe("HID POS scanned-data reports", () => {
  it("one report: the data after the AIM identifier, without the zero padding", () => {
    const pos = new PosReportAssembler(0x0c2e);
    expect(pos.push(Uint8Array.from(aimReport("11010519491231002X")), 0)).toBe("11010519491231002X");
  });

  it("a scan split over several reports is joined once the last one (continued bit clear) arrives", () => {
    const pos = new PosReportAssembler(0x0c2e);
    const qr = `CR1.7.1042.${"A".repeat(70)}`;
    expect(pos.push(Uint8Array.from(aimReport(qr.slice(0, 56), { continued: true })), 0)).toBeNull();
    expect(pos.push(Uint8Array.from(aimReport(qr.slice(56))), 4)).toBe(qr);
  });

  it("a Newland scanner's data follows the length byte directly", () => {
    const pos = new PosReportAssembler(0x1eab);
    expect(pos.push(Uint8Array.from(plainReport("0012345678")), 0)).toBe("0012345678");
  });

  it("an unknown maker's scanner is read by the AIM identifier's ] when there is one", () => {
    expect(new PosReportAssembler(0x1234).push(Uint8Array.from(aimReport("0012345678")), 0)).toBe(
      "0012345678",
    );
    expect(new PosReportAssembler(0x1234).push(Uint8Array.from(plainReport("0012345678")), 0)).toBe(
      "0012345678",
    );
  });

  it("a carriage return the scanner adds after the code is dropped", () => {
    const pos = new PosReportAssembler(0x0c2e);
    expect(pos.push(Uint8Array.from(aimReport("0012345678\r\n")), 0)).toBe("0012345678");
  });

  it("reports other than scanned data (a command's answer) are ignored", () => {
    const pos = new PosReportAssembler(0x0c2e);
    const answer = aimReport("REVINF");
    answer[0] = 0x04;
    expect(pos.push(Uint8Array.from(answer), 0)).toBeNull();
    expect(pos.push(Uint8Array.from(aimReport("0012345678")), 1)).toBe("0012345678");
  });

  it("the first part of a scan whose rest never came is not glued to the next scan", () => {
    const pos = new PosReportAssembler(0x0c2e, 1000);
    pos.push(Uint8Array.from(aimReport("99999", { continued: true })), 0);
    expect(pos.push(Uint8Array.from(aimReport("0012345678")), 5000)).toBe("0012345678");
  });
});
