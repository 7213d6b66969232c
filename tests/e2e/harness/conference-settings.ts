import type { Database } from "@confreg/server/testing";
import type { Kysely } from "kysely";

/**
 * Switches per-conference settings for a journey (in a `startServer` `prepare`, before the server reads
 * them): the settings JSON of the conference with `patch` laid over it.
 */
export async function patchConferenceSettings(
  db: Kysely<Database>,
  conferenceId: number,
  patch: Record<string, unknown>,
): Promise<void> {
  const row = await db
    .selectFrom("conferences")
    .select("settings")
    .where("id", "=", conferenceId)
    .executeTakeFirstOrThrow();
  const settings = { ...JSON.parse(String(row.settings)), ...patch };
  await db
    .updateTable("conferences")
    .set({ settings: JSON.stringify(settings) })
    .where("id", "=", conferenceId)
    .execute();
}
