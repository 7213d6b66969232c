import { defaultDeskSettings, openKioskDb } from "./db";

/** The renderer's database (tests open their own with fake-indexeddb). */
export const db = openKioskDb();

export const getEnrolment = () => db.enrolment.get("current");
export const getSyncState = () => db.syncState.get("current");
/** What the kiosk holds, as sync last recorded it: counting the table after each page would slow a sync. */
export const countRegistrations = async () =>
  (await db.syncState.get("current"))?.count ?? db.registrations.count();
export const getRevocation = () => db.revocation.get("current");
export const getDeskSettings = async () => (await db.settings.get("current")) ?? defaultDeskSettings;
export const countQueued = () => db.queue.count();
export const getAttention = async () =>
  (await db.attention.toArray()).sort((a, b) => a.at.localeCompare(b.at));
export const getBadgeTemplates = () => db.badgeTemplates.get("current");
