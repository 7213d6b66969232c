// `@confreg/server/testing`: the one entry tests/ (browser journeys) and the benchmark import from the
// server, so they depend on this list and not on the server's file layout.

export { type DatabaseConfig, databaseConfig } from "#config";
export { Pii } from "#crypto/pii";
export { openDatabase, sqliteWriteTuning } from "#db/database";
export { migrateToLatest } from "#db/migrate";
export type { Database } from "#db/schema";
export { transact } from "#db/transact";
export { fillCheckinQrs } from "#features/kiosk-sync/checkin-qr-fill";
export { fillKioskHashes } from "#features/kiosk-sync/kiosk-hash-job";
export { type ListContext, registrationListQueries } from "#features/registrations/admin-registrations.repo";
export { undeclaredErrorLog } from "#http/declared-errors";
export { insertBulkRegistrations } from "#seed/bulk";
export {
  insertConference,
  insertInvoice,
  insertParticipantType,
  insertPayLine,
  insertRegistration,
  insertWorkshop,
  seedDemo,
} from "#seed/index";
export { LocalDiskStorage } from "#storage/storage";
export { apiDocument } from "./helpers/api-document";
export { type Reply, TestClient } from "./helpers/app";
export { openSheet } from "./helpers/exported-sheet";
export { dropPostgresSchema } from "./helpers/postgres";
export { insertSignedInAttendees } from "./helpers/sessions";
export { type NuonuoFake, startNuonuoFake } from "./invoices/fakes/nuonuo-fake";
