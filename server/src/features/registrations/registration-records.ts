import {
  type Bilingual,
  type ExtraItem,
  type FieldValue,
  payStateOf,
  personalValue,
  type RegistrationFieldGroup,
  type RegistrationFieldName,
  type RegistrationRecord,
  registrationFields,
} from "@confreg/shared";
import type { Kysely, Selectable } from "kysely";
import type { Pii } from "#crypto/pii";
import type { Database } from "#db/schema";
import { toExtraItem } from "#features/conferences";
import type { RegistrationRow } from "./registration.extras";

/** What the payment fields show of a registration's first pay line. */
const lineColumns = ["registrationId", "payTime", "outTradeNo", "transactionId"] as const;
type PayLineRow = Pick<Selectable<Database["payLines"]>, (typeof lineColumns)[number]>;
type InvoiceRow = Selectable<Database["invoices"]>;

/** What a page of rows needs beside itself, loaded once per page (only for the groups asked for). */
type Related = {
  titles: Map<string, Bilingual>;
  workshops: Map<number, Bilingual[]>;
  paperCounts: Map<number, number>;
  firstLines: Map<number, PayLineRow>;
  invoices: Map<number, InvoiceRow>;
  groups: Map<number, { code: string; discount: number }>;
  answers: Map<number, Record<number, string>>;
};
type Source = { row: RegistrationRow; related: Related; pii: Pii; full: boolean };
/** A row with what its page loaded beside it, from which any of the asked groups' fields is read. */
export type FieldSource = Source;

const title = (kind: string, id: number | null, related: Related) =>
  id === null ? null : (related.titles.get(`${kind}:${id}`) ?? null);
const line = (s: Source) => s.related.firstLines.get(s.row.id);
const invoice = (s: Source) => s.related.invoices.get(s.row.id);

/** Fields read off the registration row as stored (same name). */
const stored = [
  "id",
  "name",
  "nameEn",
  "gender",
  "unit",
  "unitEn",
  "job",
  "position",
  "idType",
  "idCountry",
  "email",
  "phone",
  "wechatNickname",
  "cardNumber",
  "level",
  "printType",
  "remark",
  "isSignIn",
  "signInTime",
  "createTime",
  "updateTime",
  "channel",
  "memberNo",
  "otherMemberNo",
  "paperIds",
  "invcode",
  "isManager",
  "isRemoved",
  "payType",
  "totalFee",
  "receivedFee",
  "invoiceType",
  "invoiceStatus",
  "isHotel",
  "hotelNumber",
  "hotelPayType",
  "hotelStartDate",
  "hotelEndDate",
  "hotelNights",
  "residentType",
  "roommateName",
  "contactPhone",
  "dinner",
  "mealType",
  "travelArriveNumber",
  "travelArriveTime",
  "travelArrivePlace",
  "travelDepartNumber",
  "travelDepartTime",
  "travelDepartPlace",
  "liveDistrict",
  "liveAddress",
  "workDistrict",
  "workAddress",
  "social",
  "allergens",
  "isVisit",
  "awardTitle",
  "awardFirstName",
  "awardReceiveName",
  "awardReceiveUnit",
  "awardReceiveEmail",
  "awardReceivePhone",
] as const satisfies readonly (RegistrationFieldName & keyof RegistrationRow)[];
type Stored = (typeof stored)[number];

/** The fields that are not the row's own column: each read from what the page loaded beside it. */
const derived: { [K in Exclude<RegistrationFieldName, Stored>]: (s: Source) => FieldValue } = {
  conference: (s) => title("conference", s.row.conferenceId, s.related),
  idNumber: (s) => (s.row.idNumberEnc ? s.pii.decrypt(s.row.idNumberEnc) : ""),
  participantType: (s) => title("type", s.row.participantTypeId, s.related),
  workshops: (s) => s.related.workshops.get(s.row.id) ?? [],
  paperCount: (s) => s.related.paperCounts.get(s.row.id) ?? 0,
  groupCode: (s) => (s.row.groupId === null ? "" : (s.related.groups.get(s.row.groupId)?.code ?? "")),
  // The group's discount factor (0.85: 15% off), empty outside a group or after leaving it.
  groupDiscount: (s) =>
    s.row.groupId === null || s.row.isRemoved === 1
      ? ""
      : (s.related.groups.get(s.row.groupId)?.discount ?? ""),
  payStatus: (s) => payStateOf(s.row),
  payTime: (s) => line(s)?.payTime ?? null,
  outTradeNo: (s) => line(s)?.outTradeNo ?? "",
  transactionId: (s) => line(s)?.transactionId ?? "",
  invoiceContent: (s) => invoice(s)?.invoiceContent ?? "",
  invoiceTitle: (s) => invoice(s)?.invoiceTitle ?? "",
  taxpayerNumber: (s) => invoice(s)?.taxpayerNumber ?? "",
  invoiceUnit: (s) => invoice(s)?.unit ?? "",
  invoiceAddress: (s) => invoice(s)?.address ?? "",
  invoicePhone: (s) => invoice(s)?.phone ?? "",
  invoiceBank: (s) => invoice(s)?.bank ?? "",
  invoiceAccount: (s) => invoice(s)?.account ?? "",
  postAddress: (s) => invoice(s)?.postAddress ?? "",
  postPhone: (s) => invoice(s)?.postPhone ?? "",
  postEmail: (s) => invoice(s)?.postEmail ?? "",
  registree: (s) => invoice(s)?.registree ?? "",
  invoiceNumber: (s) => invoice(s)?.invoiceNumber ?? "",
  fpdm: (s) => invoice(s)?.fpdm ?? "",
  invoiceTime: (s) => invoice(s)?.invoiceTime ?? null,
  expressNumber: (s) => invoice(s)?.expressNumber ?? "",
  isTaken: (s) => invoice(s)?.isTaken ?? null,
  invoiceRemark: (s) => invoice(s)?.remark ?? "",
  hotel: (s) => title("hotel", s.row.hotelId, s.related),
  roomType: (s) => title("room", s.row.roomTypeId, s.related),
};

const isStored = (name: RegistrationFieldName): name is Stored =>
  (stored as readonly string[]).includes(name);
type Read = (s: Source) => FieldValue;

/**
 * A field of the personal kind (every phone and ID number column, the registry says which) leaves the
 * server masked unless the reader may see it in full: one decision for all of them (DOMAIN.md §10).
 */
function masked(name: RegistrationFieldName, read: Read): Read {
  const show = registrationFields[name].show;
  if (show.kind !== "personal") return read;
  return (s) => {
    const value = read(s);
    return typeof value === "string" ? personalValue(show.personal, value, s.full) : value;
  };
}

/** How a field is read from its source, worked out once per field (an export reads every row's fields). */
const fieldReaders = (Object.keys(registrationFields) as RegistrationFieldName[]).map(
  (name): [RegistrationFieldName, Read] => [
    name,
    masked(name, isStored(name) ? (s) => s.row[name] ?? null : (s) => derived[name](s) ?? null),
  ],
);
const readerOf = new Map(fieldReaders);

/** How one field of a source is read (null when the source has nothing for it). */
export function fieldReader(name: RegistrationFieldName): (s: FieldSource) => FieldValue {
  const read = readerOf.get(name);
  if (!read) throw new Error(`no reader for the field ${name}`);
  return read;
}

/** A source's answers to its conference's extra questions, by question id. */
export const extraAnswersOf = (s: FieldSource): Record<number, string> =>
  s.related.answers.get(s.row.id) ?? {};
const ref = (rows: { id: number; titleZh?: string; titleEn?: string; nameZh?: string; nameEn?: string }[]) =>
  rows.map((r) => ({
    id: r.id,
    title: { zh: r.titleZh ?? r.nameZh ?? "", en: r.titleEn ?? r.nameEn ?? "" },
  }));
const unique = (values: (number | null)[]) => [...new Set(values.filter((v): v is number => v !== null))];

/** Loads, for a page of rows, only what the asked groups show (no query for a group not asked for). */
async function loadRelated(
  db: Kysely<Database>,
  rows: RegistrationRow[],
  groups: ReadonlySet<RegistrationFieldGroup>,
): Promise<Related> {
  const ids = rows.map((r) => r.id);
  const related: Related = {
    titles: new Map(),
    workshops: new Map(),
    paperCounts: new Map(),
    firstLines: new Map(),
    invoices: new Map(),
    groups: new Map(),
    answers: new Map(),
  };
  if (ids.length === 0) return related;
  const jobs: Promise<void>[] = [];
  const titles = (kind: string, list: { id: number; title: Bilingual }[]) => {
    for (const item of list) related.titles.set(`${kind}:${item.id}`, item.title);
  };
  if (groups.has("basic")) {
    const conferenceIds = unique(rows.map((r) => r.conferenceId));
    jobs.push(
      db
        .selectFrom("conferences")
        .select(["id", "titleZh", "titleEn"])
        .where("id", "in", conferenceIds)
        .execute()
        .then((list) => titles("conference", ref(list))),
    );
  }
  if (groups.has("attendance")) {
    const typeIds = unique(rows.map((r) => r.participantTypeId));
    const groupIds = unique(rows.map((r) => r.groupId));
    jobs.push(
      db
        .selectFrom("participantTypes")
        .select(["id", "titleZh", "titleEn"])
        .where("id", "in", typeIds)
        .execute()
        .then((list) => titles("type", ref(list))),
      db
        .selectFrom("registrationWorkshops")
        .innerJoin("workshops", "workshops.id", "registrationWorkshops.workshopId")
        .select(["registrationWorkshops.registrationId", "workshops.titleZh", "workshops.titleEn"])
        .where("registrationWorkshops.registrationId", "in", ids)
        .where("workshops.isNoneOption", "=", 0)
        .orderBy("workshops.sortOrder")
        .orderBy("workshops.id")
        .execute()
        .then((list) => {
          for (const w of list) {
            const chosen = related.workshops.get(w.registrationId) ?? [];
            chosen.push({ zh: w.titleZh, en: w.titleEn });
            related.workshops.set(w.registrationId, chosen);
          }
        }),
      db
        .selectFrom("papers")
        .select(["registrationId", (eb) => eb.fn.countAll<number>().as("count")])
        .where("registrationId", "in", ids)
        .groupBy("registrationId")
        .execute()
        .then((list) => {
          for (const p of list) related.paperCounts.set(p.registrationId, Number(p.count));
        }),
      groupIds.length === 0
        ? Promise.resolve()
        : db
            .selectFrom("groups")
            .innerJoin("groupSchemes", "groupSchemes.id", "groups.schemeId")
            .select(["groups.id", "groups.groupCode", "groupSchemes.discountBp"])
            .where("groups.id", "in", groupIds)
            .execute()
            .then((list) => {
              for (const g of list)
                related.groups.set(g.id, { code: g.groupCode, discount: g.discountBp / 10_000 });
            }),
    );
  }
  if (groups.has("payment")) {
    jobs.push(
      db
        .selectFrom("payLines")
        .select(lineColumns)
        .where("registrationId", "in", ids)
        .where("seq", "=", 1)
        .execute()
        .then((list) => {
          for (const l of list) related.firstLines.set(l.registrationId, l);
        }),
    );
  }
  if (groups.has("invoice")) {
    jobs.push(
      db
        .selectFrom("invoices")
        .selectAll()
        .where("registrationId", "in", ids)
        .execute()
        .then((list) => {
          for (const i of list) related.invoices.set(i.registrationId, i);
        }),
    );
  }
  if (groups.has("hotel")) {
    const hotelIds = unique(rows.map((r) => r.hotelId));
    const roomIds = unique(rows.map((r) => r.roomTypeId));
    if (hotelIds.length)
      jobs.push(
        db
          .selectFrom("hotels")
          .select(["id", "nameZh", "nameEn"])
          .where("id", "in", hotelIds)
          .execute()
          .then((list) => titles("hotel", ref(list))),
      );
    if (roomIds.length)
      jobs.push(
        db
          .selectFrom("roomTypes")
          .select(["id", "nameZh", "nameEn"])
          .where("id", "in", roomIds)
          .execute()
          .then((list) => titles("room", ref(list))),
      );
  }
  if (groups.has("extra")) {
    jobs.push(
      db
        .selectFrom("extraAnswers")
        .select(["registrationId", "extraItemId", "value"])
        .where("registrationId", "in", ids)
        .execute()
        .then((list) => {
          for (const a of list) {
            const answers = related.answers.get(a.registrationId) ?? {};
            answers[a.extraItemId] = a.value;
            related.answers.set(a.registrationId, answers);
          }
        }),
    );
  }
  await Promise.all(jobs);
  return related;
}

/**
 * The registration records of a page of rows (the shared field table's values), with only the asked
 * groups' fields: personal numbers masked unless `fullPersonal` (the reader's permission, audited by the
 * caller). Rows keep their order.
 */
export async function registrationRecords(
  db: Kysely<Database>,
  pii: Pii,
  rows: RegistrationRow[],
  options: RecordOptions,
): Promise<Partial<RegistrationRecord>[]> {
  const groups = new Set(options.groups);
  const readers = fieldReaders.filter(([name]) => groups.has(registrationFields[name].group));
  return (await registrationSources(db, pii, rows, options)).map((source) => {
    const record: Partial<RegistrationRecord> = { currency: source.row.currency };
    for (const [name, read] of readers) (record as Record<string, FieldValue>)[name] = read(source);
    if (groups.has("extra")) record.extras = extraAnswersOf(source);
    return record;
  });
}

type RecordOptions = { groups: readonly RegistrationFieldGroup[]; fullPersonal: boolean };

/**
 * The sources of a page of rows, for a reader that takes each field once (the export): what the asked
 * groups need loaded beside the rows, and no record built per row.
 */
export async function registrationSources(
  db: Kysely<Database>,
  pii: Pii,
  rows: RegistrationRow[],
  options: RecordOptions,
): Promise<FieldSource[]> {
  const related = await loadRelated(db, rows, new Set(options.groups));
  return rows.map((row) => ({ row, related, pii, full: options.fullPersonal }));
}

/** The live extra questions of some conferences, in each conference's order: the extra group's columns. */
export async function conferenceQuestions(
  db: Kysely<Database>,
  conferenceIds: number[],
): Promise<ExtraItem[]> {
  if (conferenceIds.length === 0) return [];
  const rows = await db
    .selectFrom("extraItems")
    .selectAll()
    .where("conferenceId", "in", conferenceIds)
    .where("isDeleted", "=", 0)
    .orderBy("conferenceId")
    .orderBy("sortOrder")
    .orderBy("id")
    .execute();
  return rows.map(toExtraItem);
}
