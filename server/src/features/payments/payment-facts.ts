import { AppError, type Conference } from "@confreg/shared";
import type { Kysely } from "kysely";
import type { Database } from "#db/schema";
import { toConference } from "#features/conferences";

/** A pay line with what the payment flow needs of its registration and conference. */
export type LineFacts = Awaited<ReturnType<typeof readLines>>[number] & { conference: Conference };

async function readLines(db: Kysely<Database>, lineIds: readonly number[]) {
  if (lineIds.length === 0) return [];
  return db
    .selectFrom("payLines")
    .innerJoin("registrations", "registrations.id", "payLines.registrationId")
    .select([
      "payLines.id",
      "payLines.registrationId",
      "payLines.seq",
      "payLines.payType",
      "payLines.payStatus",
      "payLines.totalFee",
      "payLines.receivedFee",
      "payLines.currency",
      "payLines.outTradeNo",
      "payLines.transactionId",
      "payLines.isRepay",
      "registrations.conferenceId",
      "registrations.accountId",
      "registrations.name",
      "registrations.email",
      "registrations.isDeleted",
    ])
    .where("payLines.id", "in", lineIds)
    .execute();
}

/**
 * A live registration's line and its conference; REGISTRATION_NOT_FOUND when there is none, or (with
 * `accountId`) when it is not that attendee's: nobody learns of another's registrations.
 */
export async function lineFacts(
  db: Kysely<Database>,
  lineId: number,
  owner?: { accountId: number; registrationId: number },
): Promise<LineFacts> {
  const [line] = await readLines(db, [lineId]);
  const mine =
    !owner || (line?.accountId === owner.accountId && line.registrationId === owner.registrationId);
  if (line?.isDeleted !== 0 || !mine) throw new AppError("REGISTRATION_NOT_FOUND", { lineId });
  const conference = await db
    .selectFrom("conferences")
    .selectAll()
    .where("id", "=", line.conferenceId)
    .executeTakeFirstOrThrow();
  return { ...line, conference: toConference(conference) };
}

/** The lines' facts (deleted registrations' too), each conference read once; a line not found is absent. */
export async function linesFacts(
  db: Kysely<Database>,
  lineIds: readonly number[],
): Promise<Map<number, LineFacts>> {
  const lines = await readLines(db, lineIds);
  const conferenceIds = [...new Set(lines.map((line) => line.conferenceId))];
  const conferences =
    conferenceIds.length === 0
      ? []
      : await db.selectFrom("conferences").selectAll().where("id", "in", conferenceIds).execute();
  const byId = new Map(conferences.map((row) => [row.id, toConference(row)]));
  return new Map(
    lines.flatMap((line) => {
      const conference = byId.get(line.conferenceId);
      return conference ? [[line.id, { ...line, conference }]] : [];
    }),
  );
}

/** What a provider shows the payer: the first 10 characters of the title and the name (DOMAIN.md §4). */
export function orderSubject(facts: Pick<LineFacts, "conference" | "name">): string {
  const { title, settings } = facts.conference;
  const shown = settings.isEn ? title.en || title.zh : title.zh || title.en;
  return `${[...shown].slice(0, 10).join("")} ${facts.name}`.trim();
}

/** The language a registration's notices go out in: the conference's. */
export const noticeLocale = (conference: Conference) => (conference.settings.isEn ? "en" : "zh");
