import { sql } from "kysely";
import { beforeAll, expect, it } from "vitest";
import { indexWaitingKeywords, startKeywordIndexJob } from "#features/registrations/keyword-index";
import { keywordFilter } from "#lib/list/keyword";
import { createLogger } from "#logger";
import { insertConference, insertParticipantType, insertRegistration } from "#seed/index";
import { describeEachDialect } from "../helpers/database";
import { testPii } from "../helpers/pii";

const pii = testPii();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The speed issue: SQLite's keyword index takes new registrations in batches (migration 0040), and the
 * keyword search finds a registration the moment it is written, whether it waits for the index or is in it.
 */
describeEachDialect("the keyword index", ({ db, dialect }) => {
  let conferenceId: number;
  let participantTypeId: number;

  beforeAll(async () => {
    conferenceId = (await insertConference(db())).id;
    participantTypeId = (await insertParticipantType(db(), { conferenceId })).id;
  });

  const register = (name: string, unit = "索引研究所") =>
    insertRegistration(db(), { conferenceId, participantTypeId, name, unit }).then((r) => r.id);
  /** The ids the list's keyword filter finds, in order, repeats kept (a row indexed twice would show). */
  const found = async (keyword: string) =>
    (
      await db()
        .selectFrom("registrations")
        .select("id")
        .where(keywordFilter(dialect, keyword, pii))
        .where("conferenceId", "=", conferenceId)
        .orderBy("id")
        .execute()
    ).map((r) => r.id);
  const waitingCount = async () =>
    dialect === "sqlite"
      ? Number(
          (await sql<{ n: number }>`select count(*) as n from registrations_fts_pending`.execute(db()))
            .rows[0]?.n,
        )
      : 0;
  /** FTS5's own check that its index holds exactly what the rows say (SQLite); throws when it does not. */
  const checkIndex = async () => {
    if (dialect === "sqlite")
      await sql`insert into registrations_fts (registrations_fts, rank) values ('integrity-check', 1)`.execute(
        db(),
      );
  };
  const indexAll = async () => {
    while ((await indexWaitingKeywords(db())) > 0);
  };

  it("a new registration is found at once, then from the index once it has taken it, and only once", async () => {
    const id = await register("欧阳明远");
    if (dialect === "sqlite") expect(await waitingCount()).toBeGreaterThan(0);
    expect(await found("欧阳明")).toEqual([id]);
    expect(await found("索引研究")).toContain(id);
    await indexAll();
    expect(await waitingCount()).toBe(0);
    expect(await found("欧阳明")).toEqual([id]);
    await checkIndex();
  });

  it("a rename is found by its new words only, whether the row waits or is indexed", async () => {
    const indexed = await register("司马光华");
    await indexAll();
    const waiting = await register("诸葛青云");
    for (const [id, name] of [
      [indexed, "司马新名"],
      [waiting, "诸葛新名"],
    ] as const)
      await db().updateTable("registrations").set({ name }).where("id", "=", id).execute();
    expect(await found("司马光")).toEqual([]);
    expect(await found("诸葛青")).toEqual([]);
    expect(await found("司马新名")).toEqual([indexed]);
    expect(await found("诸葛新名")).toEqual([waiting]);
    await indexAll();
    expect([await found("司马新名"), await found("诸葛新名"), await found("诸葛青")]).toEqual([
      [indexed],
      [waiting],
      [],
    ]);
    await checkIndex();
  });

  it("a removed row leaves neither the index nor the queue", async () => {
    const indexed = await register("上官远山");
    await indexAll();
    const waiting = await register("上官近水");
    await db().deleteFrom("registrations").where("id", "in", [indexed, waiting]).execute();
    expect(await found("上官远")).toEqual([]);
    expect(await found("上官近")).toEqual([]);
    expect(await waitingCount()).toBe(0);
    await checkIndex();
  });

  it("one run takes at most its batch, first come first", async () => {
    const ids = [];
    for (let n = 0; n < 5; n++) ids.push(await register(`批次人员${n}号`, "分批研究所"));
    const expected = dialect === "sqlite" ? [3, 2, 0] : [0, 0, 0];
    expect([
      await indexWaitingKeywords(db(), 3),
      await indexWaitingKeywords(db(), 3),
      await indexWaitingKeywords(db(), 3),
    ]).toEqual(expected);
    expect(await found("分批研究")).toEqual(ids);
    await checkIndex();
  });

  if (dialect === "sqlite") {
    it("the job indexes what waits without being asked", async () => {
      const id = await register("东方既白");
      const logger = createLogger("silent");
      const job = startKeywordIndexJob({ db: db(), now: () => new Date(), logger }, { intervalMs: 20 });
      try {
        for (let tries = 0; tries < 100 && (await waitingCount()) > 0; tries++) await sleep(20);
      } finally {
        await job.stop();
      }
      expect(await waitingCount()).toBe(0);
      expect(await found("东方既")).toEqual([id]);
      await checkIndex();
    });
  }
});
