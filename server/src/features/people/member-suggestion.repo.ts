import type { Kysely } from "kysely";
import type { Database } from "#db/schema";

/**
 * Valid members of one list reachable by this e-mail or phone (a handful at most): the caller decides
 * which of them, if exactly one, is the person typed in. Nothing is looked up by name alone.
 */
export function membersByContact(
  db: Kysely<Database>,
  kind: string,
  contact: { email: string; phone: string },
) {
  return db
    .selectFrom("members")
    .select(["id", "name", "gender", "unit", "job", "email", "phone", "memberNo"])
    .where("kind", "=", kind)
    .where("valid", "=", 1)
    .where((eb) =>
      eb.or([
        ...(contact.email ? [eb(eb.fn("lower", ["email"]), "=", contact.email)] : []),
        ...(contact.phone ? [eb("phone", "=", contact.phone)] : []),
      ]),
    )
    .limit(20)
    .execute();
}
