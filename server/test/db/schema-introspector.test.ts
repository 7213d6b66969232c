import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrateToLatest } from "#db/migrate";
import { migrations } from "#db/migrations/index";
import { createTestDatabase, type TestDatabase } from "../helpers/database";

/**
 * On Postgres the introspector (which kysely's migrator asks whether its tables exist) reads the
 * connection's own schema: another schema of the same database (one being dropped by a test beside it
 * made the listing fail) is not its concern.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)("the Postgres introspector reads its own schema", () => {
  let mine: TestDatabase;
  let other: TestDatabase;
  const schemaOf = (database: TestDatabase) =>
    database.config.kind === "postgres" ? database.config.schema : "";

  beforeAll(async () => {
    mine = await createTestDatabase("postgres");
    other = await createTestDatabase("postgres", { migrate: false });
    await sql`create table lonely (id integer primary key, note text not null default 'x')`.execute(other.db);
  });
  afterAll(async () => {
    await mine?.destroy();
    await other?.destroy();
  });

  it("lists its own tables and columns, not another schema's", async () => {
    const tables = await mine.db.introspection.getTables();
    expect(new Set(tables.map((table) => table.schema))).toEqual(new Set([schemaOf(mine)]));
    const names = tables.map((table) => table.name);
    expect(names).toContain("registrations");
    expect(names).not.toContain("lonely");
    expect(names).not.toContain("kysely_migration");
    const id = tables.find((table) => table.name === "registrations")?.columns.find((c) => c.name === "id");
    expect(id).toMatchObject({ isNullable: false, isAutoIncrementing: true });

    const lonely = (await other.db.introspection.getTables()).find((table) => table.name === "lonely");
    expect(lonely?.columns).toEqual([
      expect.objectContaining({ name: "id", dataType: "int4", isNullable: false, hasDefaultValue: false }),
      expect.objectContaining({ name: "note", dataType: "text", isNullable: false, hasDefaultValue: true }),
    ]);
  });

  it("finds the migration tables when asked, so migrating again changes nothing", async () => {
    const internal = await mine.db.introspection.getTables({ withInternalKyselyTables: true });
    expect(internal.map((table) => table.name)).toContain("kysely_migration");
    const applied = async () =>
      (await sql<{ n: number }>`select count(*) as n from kysely_migration`.execute(mine.db)).rows[0]?.n;
    expect(await applied()).toBe(Object.keys(migrations).length);
    await migrateToLatest(mine.db);
    expect(await applied()).toBe(Object.keys(migrations).length);
  });
});
