import { IdType, type KioskLookupCost } from "@confreg/shared";
import type { Kysely } from "kysely";
import type { Pii } from "#crypto/pii";
import { refreshStatistics } from "#db/database";
import type { Database } from "#db/schema";
import { transact } from "#db/transact";
import { fillAllCheckinQrs, kioskIdHash } from "#features/kiosk-sync";
import { indexAllWaitingKeywords } from "#features/registrations";
import { insertCheckin } from "./builders/checkin";
import { insertConference, insertParticipantType, insertWorkshop } from "./builders/conference";
import { PeopleFactory, registrantOf } from "./people";
import { createRandom, type Random } from "./random";

/**
 * A big congress at once: the conference, its types and workshops, and `count` registrations written in
 * batches of multi-row inserts (one unit of work each, so every row gets its standing and change sequence
 * like any other). What the benchmark measures against, and what `npm start` seeds with DEMO_SCALE.
 *
 * Every registrant gives an identity document. `scannable` of them (default 1,000) give a mainland ID
 * number, with the kiosk's scrypt look-up hash derived as the kiosk job would (about 50 ms each, the reason
 * they are few); the others a passport, which kiosks find by name or registration QR code.
 */
export type BulkOptions = {
  count: number;
  scannable?: number;
  /** When it all happens; registrations are spread over the 30 days before. */
  now?: Date;
  seed?: number;
  /** The conference's `kioskLookupCost` (default strong), which the scannable rows' hashes are made with. */
  kioskLookupCost?: KioskLookupCost;
};

const batchSize = 500;
/** The early-bird price ended this many days before `now`. */
const earlyBirdDays = 10;
const day = 86_400_000;

type Written = {
  conferenceId: number;
  lookupCost: KioskLookupCost;
  mainPointId: number;
  participantTypeIds: number[];
  workshopIds: number[];
};

/** The congress's participant types (fees in fen: early-bird, then regular). */
const bulkTypes = [
  { titleZh: "非会员", titleEn: "Non-member", fee: 280_000, discountFee: 240_000 },
  { titleZh: "会员", titleEn: "Member", fee: 220_000, discountFee: 180_000 },
  { titleZh: "学生", titleEn: "Student", fee: 120_000, discountFee: 100_000 },
] as const;

const bulkWorkshops = [
  ["智能控制前沿", "Frontiers of intelligent control"],
  ["机器人学习", "Robot learning"],
] as const;

async function insertBulkConference(
  db: Kysely<Database>,
  now: Date,
  kioskLookupCost: KioskLookupCost,
): Promise<Written> {
  const at = now.toISOString();
  const conference = await insertConference(db, {
    titleZh: "2027全国大规模学术大会",
    titleEn: "National Congress 2027 (bulk)",
    systemCode: "BULK",
    beginTime: new Date(now.getTime() - 40 * day).toISOString(),
    discountTime: new Date(now.getTime() - earlyBirdDays * day).toISOString(),
    endTime: new Date(now.getTime() + 20 * day).toISOString(),
    createTime: at,
    settings: { isIdcard: true, isWorkshop: true, workshopLow: 0, workshopHigh: 1, kioskLookupCost },
  });
  const conferenceId = conference.id;
  const types = [];
  for (const type of bulkTypes) types.push(await insertParticipantType(db, { conferenceId, ...type }));
  const workshops = [];
  for (const [titleZh, titleEn] of bulkWorkshops)
    workshops.push(await insertWorkshop(db, { conferenceId, titleZh, titleEn, fee: 0, numberLimit: null }));
  const mainPoint = await db
    .selectFrom("checkinPoints")
    .select("id")
    .where("conferenceId", "=", conferenceId)
    .where("isMain", "=", 1)
    .executeTakeFirstOrThrow();
  return {
    conferenceId,
    lookupCost: kioskLookupCost,
    mainPointId: mainPoint.id,
    participantTypeIds: types.map((t) => t.id),
    workshopIds: workshops.map((w) => w.id),
  };
}

/** A passport number no one else in the run has (`E` + 8 digits, counted). */
const passportNumber = (n: number) => `E${String(10_000_000 + n).slice(-8)}`;

type Person = ReturnType<PeopleFactory["chinese"]>;

/** The person's registrant fields as columns; the document is written apart, encrypted. */
function personColumns(person: Person) {
  const { idNumber: _written_apart, ...fields } = registrantOf(person);
  return fields;
}

async function documentOf(pii: Pii, conference: Written, person: Person, n: number, scannable: boolean) {
  if (scannable) {
    const number = person.document.idNumber;
    return {
      idType: IdType.mainland,
      idCountry: "",
      number,
      kioskIdHash: await kioskIdHash(
        pii,
        { id: conference.conferenceId, cost: conference.lookupCost },
        number,
      ),
    };
  }
  return { idType: IdType.passport, idCountry: "CN", number: passportNumber(n), kioskIdHash: "" };
}

/** One batch's rows: registrations first, then their lines, invoices and workshops, in one unit of work. */
async function writeBatch(
  db: Kysely<Database>,
  pii: Pii,
  conference: Written,
  people: { person: Person; n: number; scannable: boolean }[],
  random: Random,
  now: Date,
) {
  // Every random draw first, in order, so the same seed gives the same rows; then the slow hashes.
  const drawn = people.map(({ person, n, scannable }) => {
    const paid = random.chance(0.6);
    return {
      person,
      n,
      scannable,
      at: new Date(now.getTime() - random.int(0, 30 * day)).toISOString(),
      paid,
      checkedIn: paid && random.chance(0.3),
      typeIndex: random.int(0, conference.participantTypeIds.length - 1),
      workshop: random.chance(0.4) ? random.pick(conference.workshopIds) : null,
    };
  });
  const rows = await Promise.all(
    drawn.map(async (row) => ({
      ...row,
      document: await documentOf(pii, conference, row.person, row.n, row.scannable),
    })),
  );
  // Registered before the early-bird deadline: the early-bird fee.
  const earlyBirdEnd = new Date(now.getTime() - earlyBirdDays * day).toISOString();
  const feeOf = (typeIndex: number, at: string) => {
    const type = bulkTypes[typeIndex as 0 | 1 | 2];
    return at < earlyBirdEnd ? type.discountFee : type.fee;
  };
  await transact(
    db,
    async (tx) => {
      const ids = await tx.db
        .insertInto("registrations")
        .values(
          rows.map(({ person, at, document, typeIndex }) => ({
            ...personColumns(person),
            conferenceId: conference.conferenceId,
            accountId: null,
            participantTypeId: conference.participantTypeIds[typeIndex] as number,
            idType: document.idType,
            idCountry: document.idCountry,
            idNumberEnc: pii.encrypt(document.number),
            idNumberHash: pii.idNumberHash(document.number),
            kioskIdHash: document.kioskIdHash,
            startRegisterTime: at,
            changeSeq: 0,
            createTime: at,
            updateTime: at,
          })),
        )
        .returning("id")
        .execute();
      const registered = ids.map((row, i) => ({ id: row.id, ...(rows[i] as (typeof rows)[number]) }));
      await tx.db
        .insertInto("payLines")
        .values(
          registered.map(({ id, at, paid, typeIndex }) => ({
            registrationId: id,
            seq: 1,
            payType: 2 as const,
            payStatus: paid ? (2 as const) : (0 as const),
            totalFee: feeOf(typeIndex, at),
            receivedFee: paid ? feeOf(typeIndex, at) : 0,
            outTradeNo: `BULK${String(id).padStart(12, "0")}`,
            payTime: paid ? at : null,
            createTime: at,
            updateTime: at,
          })),
        )
        .execute();
      await tx.db
        .insertInto("invoices")
        .values(
          registered.map(({ id, at }) => ({
            registrationId: id,
            invoiceType: 5,
            invoiceContent: "registrationFee",
            createTime: at,
            updateTime: at,
          })),
        )
        .execute();
      const withWorkshop = registered.filter((r) => r.workshop !== null);
      if (withWorkshop.length)
        await tx.db
          .insertInto("registrationWorkshops")
          .values(withWorkshop.map((r) => ({ registrationId: r.id, workshopId: r.workshop as number })))
          .execute();
      for (const { id, at, checkedIn } of registered)
        if (checkedIn)
          await insertCheckin(tx.db, { registrationId: id, pointId: conference.mainPointId, at });
      for (const { id } of registered) tx.touch(id);
    },
    { at: now },
  );
}

/** Writes the bulk conference and its registrations; the conference's id. */
export async function insertBulkRegistrations(
  db: Kysely<Database>,
  pii: Pii,
  options: BulkOptions,
): Promise<{ conferenceId: number }> {
  const now = options.now ?? new Date();
  const random = createRandom(options.seed ?? 20_270_101);
  const people = new PeopleFactory(random);
  const conference = await insertBulkConference(db, now, options.kioskLookupCost ?? "strong");
  const scannable = Math.min(options.scannable ?? 1_000, options.count);
  const idNumbers = new Set<string>();
  for (let start = 0; start < options.count; start += batchSize) {
    const batch = [];
    for (let n = start; n < Math.min(options.count, start + batchSize); n++) {
      let person = people.chinese({ student: random.chance(0.2) });
      while (idNumbers.has(person.document.idNumber)) person = people.chinese();
      idNumbers.add(person.document.idNumber);
      batch.push({ person, n, scannable: n < scannable });
    }
    await writeBatch(db, pii, conference, batch, random, now);
  }
  await db
    .updateTable("workshops")
    .set((eb) => ({
      takenCount: eb
        .selectFrom("registrationWorkshops")
        .select((s) => s.fn.countAll<number>().as("n"))
        .whereRef("registrationWorkshops.workshopId", "=", "workshops.id"),
    }))
    .where("conferenceId", "=", conference.conferenceId)
    .execute();
  // As an import would: the QR codes signed at once, not left for the kiosk job (or every first sync) to sign.
  await fillAllCheckinQrs({ db, pii });
  // The keyword index takes them all at once (in a rush the job does so every second).
  await indexAllWaitingKeywords(db);
  // As after any big import: the planner's statistics describe the new data.
  await refreshStatistics(db);
  return { conferenceId: conference.conferenceId };
}
