/** The cases of `npm run bench`, in the order they run (`--case <name>` runs one). */
import type { BenchCase } from "../harness/context";
import { adminList } from "./admin-list";
import { concurrency } from "./concurrency";
import { firstPage } from "./first-page";
import { kioskSync } from "./kiosk-sync";
import { registrationRush } from "./rush";
import { twoProcesses } from "./two-processes";

export const cases: BenchCase[] = [
  registrationRush,
  adminList,
  kioskSync,
  concurrency,
  twoProcesses,
  firstPage,
];
