import { expect, it } from "vitest";
import { insertConference, insertParticipantType, insertWorkshop } from "#seed/index";
import { describeEachDialect } from "../helpers/database";

// The configuration counter (migration 0012) moves on every change to what registration rules read, and
// not when a workshop's places are taken, so cached conference contexts are re-read exactly when needed.
describeEachDialect("configuration counter", ({ db }) => {
  const version = async () =>
    (await db().selectFrom("configVersion").select("value").where("id", "=", 1).executeTakeFirstOrThrow())
      .value;
  const moves = async (change: () => Promise<unknown>) => {
    const before = await version();
    await change();
    return (await version()) > before;
  };

  it("moves when a conference, a participant type, a fee row or a workshop's settings change", async () => {
    const conference = await insertConference(db());
    const conferenceId = conference.id;
    const type = await insertParticipantType(db(), { conferenceId });
    const workshop = await insertWorkshop(db(), { conferenceId, numberLimit: 10 });
    const changes: [string, () => Promise<unknown>][] = [
      ["conference insert", () => insertConference(db())],
      [
        "conference update",
        () =>
          db()
            .updateTable("conferences")
            .set({ titleEn: "Renamed" })
            .where("id", "=", conferenceId)
            .execute(),
      ],
      ["type insert", () => insertParticipantType(db(), { conferenceId })],
      [
        "type update",
        () => db().updateTable("participantTypes").set({ fee: 1 }).where("id", "=", type.id).execute(),
      ],
      [
        "fee row insert",
        () =>
          db()
            .insertInto("feeRows")
            .values({ participantTypeId: type.id, paperNum: 1, fee: 500, discountFee: 400, pageLimit: 8 })
            .execute(),
      ],
      ["fee row delete", () => db().deleteFrom("feeRows").where("participantTypeId", "=", type.id).execute()],
      ["workshop insert", () => insertWorkshop(db(), { conferenceId })],
      [
        "workshop settings",
        () => db().updateTable("workshops").set({ numberLimit: 20 }).where("id", "=", workshop.id).execute(),
      ],
      ["type delete", () => db().deleteFrom("participantTypes").where("id", "=", type.id).execute()],
    ];
    for (const [name, change] of changes) expect([name, await moves(change)]).toEqual([name, true]);
  });

  it("stays put when a workshop's places are taken or given back", async () => {
    const conference = await insertConference(db());
    const workshop = await insertWorkshop(db(), { conferenceId: conference.id, numberLimit: 10 });
    const take = (delta: number) =>
      db()
        .updateTable("workshops")
        .set((eb) => ({ takenCount: eb("takenCount", "+", delta) }))
        .where("id", "=", workshop.id)
        .execute();
    expect(await moves(() => take(1))).toBe(false);
    expect(await moves(() => take(-1))).toBe(false);
  });
});
