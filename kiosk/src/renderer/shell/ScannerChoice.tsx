import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useCallback, useEffect, useState } from "react";
import type { ScannerDevice, ScannerState, ScannerStatus } from "#common/bridge";
import { bridge } from "#renderer/host";

const stateText: Record<ScannerState, MessageDescriptor> = {
  "wedge-only": msg`Scanners that type (keyboard wedge) are read; no HID scanner is opened.`,
  connected: msg`The scanner is connected.`,
  waiting: msg`The scanner is not plugged in. The kiosk opens it as soon as it is.`,
  failed: msg`The scanner could not be opened (on Linux: read permission on /dev/hidraw, see the kiosk README).`,
};

const barCodeScannerPage = 0x8c;
const keyOf = (device: ScannerDevice) =>
  `${device.vendorId}:${device.productId}:${device.usagePage}:${device.usage}`;
const hex = (id: number) => id.toString(16).padStart(4, "0");

/** Electron only: the HID scanners attached, and the one read besides the keyboard wedge. */
export function ScannerChoice() {
  const { i18n } = useLingui();
  const [status, setStatus] = useState<ScannerStatus | null>(null);
  const [failed, setFailed] = useState(false);

  const read = useCallback(() => {
    bridge
      ?.getScanners()
      .then((next) => {
        setStatus(next);
        setFailed(false);
      })
      .catch(() => setFailed(true));
  }, []);
  useEffect(read, [read]);

  const choose = (device: ScannerDevice | null) => {
    bridge
      ?.setScanner(device)
      .then(setStatus)
      .catch(() => setFailed(true));
  };

  if (failed) {
    return (
      <p className="notice notice-danger">
        <Trans>The scanners could not be read.</Trans>
      </p>
    );
  }
  if (!status) {
    return (
      <p>
        <Trans>Looking for scanners…</Trans>
      </p>
    );
  }
  if (!status.available) {
    return (
      <p className="notice">
        <Trans>
          HID scanners are unavailable on this kiosk: scanners that type (keyboard wedge) still work.
        </Trans>
      </p>
    );
  }
  const { chosen } = status;
  // The saved scanner stays listed while it is unplugged, so staff see what the kiosk waits for.
  const devices =
    chosen && !status.devices.some((d) => keyOf(d) === keyOf(chosen))
      ? [...status.devices, chosen]
      : status.devices;
  return (
    <>
      <fieldset className="printer-list" data-testid="scanner-list">
        <label className={chosen ? "choice" : "choice is-chosen"}>
          <input type="radio" name="hid-scanner" checked={!chosen} onChange={() => choose(null)} />
          <span className="choice-text">
            <strong>
              <Trans>Keyboard (wedge) only</Trans>
            </strong>
          </span>
        </label>
        {devices.map((device) => {
          const isChosen = chosen !== null && keyOf(chosen) === keyOf(device);
          return (
            <label key={keyOf(device)} className={isChosen ? "choice is-chosen" : "choice"}>
              <input type="radio" name="hid-scanner" checked={isChosen} onChange={() => choose(device)} />
              <span className="choice-text">
                <strong>{device.product || `${hex(device.vendorId)}:${hex(device.productId)}`}</strong>
                <span>
                  {device.usagePage === barCodeScannerPage ? (
                    <Trans>HID POS barcode scanner</Trans>
                  ) : (
                    <Trans>Keyboard-mode device</Trans>
                  )}{" "}
                  · {device.manufacturer} {hex(device.vendorId)}:{hex(device.productId)}
                </span>
              </span>
            </label>
          );
        })}
      </fieldset>
      <p data-testid="scanner-state">{i18n._(stateText[status.state])}</p>
      <button type="button" className="button" onClick={read}>
        <Trans>Look for scanners again</Trans>
      </button>
    </>
  );
}
