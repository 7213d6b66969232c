// The people a kiosk can find by scanning their ID card: registrations of a conference whose document has
// the kiosk's look-up hash, with their ID numbers decrypted by the server's own personal-data service.
import { openDatabase } from "@confreg/server/testing";
import type { BenchContext } from "../harness/context";

export type ScannablePerson = {
  id: number;
  name: string;
  idNumber: string;
  /** May check in (paid, or nothing to pay), as the server decided. */
  eligible: boolean;
  /** Signed in at the conference's main point already. */
  signedIn: boolean;
};

/** Every registration of the conference a kiosk finds by ID number, in id order. */
export async function scannablePeople(
  context: BenchContext,
  conferenceId: number,
): Promise<ScannablePerson[]> {
  const { db, close } = await openDatabase(context.database);
  try {
    const rows = await db
      .selectFrom("registrations")
      .select(["id", "name", "idNumberEnc", "checkinEligible", "isSignIn"])
      .where("conferenceId", "=", conferenceId)
      .where("kioskIdHash", "is not", null)
      .where("kioskIdHash", "<>", "")
      .where("idNumberEnc", "is not", null)
      .orderBy("id")
      .execute();
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      idNumber: context.pii.decrypt(row.idNumberEnc as string),
      eligible: Number(row.checkinEligible) === 1,
      signedIn: Number(row.isSignIn) === 1,
    }));
  } finally {
    await close();
  }
}

/** `count` of the list, spread evenly over it (all of it when it is shorter). */
export function spread<T>(list: readonly T[], count: number): T[] {
  if (list.length <= count) return [...list];
  return Array.from({ length: count }, (_, i) => list[Math.floor((i * list.length) / count)] as T);
}
