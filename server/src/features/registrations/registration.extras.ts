import type { Conference, ParticipantType, Standing, Workshop } from "@confreg/shared";
import type { Kysely, Selectable } from "kysely";
import type { Database } from "#db/schema";
import { loadLines, standingOf } from "#db/standing";
import type { Written } from "#db/transact";

export type RegistrationRow = Selectable<Database["registrations"]>;
type PayLineRow = Selectable<Database["payLines"]>;
type InvoiceRow = Selectable<Database["invoices"]>;
type Ref = { id: number; title: { zh: string; en: string } };

/** What the list and detail views show beside a registration row, loaded for a whole page at once. */
export type RegistrationExtras = {
  participantTypes: Map<number, Ref>;
  conferences: Map<number, Ref>;
  /** Chosen workshops, the "not attending" option included (the detail names it). */
  workshops: Map<number, (Ref & { isNoneOption: boolean })[]>;
  paperCounts: Map<number, number>;
  payLines: Map<number, PayLineRow[]>;
  invoices: Map<number, InvoiceRow>;
  /** Each registration's money and eligibility (the shared read model). */
  standings: Map<number, Standing>;
};

const groupBy = <T, K>(items: T[], key: (item: T) => K) => {
  const map = new Map<K, T[]>();
  for (const item of items) map.set(key(item), [...(map.get(key(item)) ?? []), item]);
  return map;
};

export async function loadRegistrationExtras(
  db: Kysely<Database>,
  rows: RegistrationRow[],
): Promise<RegistrationExtras> {
  const ids = rows.map((r) => r.id);
  const typeIds = [...new Set(rows.map((r) => r.participantTypeId))];
  const conferenceIds = [...new Set(rows.map((r) => r.conferenceId))];
  if (ids.length === 0) {
    return {
      participantTypes: new Map(),
      conferences: new Map(),
      workshops: new Map(),
      paperCounts: new Map(),
      payLines: new Map(),
      invoices: new Map(),
      standings: new Map(),
    };
  }
  const [types, conferences, workshops, papers, payLines, invoices] = await Promise.all([
    db
      .selectFrom("participantTypes")
      .select(["id", "titleZh", "titleEn"])
      .where("id", "in", typeIds)
      .execute(),
    db
      .selectFrom("conferences")
      .select(["id", "titleZh", "titleEn"])
      .where("id", "in", conferenceIds)
      .execute(),
    db
      .selectFrom("registrationWorkshops")
      .innerJoin("workshops", "workshops.id", "registrationWorkshops.workshopId")
      .select([
        "registrationWorkshops.registrationId",
        "workshops.id",
        "workshops.titleZh",
        "workshops.titleEn",
        "workshops.isNoneOption",
      ])
      .where("registrationWorkshops.registrationId", "in", ids)
      .orderBy("workshops.sortOrder")
      .orderBy("workshops.id")
      .execute(),
    db
      .selectFrom("papers")
      .select(["registrationId", (eb) => eb.fn.countAll<number>().as("count")])
      .where("registrationId", "in", ids)
      .groupBy("registrationId")
      .execute(),
    loadLines(db, ids),
    db.selectFrom("invoices").selectAll().where("registrationId", "in", ids).execute(),
  ]);
  const ref = (r: { id: number; titleZh: string; titleEn: string }): Ref => ({
    id: r.id,
    title: { zh: r.titleZh, en: r.titleEn },
  });
  const linesOf = groupBy(payLines, (p) => p.registrationId);
  const invoiceOf = new Map(invoices.map((i) => [i.registrationId, i]));
  return {
    participantTypes: new Map(types.map((t) => [t.id, ref(t)])),
    conferences: new Map(conferences.map((c) => [c.id, ref(c)])),
    workshops: new Map(
      [...groupBy(workshops, (w) => w.registrationId)].map(([id, list]) => [
        id,
        list.map((w) => ({ ...ref(w), isNoneOption: w.isNoneOption === 1 })),
      ]),
    ),
    paperCounts: new Map(papers.map((p) => [p.registrationId, Number(p.count)])),
    payLines: linesOf,
    invoices: invoiceOf,
    standings: new Map(
      rows.map((row) => [row.id, standingOf(row, linesOf.get(row.id) ?? [], invoiceOf.get(row.id))]),
    ),
  };
}

/**
 * The extras of one registration its unit of work has just written (`Tx.written`), with the refs of the
 * conference's rules it was checked against (its type, its chosen workshops): what `loadRegistrationExtras`
 * would read back, without reading it.
 */
export function extrasOfWritten(
  { row, lines, invoice }: Written,
  refs: { conference: Conference; type: ParticipantType; workshops: readonly Workshop[] },
  paperCount: number,
): RegistrationExtras {
  const chosen = [...refs.workshops].sort((a, b) => a.sortOrder - b.sortOrder || a.id - b.id);
  return {
    participantTypes: new Map([[refs.type.id, { id: refs.type.id, title: refs.type.title }]]),
    conferences: new Map([[refs.conference.id, { id: refs.conference.id, title: refs.conference.title }]]),
    workshops: new Map(
      chosen.length
        ? [[row.id, chosen.map((w) => ({ id: w.id, title: w.title, isNoneOption: w.isNoneOption }))]]
        : [],
    ),
    paperCounts: new Map(paperCount ? [[row.id, paperCount]] : []),
    payLines: new Map(lines.length ? [[row.id, lines]] : []),
    invoices: new Map(invoice ? [[row.id, invoice]] : []),
    standings: new Map([[row.id, standingOf(row, lines, invoice)]]),
  };
}
