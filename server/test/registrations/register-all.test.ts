import { Actor, registrationInput } from "@confreg/shared";
import { beforeAll, expect, it } from "vitest";
import { transact } from "#db/transact";
import { loadConferenceContext } from "#features/conferences/conferences.service";
import { checkRegistrationInput, registerAllIn } from "#features/registrations/create-registration";
import { describeEachDialect } from "../helpers/database";
import { conferenceFixture, type Fixture, freshIdNumber, registrationBody } from "../helpers/fixtures";
import { testPii } from "../helpers/pii";
import { workshopTaken } from "../helpers/places";

const now = new Date("2027-03-01T08:00:00Z");
const actor = { kind: Actor.admin, id: null };

describeEachDialect("registering several registrations at once", ({ db }) => {
  let fx: Fixture;
  const pii = testPii();
  beforeAll(async () => {
    fx = await conferenceFixture(db(), now);
  });

  const checked = async (name: string, overrides: Record<string, unknown> = {}) => {
    const context = await loadConferenceContext(db(), fx.conference.id, undefined);
    const input = registrationInput.parse(registrationBody(fx, { name, ...overrides }));
    return checkRegistrationInput(db(), context, input, now, Actor.admin);
  };
  const registerAll = async (list: Awaited<ReturnType<typeof checked>>[]) => {
    const context = await loadConferenceContext(db(), fx.conference.id, undefined);
    return transact(
      db(),
      (tx) =>
        registerAllIn(
          tx,
          pii,
          context,
          list.map((c) => ({ checked: c, by: { accountId: null, actor } })),
        ),
      { at: now },
    );
  };
  const namesOf = async () =>
    (
      await db()
        .selectFrom("registrations")
        .select("name")
        .where("conferenceId", "=", fx.conference.id)
        .orderBy("id")
        .execute()
    ).map((r) => r.name);
  const smallTaken = () => workshopTaken(db(), fx.workshops.small.id);

  it("writes each in order with its own first payment line and workshop places", async () => {
    const small = { workshopIds: [fx.workshops.small.id], clientTotal: 80_000 + 50_000 };
    const list = [await checked("甲"), await checked("乙", small), await checked("丙")];
    const written = await registerAll(list);
    expect(await namesOf()).toEqual(["甲", "乙", "丙"]);
    const lines = await db()
      .selectFrom("payLines")
      .innerJoin("registrations", "registrations.id", "payLines.registrationId")
      .select(["registrations.name", "payLines.id", "payLines.seq", "payLines.totalFee"])
      .where(
        "payLines.registrationId",
        "in",
        written.map((w) => w.registrationId),
      )
      .orderBy("payLines.registrationId")
      .execute();
    expect(lines.map((l) => [l.name, l.seq, l.totalFee])).toEqual([
      ["甲", 1, 110_000],
      ["乙", 1, 130_000],
      ["丙", 1, 110_000],
    ]);
    expect(written.map((w) => w.payLineId)).toEqual(lines.map((l) => l.id));
    expect(await smallTaken()).toBe(1);
  });

  it("refuses the same ID number twice in one call, and a full workshop, writing nothing", async () => {
    const before = await namesOf();
    const idNumber = freshIdNumber();
    const twice = [await checked("丁", { idNumber }), await checked("戊", { idNumber })];
    await expect(registerAll(twice)).rejects.toMatchObject({ code: "ID_NUMBER_REGISTERED" });
    const small = { workshopIds: [fx.workshops.small.id], clientTotal: 80_000 + 50_000 };
    const tooMany = [await checked("己", small), await checked("庚", small), await checked("辛", small)];
    await expect(registerAll(tooMany)).rejects.toMatchObject({ code: "WORKSHOP_FULL" });
    expect(await namesOf()).toEqual(before);
    expect(await smallTaken()).toBe(1);
  });
});
