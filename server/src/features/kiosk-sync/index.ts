// The kiosk-sync feature's one door: what other features and the seed use of it.
export { fillAllCheckinQrs } from "./checkin-qr-fill";
export { requireDevice } from "./device-auth";
export { kioskIdHash } from "./kiosk-id-hash";
