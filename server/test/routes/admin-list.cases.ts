import {
  type ColumnFilters,
  columnFilters,
  filterValue,
  type KeywordMeaning,
  type ListCase,
  localDay,
  type OracleRow,
} from "../helpers/list-oracle";

/**
 * The list's cases for the comparison test, taken from the data itself: every scope, every value of every
 * column filter, keywords of each kind and length (Chinese names of one, two and three characters, units,
 * e-mail addresses, English names in another case, whole phone and document numbers, characters that full
 * text and LIKE would read as syntax), and combinations of them.
 */

const distinct = <T>(values: T[]) => [...new Set(values)];

function pick(rows: OracleRow[], label: string, test: (row: OracleRow) => boolean): OracleRow {
  const row = rows.find(test);
  if (!row) throw new Error(`no registration for the case "${label}"`);
  return row;
}

function keywordTexts(live: OracleRow[], bulk: number): [string, KeywordMeaning][] {
  const inBulk = live.filter((r) => r.conferenceId === bulk);
  const chars = (text: string) => [...text];
  const twoChars = pick(inBulk, "two-character name", (r) => chars(r.name).length === 2).name;
  const threeChars = pick(inBulk, "three-character name", (r) => chars(r.name).length === 3).name;
  const unit = pick(inBulk, "unit", (r) => chars(r.unit).length >= 5).unit;
  const foreign = pick(live, "English name", (r) => /^[A-Z][a-z]+ [A-Z][a-z]+$/.test(r.name)).name;
  const email = pick(inBulk, "e-mail", (r) => r.email.includes("@")).email;
  const phone = pick(live, "mainland phone", (r) => /^1\d{10}$/.test(r.phone)).phone;
  const idNumber = pick(live, "mainland ID number", (r) => /^\d{17}[\dX]$/.test(r.idNumber ?? "")).idNumber;
  const passport = pick(live, "passport", (r) => /^[A-Z]\d{8}$/.test(r.idNumber ?? "")).idNumber;
  const member = live.find((r) => chars(r.memberNo).length >= 4)?.memberNo;
  const card = live.find((r) => r.cardNumber !== "")?.cardNumber;
  const texts: [string, KeywordMeaning][] = [
    [twoChars, "text"],
    [chars(twoChars)[0] as string, "text"],
    [threeChars, "text"],
    [chars(unit).slice(1, 4).join(""), "text"],
    [foreign.split(" ")[1]?.slice(0, 4).toUpperCase() as string, "text"],
    [foreign.slice(0, 2).toLowerCase(), "text"],
    [email.split("@")[0] as string, "text"],
    [email.split("@")[1] as string, "text"],
    [phone, "phone"],
    [`${phone.slice(0, 3)} ${phone.slice(3, 7)}-${phone.slice(7)}`, "phone"],
    [(idNumber as string).toLowerCase(), "idNumber"],
    [(passport as string).toLowerCase(), "text"],
    [String(live[live.length >> 1]?.id), "text"],
    ['"Quote"', "text"],
    ["100%_", "text"],
    ["%", "text"],
    ["O'Hara", "text"],
  ];
  if (member) texts.push([member.slice(1), "text"]);
  if (card) texts.push([card, "text"]);
  return texts;
}

const localHour = (iso: string, timeZone: string) =>
  Number(
    new Intl.DateTimeFormat("en-GB", { timeZone, hour: "2-digit", hourCycle: "h23" }).format(new Date(iso)),
  );

/**
 * The date filters: each conference's busiest day, and a day that began with a registration, and their
 * years, in the conference's zone; the same in all conferences (the default zone).
 */
function dateCases(live: OracleRow[], zones: Map<number, string>): ListCase[] {
  const cases: ListCase[] = [];
  for (const [conferenceId, timeZone] of [...zones, [null, "Asia/Shanghai"] as const]) {
    const rows = live.filter((r) => conferenceId === null || r.conferenceId === conferenceId);
    const perDay = new Map<string, number>();
    for (const r of rows) {
      const day = localDay(r.createTime, timeZone);
      perDay.set(day, (perDay.get(day) ?? 0) + 1);
    }
    const busiest = [...perDay].sort((a, b) => b[1] - a[1])[0]?.[0];
    // A day that starts with a registration in its first hour: a filter in another zone would miss it.
    const early = rows.find((r) => localHour(r.createTime, timeZone) === 0);
    const label = `in ${conferenceId ?? "all"} (${timeZone})`;
    for (const day of new Set([busiest, early && localDay(early.createTime, timeZone)])) {
      if (!day) continue;
      const year = Number(day.slice(0, 4));
      cases.push({ label: `registered in ${year} ${label}`, conferenceId, created: { year, timeZone } });
      cases.push({ label: `registered on ${day} ${label}`, conferenceId, created: { date: day, timeZone } });
    }
  }
  return cases;
}

export function listCases(all: OracleRow[], bulk: number, zones: Map<number, string>): ListCase[] {
  const live = all.filter((r) => r.isDeleted === 0);
  const conferences = distinct(live.map((r) => r.conferenceId)).sort((a, b) => a - b);
  const cases: ListCase[] = [null, ...conferences].map((conferenceId) => ({
    label: `scope ${conferenceId ?? "all"}`,
    conferenceId,
  }));
  for (const column of columnFilters) {
    for (const scope of [null, bulk]) {
      const values = distinct(
        live.filter((r) => scope === null || r.conferenceId === scope).map((r) => filterValue(r, column)),
      );
      for (const value of values) {
        if (value === null) continue;
        const filters: ColumnFilters = { [column]: value };
        cases.push({
          label: `${column}=${value} in ${scope ?? "all"}`,
          conferenceId: scope,
          columns: filters,
        });
      }
    }
  }
  const keywords = keywordTexts(live, bulk);
  for (const [text, as] of keywords) {
    cases.push({ label: `keyword ${text}`, conferenceId: null, keyword: { text, as } });
    cases.push({ label: `keyword ${text} in ${bulk}`, conferenceId: bulk, keyword: { text, as } });
  }
  const [name, surname] = keywords.map(([text]) => text);
  const type = live.find((r) => r.conferenceId === bulk)?.participantTypeId as number;
  cases.push(
    {
      label: "name, paid",
      conferenceId: bulk,
      columns: { payStatus: 2 },
      keyword: { text: name as string, as: "text" },
    },
    {
      label: "paid, checked in, one type",
      conferenceId: bulk,
      columns: { payStatus: 2, isSignIn: 1, participantTypeId: type },
    },
    {
      label: "surname, invoice not asked",
      conferenceId: null,
      columns: { invoiceStatus: 0 },
      keyword: { text: surname as string, as: "text" },
    },
    { label: "unpaid, not checked in", conferenceId: null, columns: { payStatus: 0, isSignIn: 0 } },
  );
  cases.push(...dateCases(live, zones));
  return cases;
}
