import { EventEmitter } from "node:events";
import { describe, expect, it } from "vitest";
import { ipcChannels } from "#common/bridge";
import { loadNodeHid } from "#main/scanners/hid-backend";
import type { IdCardReader } from "#main/scanners/id-card";
import { openIdCardSources } from "#main/scanners/registry";
import { Scanners } from "#main/scanners/scanners";
import { type IdentityRead, sendScansTo } from "#main/scanners/source";
import { FakeWindow, MemorySettings } from "./fakes";

/** A vendor reader as its SDK wrapper would be: cards arrive as identity reads. */
class FakeCardReader implements IdCardReader {
  #onRead: ((read: IdentityRead) => void) | null = null;
  #onError: ((error: Error) => void) | null = null;
  async start(onRead: (read: IdentityRead) => void, onError: (error: Error) => void) {
    this.#onRead = onRead;
    this.#onError = onError;
  }
  async stop() {
    this.#onRead = null;
  }
  place(read: IdentityRead) {
    this.#onRead?.(read);
  }
  fail(error: Error) {
    this.#onError?.(error);
  }
}

const card: IdentityRead = {
  idNumber: "11010519491231002x",
  name: "张三",
  sex: "男",
  nation: "汉",
  birthDate: "19491231",
  address: "北京市东城区某街1号",
  issuer: "北京市公安局东城分局",
};

const setup = async (entries: Parameters<typeof openIdCardSources>[0]) => {
  const window = new FakeWindow();
  const errors: { message: string; error: unknown }[] = [];
  const logError = (message: string, error?: unknown) => errors.push({ message, error });
  const scanners = new Scanners({
    settings: new MemorySettings(),
    hid: null,
    sources: await openIdCardSources(entries, logError),
    emit: sendScansTo(window),
    logError,
  });
  await scanners.start();
  return { window, errors, scanners };
};

describe("ID-card readers", () => {
  it("a card on the reader reaches the renderer as its number alone, check character upper-case", async () => {
    const reader = new FakeCardReader();
    const { window, errors } = await setup([{ name: "fake", open: async () => reader }]);
    reader.place(card);
    reader.fail(new Error("card removed too early"));
    expect(window.sent).toEqual([{ channel: ipcChannels.scan, payload: "11010519491231002X" }]);
    // Nothing of the card is logged: the reader's error, nothing else.
    expect(JSON.stringify(errors)).not.toMatch(/张三|北京|19491231|002X/i);
  });

  it("a read without a valid-looking number sends nothing", async () => {
    const reader = new FakeCardReader();
    const { window } = await setup([{ name: "fake", open: async () => reader }]);
    reader.place({ ...card, idNumber: "1101051949" });
    reader.place({ ...card, idNumber: "" });
    expect(window.sent).toEqual([]);
  });

  it("after the scanners stop, cards are no longer read", async () => {
    const reader = new FakeCardReader();
    const { window, scanners } = await setup([{ name: "fake", open: async () => reader }]);
    await scanners.stop();
    reader.place(card);
    expect(window.sent).toEqual([]);
  });

  it("a reader whose SDK is absent is left out; one that throws is logged by name and left out", async () => {
    const reader = new FakeCardReader();
    const { window, errors } = await setup([
      { name: "absent", open: async () => null },
      {
        name: "broken",
        open: async () => {
          throw new Error("SDK missing");
        },
      },
      { name: "fake", open: async () => reader },
    ]);
    expect(errors.map((e) => e.message)).toEqual(["The ID-card reader broken could not be opened"]);
    reader.place(card);
    expect(window.sent).toHaveLength(1);
  });
});

describe("node-hid loading", () => {
  it("node-hid is installed here and its prebuilt binding loads and lists devices", async () => {
    const hid = await loadNodeHid();
    expect(hid).not.toBeNull();
    expect(Array.isArray(await hid?.devices())).toBe(true);
  });

  it("a missing package or a binding that does not load means no HID scanners, not a crash", async () => {
    expect(await loadNodeHid(() => Promise.reject(new Error("Cannot find package 'node-hid'")))).toBeNull();
    const noBinary = {
      devicesAsync: () => Promise.reject(new Error("No native build was found")),
      HIDAsync: { open: () => Promise.reject(new Error("unused")) },
    };
    expect(await loadNodeHid(async () => noBinary)).toBeNull();
  });

  it("an opened device's data events become reports and its error event an Error", async () => {
    const device = Object.assign(new EventEmitter(), { close: async () => undefined });
    const hid = await loadNodeHid(async () => ({
      devicesAsync: async () => [],
      HIDAsync: { open: async () => device },
    }));
    const connection = await hid?.open("/dev/hidraw0");
    const reports: number[][] = [];
    const errors: string[] = [];
    connection?.onData((report) => reports.push([...report]));
    connection?.onError((error) => errors.push(error.message));
    device.emit("data", Buffer.from([0x02, 0x01, 0x41]));
    device.emit("error", "could not read from HID device");
    expect(reports).toEqual([[0x02, 0x01, 0x41]]);
    expect(errors).toEqual(["could not read from HID device"]);
  });
});
