import type { Kysely } from "kysely";
import type { Database } from "./schema";
import type { AppSettingKey, AppSettingValues } from "./tables/app-settings";

/** One society-wide setting, or null when it was never set. */
export async function getAppSetting<K extends AppSettingKey>(
  db: Kysely<Database>,
  key: K,
): Promise<AppSettingValues[K] | null> {
  const row = await db.selectFrom("appSettings").select("value").where("key", "=", key).executeTakeFirst();
  return row ? (JSON.parse(row.value) as AppSettingValues[K]) : null;
}

export async function putAppSetting<K extends AppSettingKey>(
  db: Kysely<Database>,
  key: K,
  value: AppSettingValues[K],
  at: string,
): Promise<void> {
  const json = JSON.stringify(value);
  await db
    .insertInto("appSettings")
    .values({ key, value: json, updateTime: at })
    .onConflict((oc) => oc.column("key").doUpdateSet({ value: json, updateTime: at }))
    .execute();
}
