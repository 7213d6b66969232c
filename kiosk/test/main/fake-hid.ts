import type { HidBackend, HidConnection, HidDeviceInfo } from "#main/scanners/hid-backend";

/** An open fake device: the test sends it input reports or makes it fail as an unplugged one does. */
export class FakeHidDevice implements HidConnection {
  readonly path: string;
  closed = false;
  #data: ((report: Uint8Array) => void)[] = [];
  #error: ((error: Error) => void)[] = [];

  constructor(path: string) {
    this.path = path;
  }
  onData(listener: (report: Uint8Array) => void) {
    this.#data.push(listener);
  }
  onError(listener: (error: Error) => void) {
    this.#error.push(listener);
  }
  async close() {
    this.closed = true;
  }

  /** Delivers input reports as node-hid does, one `data` event each. */
  send(...reports: number[][]) {
    for (const report of reports) for (const listener of this.#data) listener(Uint8Array.from(report));
  }
  /** What node-hid emits when the device is pulled out: a read error, after which it reads no more. */
  fail(message = "could not read from HID device") {
    for (const listener of this.#error) listener(new Error(message));
  }
}

/** node-hid's `devices()` and `open()` over a list of attached interfaces the test plugs and unplugs. */
export class FakeHidBackend implements HidBackend {
  attached: HidDeviceInfo[] = [];
  opened: FakeHidDevice[] = [];
  /** Paths whose open fails (a device without read permission). */
  refuse = new Set<string>();

  async devices() {
    return this.attached.map((device) => ({ ...device }));
  }
  async open(path: string) {
    if (!this.attached.some((device) => device.path === path)) throw new Error(`cannot open ${path}`);
    if (this.refuse.has(path)) throw new Error(`permission denied: ${path}`);
    const device = new FakeHidDevice(path);
    this.opened.push(device);
    return device;
  }
  plug(device: HidDeviceInfo) {
    this.attached.push(device);
  }
  unplug(path: string) {
    this.attached = this.attached.filter((device) => device.path !== path);
    for (const device of this.opened) if (device.path === path && !device.closed) device.fail();
  }
  /** The device most recently opened. */
  get last(): FakeHidDevice {
    const device = this.opened.at(-1);
    if (!device) throw new Error("nothing was opened");
    return device;
  }
}

/** A Honeywell Voyager in HID POS mode and a generic scanner in keyboard mode, as node-hid lists them. */
export const honeywellPos: HidDeviceInfo = {
  vendorId: 0x0c2e,
  productId: 0x0b87,
  path: "/dev/hidraw3",
  product: "Honeywell Scanning and Mobility 1450g",
  manufacturer: "Honeywell",
  usagePage: 0x8c,
  usage: 0x02,
};
export const keyboardScanner: HidDeviceInfo = {
  vendorId: 0x1a86,
  productId: 0xe026,
  path: "/dev/hidraw5",
  product: "USB Barcode Scanner",
  manufacturer: "WCH",
  usagePage: 0x01,
  usage: 0x06,
};
export const mouse: HidDeviceInfo = {
  vendorId: 0x046d,
  productId: 0xc077,
  path: "/dev/hidraw1",
  product: "USB Optical Mouse",
  manufacturer: "Logitech",
  usagePage: 0x01,
  usage: 0x02,
};

const bytes = (text: string) => [...Buffer.from(text, "latin1")];

/**
 * A 64-byte HID POS scanned-data report in the AIM layout: report ID 0x02, the data length, the AIM
 * identifier, the data, zero padding, and bit 0 of byte 63 while more reports follow.
 */
export function aimReport(data: string, { aim = "]Q1", continued = false } = {}): number[] {
  const report = new Array<number>(64).fill(0);
  report.splice(0, 2 + aim.length + data.length, 0x02, data.length, ...bytes(aim), ...bytes(data));
  report[63] = continued ? 0x01 : 0x00;
  return report;
}

/** The same in the plain layout (Newland): the data straight after the length byte. */
export function plainReport(data: string, { symbology = 0x51, continued = false } = {}): number[] {
  const report = new Array<number>(64).fill(0);
  report.splice(0, 2 + data.length, 0x02, data.length, ...bytes(data));
  report[62] = symbology;
  report[63] = continued ? 0x01 : 0x00;
  return report;
}

const leftShift = 0x02;
const enterUsage = 0x28;
/** Usage IDs of the keys a test types, from the HID Usage Tables' Keyboard/Keypad page. */
const usageOf = (character: string): [modifier: number, usage: number] => {
  const digit = "1234567890".indexOf(character);
  if (digit >= 0) return [0, 0x1e + digit];
  if (character === "X") return [leftShift, 0x1b];
  if (character === "\n") return [0, enterUsage];
  throw new Error(`no usage for ${character} in this test`);
};

/** A keyboard-mode scanner typing `text`: per character a key-down report and an all-keys-up report. */
export function keyboardReports(text: string): number[][] {
  return [...text].flatMap((character) => {
    const [modifier, usage] = usageOf(character);
    return [
      [modifier, 0, usage, 0, 0, 0, 0, 0],
      [0, 0, 0, 0, 0, 0, 0, 0],
    ];
  });
}
