import { randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import type { Pii } from "#crypto/pii";

import type { Database } from "#db/schema";
import type { NewInvoice } from "#db/tables/invoices";
import type { NewPayLine, PayLineRow } from "#db/tables/pay-lines";
import type { NewRegistration, RegistrationRow } from "#db/tables/registrations";
import { transact } from "#db/transact";

type Db = Kysely<Database>;

export type RegistrationFields = Omit<
  Partial<NewRegistration>,
  "changeSeq" | "idNumberEnc" | "idNumberHash"
> & {
  conferenceId: number;
  participantTypeId: number;
  /** The plain ID number: stored encrypted beside its look-up hash (needs `pii`). */
  idNumber?: string | null;
  /** Workshops taken; each one's takenCount goes up unless the registration is deleted. */
  workshopIds?: number[];
};

/**
 * A registration row as given, for tests that need a state directly; its change sequence and standing come
 * from the unit of work like every write's. The demo seed registers through the service instead.
 */
export async function insertRegistration(
  db: Db,
  fields: RegistrationFields,
  pii?: Pii,
): Promise<RegistrationRow> {
  const { idNumber, workshopIds = [], ...values } = fields;
  if (idNumber && !pii)
    throw new Error("insertRegistration: an ID number needs the Pii service to encrypt it");
  const at = values.createTime ?? new Date().toISOString();
  return transact(db, async (tx) => {
    const trx = tx.db;
    const row = await trx
      .insertInto("registrations")
      .values({
        name: "张三",
        unit: "测试大学",
        email: `registrant-${randomBytes(6).toString("hex")}@example.com`,
        phone: "13800000000",
        createTime: at,
        updateTime: at,
        ...values,
        idNumberEnc: idNumber && pii ? pii.encrypt(idNumber) : null,
        idNumberHash: idNumber && pii ? pii.idNumberHash(idNumber) : null,
        changeSeq: 0,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    tx.touch(row.id);
    if (workshopIds.length > 0) {
      await trx
        .insertInto("registrationWorkshops")
        .values(workshopIds.map((workshopId) => ({ registrationId: row.id, workshopId })))
        .execute();
      if (!row.isDeleted) {
        await trx
          .updateTable("workshops")
          .set((eb) => ({ takenCount: eb("takenCount", "+", 1) }))
          .where("id", "in", workshopIds)
          .execute();
      }
    }
    return row;
  });
}

/**
 * A payment line, numbered after the registration's existing ones (seq 1 is the one the spec calls "the
 * first entry"). The registration gets a new change sequence: kiosks show the payment status.
 */
export async function insertPayLine(
  db: Db,
  fields: Partial<NewPayLine> & { registrationId: number },
): Promise<PayLineRow> {
  const at = fields.createTime ?? new Date().toISOString();
  return transact(db, async (tx) => {
    const trx = tx.db;
    const last = await trx
      .selectFrom("payLines")
      .select((eb) => eb.fn.max("seq").as("seq"))
      .where("registrationId", "=", fields.registrationId)
      .executeTakeFirst();
    const row = await trx
      .insertInto("payLines")
      .values({
        seq: (last?.seq ?? 0) + 1,
        payType: 2,
        outTradeNo: `T${randomBytes(10).toString("hex").toUpperCase()}`,
        createTime: at,
        updateTime: at,
        ...fields,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    tx.touch(fields.registrationId);
    return row;
  });
}

/** The registration's invoice (one per registration): digital ordinary invoice (type 5), not applied for. */
export async function insertInvoice(db: Db, fields: Partial<NewInvoice> & { registrationId: number }) {
  const at = fields.createTime ?? new Date().toISOString();
  return transact(db, async (tx) => {
    tx.touch(fields.registrationId);
    return tx.db
      .insertInto("invoices")
      .values({
        invoiceType: 5,
        invoiceContent: "registrationFee",
        createTime: at,
        updateTime: at,
        ...fields,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  });
}
