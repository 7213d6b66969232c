import { openKioskDb } from "./db";

/** The renderer's database (tests open their own with fake-indexeddb). */
export const db = openKioskDb();

export const getEnrolment = () => db.enrolment.get("current");
export const getSyncState = () => db.syncState.get("current");
export const countRegistrations = () => db.registrations.count();
export const getRevocation = () => db.revocation.get("current");
