import {
  type AddressInput,
  type AddressView,
  addressShown,
  type ConferenceSettings,
  districtPath,
  storedDistrict,
  UploadKind,
} from "@confreg/shared";
import type { Kysely } from "kysely";
import type { Database } from "#db/schema";
import type { Tx } from "#db/transact";
import { attachUpload } from "#features/uploads";
import type { ActorRef } from "#lib/audit/write-audit";
import type { RegistrationRow } from "./registration.extras";

/** A declaration the rules accepted (rules/address.ts): what the registration and its declaration keep. */
export type AddressPlan = {
  liveDistrict: string;
  liveAddress: string;
  workDistrict: string;
  workAddress: string;
  healthCode: number;
};

export const addressPlan = (input: AddressInput, healthCode: number): AddressPlan => ({
  liveDistrict: storedDistrict(input.liveDistrict),
  liveAddress: input.liveAddress,
  workDistrict: storedDistrict(input.workDistrict),
  workAddress: input.workAddress,
  healthCode,
});

/**
 * Writes the declaration in the caller's unit of work: the districts and addresses in the registration's
 * own columns (spec 000 §3), the health code image in its declaration (RegisterCovid's huizhanma, the row
 * the epidemic declaration of spec 001 §4 shares), after the uploads feature has tied the image to the
 * registration (the actor's own upload, of kind healthCode, or already this registration's).
 */
export async function writeAddress(
  tx: Tx,
  registration: { id: number; conferenceId: number },
  plan: AddressPlan,
  actor: ActorRef,
): Promise<void> {
  const { healthCode, ...columns } = plan;
  await attachUpload(tx, { uploadId: healthCode, kind: UploadKind.healthCode, owner: actor, registration });
  await tx.db.updateTable("registrations").set(columns).where("id", "=", registration.id).execute();
  await tx.db
    .insertInto("declarations")
    .values({
      registrationId: registration.id,
      huizhanma: healthCode,
      createTime: tx.now,
      updateTime: tx.now,
    })
    .onConflict((oc) =>
      oc.column("registrationId").doUpdateSet({ huizhanma: healthCode, updateTime: tx.now }),
    )
    .execute();
  tx.touch(registration.id);
}

/** The declaration as stored, as the form sends it (the edit form starts from it). */
export async function loadAddressInput(db: Kysely<Database>, registrationId: number): Promise<AddressInput> {
  const row = await db
    .selectFrom("registrations")
    .leftJoin("declarations", "declarations.registrationId", "registrations.id")
    .select(["liveDistrict", "liveAddress", "workDistrict", "workAddress", "declarations.huizhanma"])
    .where("registrations.id", "=", registrationId)
    .executeTakeFirstOrThrow();
  return {
    liveDistrict: districtPath(row.liveDistrict),
    liveAddress: row.liveAddress,
    workDistrict: districtPath(row.workDistrict),
    workAddress: row.workAddress,
    healthCode: row.huizhanma ?? null,
  };
}

/** registerDetail's address card; null where the conference does not ask for the address. */
export async function loadAddressView(
  db: Kysely<Database>,
  row: RegistrationRow,
  settings: Pick<ConferenceSettings, "isPersonaddress">,
): Promise<AddressView | null> {
  if (!addressShown(settings)) return null;
  const declaration = await db
    .selectFrom("declarations")
    .select(["huizhanma", "updateTime"])
    .where("registrationId", "=", row.id)
    .executeTakeFirst();
  const image = declaration?.huizhanma ?? null;
  return {
    liveDistrict: districtPath(row.liveDistrict),
    liveAddress: row.liveAddress,
    workDistrict: districtPath(row.workDistrict),
    workAddress: row.workAddress,
    healthCode: image === null ? null : { id: image, url: `/api/uploads/${image}` },
    updateTime: declaration?.updateTime ?? null,
  };
}
