// The checkin feature's one door: what other features and the seed use of it.
export { recordBadgePrint } from "./badge-prints";
export { kioskPointOf, mainPoint, pointOrMain } from "./checkin-points";
export { canonicalCheckinsOfChanges } from "./checkin-records";
export { applyKioskEvents } from "./kiosk-events";
export { recordCheckin } from "./record-checkin";
