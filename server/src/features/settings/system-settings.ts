import {
  Actor,
  type SocietySettingKey,
  type SocietySettings,
  type SystemSettings,
  societySettingKeys,
} from "@confreg/shared";
import type { Kysely } from "kysely";
import { getAppSetting, putAppSetting } from "#db/app-settings";
import type { Database } from "#db/schema";
import { transact } from "#db/transact";
import type { AppDeps } from "#http/env";
import { writeAudit } from "#lib/audit/write-audit";
import { providerStatus } from "./provider-status";

async function readValues(db: Kysely<Database>): Promise<SystemSettings["values"]> {
  const [society, bankAccounts, supportEmail] = await Promise.all([
    getAppSetting(db, "society"),
    getAppSetting(db, "bankAccounts"),
    getAppSetting(db, "supportEmail"),
  ]);
  return { society, bankAccounts, supportEmail };
}

/** The settings page: the society's stored values and what the environment provides. */
export async function loadSystemSettings(deps: AppDeps): Promise<SystemSettings> {
  return { values: await readValues(deps.db), providers: providerStatus(deps) };
}

/** The fields of a value that differ from what was stored (dotted paths; the whole key when new). */
function changedFields(before: unknown, after: unknown, path: string): string[] {
  if (typeof after !== "object" || after === null || typeof before !== "object" || before === null)
    return JSON.stringify(before) === JSON.stringify(after) ? [] : [path];
  return Object.entries(after).flatMap(([key, value]) =>
    changedFields((before as Record<string, unknown>)[key], value, `${path}.${key}`),
  );
}

/**
 * Saves the society's settings in one unit of work: each key that changed is written with an audit row
 * naming the fields that changed (never their values); keys unchanged are left alone.
 */
export async function saveSystemSettings(
  deps: AppDeps,
  adminId: number,
  input: SocietySettings,
): Promise<SystemSettings> {
  await transact(
    deps.db,
    async (tx) => {
      const before = await readValues(tx.db);
      for (const key of societySettingKeys) {
        const fields = changedFields(before[key], input[key], key);
        if (fields.length === 0) continue;
        await putSetting(tx.db, key, input, tx.now);
        await writeAudit(tx, {
          action: "settings.update",
          actor: { kind: Actor.admin, id: adminId },
          entityId: null,
          conferenceId: null,
          data: { key, fields },
        });
      }
    },
    { at: deps.now() },
  );
  return loadSystemSettings(deps);
}

function putSetting(db: Kysely<Database>, key: SocietySettingKey, input: SocietySettings, at: string) {
  switch (key) {
    case "society":
      return putAppSetting(db, key, input.society, at);
    case "bankAccounts":
      return putAppSetting(db, key, input.bankAccounts, at);
    case "supportEmail":
      return putAppSetting(db, key, input.supportEmail, at);
  }
}
