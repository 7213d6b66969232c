import { afterEach, describe, expect, it } from "vitest";
import {
  markPrintDispatched,
  markScanReady,
  markScanShown,
  markScanStart,
  printMeasureName,
  readyMeasureName,
  scanMeasureName,
  scanStartMark,
} from "#renderer/scan/scan-marks";

const measures = (name: string) => performance.getEntriesByName(name, "measure") as PerformanceMeasure[];

describe("scan timing marks", () => {
  afterEach(() => {
    performance.clearMarks(scanStartMark);
    performance.clearMeasures(scanMeasureName);
    performance.clearMeasures(printMeasureName);
    performance.clearMeasures(readyMeasureName);
  });

  it("measures a scan from its start to its result, once, keeping only the latest scan's", () => {
    markScanStart(1);
    markScanShown(1);
    const [first] = measures(scanMeasureName);
    expect(first?.detail).toEqual({ scan: 1 });
    markScanShown(1);
    expect(measures(scanMeasureName)).toEqual([first]);

    markScanStart(2);
    markScanShown(2);
    expect(measures(scanMeasureName).map((m) => m.detail)).toEqual([{ scan: 2 }]);
    expect(performance.getEntriesByName(scanStartMark, "mark")).toHaveLength(1);
  });

  it("ignores the result of a scan a later one replaced", () => {
    markScanStart(4);
    markScanStart(5);
    markScanShown(4);
    expect(measures(scanMeasureName)).toEqual([]);
  });

  it("measures a scan's result rendered apart from it shown, each once, for the latest scan only", () => {
    markScanStart(3);
    markScanReady(3);
    markScanReady(3);
    expect(measures(readyMeasureName).map((m) => m.detail)).toEqual([{ scan: 3 }]);
    expect(measures(scanMeasureName)).toEqual([]);
    markScanShown(3);
    expect(measures(scanMeasureName).map((m) => m.detail)).toEqual([{ scan: 3 }]);
    markScanStart(4);
    markScanReady(3);
    expect(measures(readyMeasureName).map((m) => m.detail)).toEqual([{ scan: 3 }]);
  });

  it("measures a print from the latest scan's start, and nothing before any scan", () => {
    markPrintDispatched();
    expect(measures(printMeasureName)).toEqual([]);
    markScanStart(7);
    markPrintDispatched();
    expect(measures(printMeasureName).map((m) => m.detail)).toEqual([{ scan: 7 }]);
  });
});
