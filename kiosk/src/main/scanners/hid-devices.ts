import type { ScannerDevice } from "../../common/bridge.ts";
import type { HidDeviceInfo } from "./hid-backend.ts";

/** How a HID interface's reports are read, by its usage page and usage. */
export type HidScannerKind = "pos" | "keyboard";

const usagePages = { genericDesktop: 0x01, barCodeScanner: 0x8c } as const;
const keyboardUsage = 0x06;

export function scannerKind(device: { usagePage?: number; usage?: number }): HidScannerKind | null {
  if (device.usagePage === usagePages.barCodeScanner) return "pos";
  if (device.usagePage === usagePages.genericDesktop && device.usage === keyboardUsage) return "keyboard";
  return null;
}

function toScannerDevice(info: HidDeviceInfo): ScannerDevice {
  return {
    vendorId: info.vendorId,
    productId: info.productId,
    usagePage: info.usagePage ?? 0,
    usage: info.usage ?? 0,
    product: info.product ?? "",
    manufacturer: info.manufacturer ?? "",
  };
}

/** The same interface of the same model; paths change when a device is plugged in again. */
export function isSameDevice(a: ScannerDevice, b: ScannerDevice): boolean {
  return (
    a.vendorId === b.vendorId &&
    a.productId === b.productId &&
    a.usagePage === b.usagePage &&
    a.usage === b.usage
  );
}

/**
 * The interfaces that can be read as scanners (HID POS scanners and keyboard-mode devices), once each: an
 * interface listed twice by the platform is offered once.
 */
export function listScannerDevices(infos: readonly HidDeviceInfo[]): ScannerDevice[] {
  const devices: ScannerDevice[] = [];
  for (const info of infos) {
    if (scannerKind(info) === null) continue;
    const device = toScannerDevice(info);
    if (!devices.some((seen) => isSameDevice(seen, device))) devices.push(device);
  }
  return devices;
}

/** The attached interface of the chosen device, with the path to open it by. */
export function findDevice(
  infos: readonly HidDeviceInfo[],
  chosen: ScannerDevice,
): (HidDeviceInfo & { path: string }) | null {
  for (const info of infos) {
    if (info.path && isSameDevice(toScannerDevice(info), chosen)) return { ...info, path: info.path };
  }
  return null;
}
