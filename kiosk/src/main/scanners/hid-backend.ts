/**
 * The little of node-hid the kiosk uses, as an interface: `loadNodeHid` implements it with the real module,
 * the tests with fake devices that send real report bytes.
 */

/** A HID interface as node-hid's `devices()` lists it (one entry per interface or top-level collection). */
export type HidDeviceInfo = {
  vendorId: number;
  productId: number;
  path?: string;
  product?: string;
  manufacturer?: string;
  usagePage?: number;
  usage?: number;
};

/** An open device: input reports until it fails (unplugged) or is closed. */
export interface HidConnection {
  onData(listener: (report: Uint8Array) => void): void;
  onError(listener: (error: Error) => void): void;
  close(): Promise<void>;
}

export interface HidBackend {
  devices(): Promise<HidDeviceInfo[]>;
  open(path: string): Promise<HidConnection>;
}

/** The part of node-hid's API used here (declared here: the package may be absent at type-check time too). */
type NodeHid = {
  devicesAsync(): Promise<HidDeviceInfo[]>;
  HIDAsync: {
    open(path: string): Promise<{
      on(event: "data", listener: (data: Buffer) => void): unknown;
      on(event: "error", listener: (error: unknown) => void): unknown;
      close(): Promise<void>;
    }>;
  };
};

/** Held in a variable so that neither TypeScript nor a bundler resolves the optional package. */
const nodeHidModule = "node-hid";

/**
 * node-hid is an optional dependency (a native module with prebuilt binaries): an install without it, or a
 * platform its binaries do not cover, still runs the kiosk with keyboard-wedge input only.
 */
export async function loadNodeHid(
  importModule: () => Promise<NodeHid> = () => import(nodeHidModule),
): Promise<HidBackend | null> {
  let hid: NodeHid;
  try {
    hid = await importModule();
    // The native binding loads on first use: a missing or incompatible binary fails here, not mid-scan.
    await hid.devicesAsync();
  } catch {
    return null;
  }
  return {
    devices: () => hid.devicesAsync(),
    async open(path) {
      const device = await hid.HIDAsync.open(path);
      return {
        onData: (listener) => device.on("data", (data: Buffer) => listener(new Uint8Array(data))),
        onError: (listener) => device.on("error", (error: unknown) => listener(asError(error))),
        close: () => device.close(),
      };
    },
  };
}

const asError = (error: unknown) => (error instanceof Error ? error : new Error(String(error)));
