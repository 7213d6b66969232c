import { sql } from "kysely";
import type { AnyDb } from "./helpers";

/**
 * Saved people and the member suggestion (the form issue): what the society's lists know of a member
 * besides the name and number (gender, job title, e-mail, phone), so the form can offer to fill them
 * when a name and an e-mail or phone match one member (spec 000 §3 "member info suggestion"). Members are
 * found by the (kind, name) index; the contact is compared in code.
 */
const columns = [
  ["gender", "integer", null],
  ["job", "text", "''"],
  ["email", "text", "''"],
  ["phone", "text", "''"],
] as const;

export async function up(db: AnyDb): Promise<void> {
  for (const [name, type, fallback] of columns) {
    await db.schema
      .alterTable("members")
      .addColumn(name, type, (c) => (fallback === null ? c : c.notNull().defaultTo(sql.raw(fallback))))
      .execute();
  }
}

export async function down(db: AnyDb): Promise<void> {
  for (const [name] of [...columns].reverse()) {
    await db.schema.alterTable("members").dropColumn(name).execute();
  }
}
