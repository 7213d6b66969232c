import { sql } from "kysely";
import { expect, it } from "vitest";
import { describeEachDialect } from "../helpers/database";

/**
 * TypeScript's camelCase names are written as SQL's snake_case by the dialect's compiler (snake-case.ts),
 * not by rewriting each query's tree: the SQL, the rows' keys and `withoutPlugins()` (names as given) as
 * before.
 */
describeEachDialect("camelCase names in SQL", ({ db }) => {
  it("writes tables, columns, aliases and references in snake_case", () => {
    const { sql: text } = db()
      .selectFrom("payLines")
      .select(["payLines.outTradeNo", (eb) => eb.fn.countAll().as("lineCount")])
      .where(sql.ref("registrationId"), "=", 1)
      .groupBy("outTradeNo")
      .compile();
    expect(text).toMatch(/"pay_lines"\."out_trade_no"/);
    expect(text).toMatch(/as "line_count"/);
    expect(text).toMatch(/"registration_id" = /);
    expect(text).toMatch(/group by "out_trade_no"/);
    expect(text).not.toMatch(/[a-z][A-Z]/);
  });

  it("writes names as given without plugins (the kiosk sync's camelCase aliases)", () => {
    const { sql: text } = sql`select 1 as ${sql.id("nextValue")} from ${sql.table("change_counter")}`.compile(
      db().withoutPlugins(),
    );
    expect(text).toMatch(/as "nextValue" from "change_counter"/);
    const renamed = sql`select 1 as ${sql.id("nextValue")}`.compile(db());
    expect(renamed.sql).toMatch(/as "next_value"/);
  });

  it("answers rows with camelCase keys, and snake_case ones without plugins", async () => {
    await db()
      .insertInto("changeCounter")
      .values({ id: 9, value: 41 })
      .onConflict((oc) => oc.column("id").doUpdateSet({ value: 41 }))
      .execute();
    const row = await db()
      .selectFrom("changeCounter")
      .select((eb) => [eb("value", "+", 1).as("nextValue")])
      .where("id", "=", 9)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ nextValue: 42 });
    const { rows } = await sql<Record<string, number>>`select value + 1 as next_value from change_counter
      where id = 9`.execute(db().withoutPlugins());
    expect(rows).toEqual([{ next_value: 42 }]);
  });
});
