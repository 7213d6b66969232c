/**
 * The cases of `npm run bench`, in the order they run (`--case <name>` runs one). The ones that read the
 * bulk conference whole (list, kiosk sync) come before the rush, which adds its registrations to it.
 */
import type { BenchCase } from "../harness/context";
import { adminList } from "./admin-list";
import { concurrency } from "./concurrency";
import { firstPage } from "./first-page";
import { invoiceRace } from "./invoice-race";
import { kioskEvents } from "./kiosk-events";
import { kioskOfflinePair } from "./kiosk-offline-pair";
import { kioskRevokedStorm } from "./kiosk-revoked-storm";
import { kioskSync } from "./kiosk-sync";
import { notifyStorm } from "./notify-storm";
import { registrationSheets } from "./registration-sheets";
import { registrationRush } from "./rush";
import { twoProcesses } from "./two-processes";

export const cases: BenchCase[] = [
  adminList,
  kioskSync,
  registrationRush,
  concurrency,
  invoiceRace,
  twoProcesses,
  notifyStorm,
  kioskEvents,
  kioskRevokedStorm,
  kioskOfflinePair,
  firstPage,
  registrationSheets,
];
