import { sql } from "kysely";
import { checkinQrOf } from "#crypto/checkin-qr";
import type { AppDeps } from "#http/env";

type FillDeps = Pick<AppDeps, "db" | "pii">;

/**
 * Stores the signed QR code of up to `batch` registrations that have none yet (rows from before it was
 * kept, bulk imports), in one statement; how many it wrote. The rows are not touched: the code is the one
 * kiosk sync already signs for a row without it (Ed25519 is deterministic), so no kiosk needs them again.
 */
export async function fillCheckinQrs(deps: FillDeps, options: { batch?: number } = {}): Promise<number> {
  const rows = await deps.db
    .selectFrom("registrations")
    .select(["id", "conferenceId"])
    .where("checkinQr", "is", null)
    .orderBy("id")
    .limit(options.batch ?? 1_000)
    .execute();
  if (rows.length === 0) return 0;
  // VALUES columns are column1, column2 on both databases; the cast keeps Postgres from reading ids as text.
  const values = sql.join(
    rows.map((row) => sql`(cast(${row.id} as integer), ${checkinQrOf(deps.pii, row.conferenceId, row.id)})`),
  );
  await sql`update registrations set checkin_qr = v.column2 from (values ${values}) as v
    where registrations.id = v.column1 and registrations.checkin_qr is null`.execute(deps.db);
  return rows.length;
}

/** Fills every registration's missing code, a batch at a time (after a bulk import). */
export async function fillAllCheckinQrs(deps: FillDeps): Promise<void> {
  while ((await fillCheckinQrs(deps)) > 0);
}
