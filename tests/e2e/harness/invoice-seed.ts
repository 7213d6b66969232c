import { type Database, insertInvoice, insertPayLine, insertRegistration } from "@confreg/server/testing";
import type { Kysely } from "kysely";

type Invoice = Omit<Parameters<typeof insertInvoice>[1], "registrationId">;

/**
 * A registration of the conference's first participant type, paid in full (1,600 yuan by bank transfer),
 * with its invoice as given (a digital invoice for the registration fee unless it says otherwise): what
 * a journey's `prepare` seeds for finance to find. Returns the invoice's id.
 */
export async function paidWithInvoice(
  db: Kysely<Database>,
  registrant: { conferenceId: number; name: string; unit: string; email: string },
  invoice: Invoice,
): Promise<number> {
  const type = await db
    .selectFrom("participantTypes")
    .select("id")
    .where("conferenceId", "=", registrant.conferenceId)
    .orderBy("id")
    .executeTakeFirstOrThrow();
  const registration = await insertRegistration(db, { ...registrant, participantTypeId: type.id });
  await insertPayLine(db, {
    registrationId: registration.id,
    payType: 1,
    payStatus: 2,
    totalFee: 160_000,
    receivedFee: 160_000,
    payTime: new Date().toISOString(),
  });
  const row = await insertInvoice(db, { ...invoice, registrationId: registration.id });
  return row.id;
}
