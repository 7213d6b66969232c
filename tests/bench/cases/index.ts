/** The cases of `npm run bench`, in the order they run (`--only <name>` runs one). */
import type { BenchCase } from "../harness/context";
import { adminList } from "./admin-list";
import { concurrency } from "./concurrency";
import { kioskSync } from "./kiosk-sync";

export const cases: BenchCase[] = [adminList, kioskSync, concurrency];
