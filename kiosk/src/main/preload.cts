// The sandboxed preload: CommonJS, and it may require nothing but `electron`, so the channel names are
// repeated here and checked against the shared contract by their types.
import electron = require("electron");

import type { ConfregBridge, IpcChannels } from "../common/bridge.ts";

const channels: IpcChannels = {
  listPrinters: "confreg:list-printers",
  getPrinter: "confreg:get-printer",
  setPrinter: "confreg:set-printer",
  printBadge: "confreg:print-badge",
  getScanners: "confreg:get-scanners",
  setScanner: "confreg:set-scanner",
  scan: "confreg:scan",
};

const { contextBridge, ipcRenderer } = electron;

const bridge: ConfregBridge = {
  version: 1,
  listPrinters: () => ipcRenderer.invoke(channels.listPrinters),
  getPrinter: () => ipcRenderer.invoke(channels.getPrinter),
  setPrinter: (name) => ipcRenderer.invoke(channels.setPrinter, name),
  printBadge: (page) => ipcRenderer.invoke(channels.printBadge, page),
  getScanners: () => ipcRenderer.invoke(channels.getScanners),
  setScanner: (device) => ipcRenderer.invoke(channels.setScanner, device),
  onScan(listener) {
    const forward = (_event: unknown, line: unknown) => {
      if (typeof line === "string") listener(line);
    };
    ipcRenderer.on(channels.scan, forward);
    return () => {
      ipcRenderer.removeListener(channels.scan, forward);
    };
  },
};

contextBridge.exposeInMainWorld("confreg", bridge);
