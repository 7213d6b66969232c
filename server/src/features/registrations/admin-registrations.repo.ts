import {
  type AdminRegistrationQuery,
  defaultTimeZone,
  looksLikeIdNumber,
  zonedDayRange,
  zonedYearRange,
} from "@confreg/shared";
import { type Expression, type Kysely, type SqlBool, sql } from "kysely";
import type { Pii } from "#crypto/pii";
import type { Database } from "#db/schema";

const likePattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

/**
 * The back-office list: registrations of the conferences in scope (null: all), with the spec's filters
 * applied to the registration, its first pay line and its invoice.
 */
export async function searchRegistrations(
  db: Kysely<Database>,
  pii: Pii,
  scope: number | null,
  query: AdminRegistrationQuery,
  timeZone = defaultTimeZone,
) {
  let base = db
    .selectFrom("registrations")
    .leftJoin("payLines", (join) =>
      join.onRef("payLines.registrationId", "=", "registrations.id").on("payLines.seq", "=", 1),
    )
    .leftJoin("invoices", "invoices.registrationId", "registrations.id")
    .where("registrations.isDeleted", "=", 0);
  if (scope !== null) base = base.where("registrations.conferenceId", "=", scope);
  if (query.hostUnit) {
    const hostUnit = query.hostUnit;
    base = base.where("registrations.conferenceId", "in", (eb) =>
      eb.selectFrom("conferences").select("id").where("hostUnit", "=", hostUnit),
    );
  }
  if (query.year !== undefined) {
    const [from, to] = zonedYearRange(query.year, timeZone);
    base = base.where("registrations.createTime", ">=", from).where("registrations.createTime", "<", to);
  }
  if (query.createdDate) {
    const [from, to] = zonedDayRange(query.createdDate, timeZone);
    base = base.where("registrations.createTime", ">=", from).where("registrations.createTime", "<", to);
  }
  if (query.payType !== undefined) base = base.where("payLines.payType", "=", query.payType);
  if (query.payStatus !== undefined) base = base.where("payLines.payStatus", "=", query.payStatus);
  if (query.participantTypeId !== undefined) {
    base = base.where("registrations.participantTypeId", "=", query.participantTypeId);
  }
  if (query.invoiceType !== undefined) base = base.where("invoices.invoiceType", "=", query.invoiceType);
  if (query.invoiceStatus !== undefined)
    base = base.where("invoices.invoiceStatus", "=", query.invoiceStatus);
  if (query.isSignIn !== undefined) base = base.where("registrations.isSignIn", "=", query.isSignIn);
  if (query.level !== undefined) base = base.where("registrations.level", "=", query.level);
  const keyword = query.keyword?.trim();
  if (keyword) {
    base = base.where((eb) => {
      // An ID-card scan: matched through the keyed hash, never by decrypting every row.
      if (looksLikeIdNumber(keyword)) return eb("registrations.idNumberHash", "=", pii.idNumberHash(keyword));
      const pattern = likePattern(keyword);
      const like = (column: string): Expression<SqlBool> =>
        sql<SqlBool>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`;
      const alternatives = [
        like("registrations.name"),
        like("registrations.nameEn"),
        like("registrations.email"),
        like("registrations.phone"),
        like("registrations.unit"),
        like("registrations.memberNo"),
        eb("registrations.cardNumber", "=", keyword),
      ];
      if (/^\d{1,9}$/.test(keyword)) alternatives.push(eb("registrations.id", "=", Number(keyword)));
      return eb.or(alternatives);
    });
  }
  const [rows, count] = await Promise.all([
    base
      .selectAll("registrations")
      .orderBy("registrations.id", "desc")
      .limit(query.size)
      .offset((query.page - 1) * query.size)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}
