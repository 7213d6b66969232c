import { sql } from "kysely";
import { afterAll, beforeAll, expect, it } from "vitest";
import { startTestApp, type TestApp, type TestClient } from "../helpers/app";
import { describeEachDialect } from "../helpers/database";
import { secondProcessDb } from "../helpers/second-process";
import {
  type CheckinConference,
  checkinConference,
  checkinEvent,
  enrolKiosk,
  officeAccount,
  openStream,
  postEvents,
  registrant,
} from "./harness";

describeEachDialect("the kiosks' push channel (server-sent events)", ({ db, dialect, handle }) => {
  const otherProcess = secondProcessDb(handle);
  let app: TestApp;
  let at: CheckinConference;
  let admin: TestClient;

  beforeAll(async () => {
    app = await startTestApp(db(), dialect, { database: handle().config });
    at = await checkinConference(db(), app.clock.now);
    admin = await officeAccount(app, db(), 1, null);
  });
  afterAll(() => app.close());

  it("a check-in by one kiosk reaches another kiosk's stream as `changed` within two seconds", async () => {
    const person = await registrant(db(), at, 2);
    const scanner = await enrolKiosk(app, admin, at.conference.id, "Scanner");
    const watcher = await enrolKiosk(app, admin, at.conference.id, "Watcher");
    const stream = openStream(app, watcher.token);
    try {
      expect(await stream.status).toBe(200);
      // On connecting, the conference's cursor as it is.
      const connected = await stream.changedAfter(-1, 2_000);
      const posted = Date.now();
      expect((await postEvents(app, scanner.token, [checkinEvent(person.id, app.clock.now)])).status).toBe(
        200,
      );
      const cursor = await stream.changedAfter(connected, 2_000);
      expect(Date.now() - posted).toBeLessThan(2_000);
      const row = await db()
        .selectFrom("registrations")
        .select("changeSeq")
        .where("id", "=", person.id)
        .executeTakeFirstOrThrow();
      expect(cursor).toBe(row.changeSeq);
    } finally {
      await stream.close();
    }
  });

  it("a change of another conference is not told to this conference's kiosks", async () => {
    const other = await checkinConference(db(), app.clock.now);
    const watcher = await enrolKiosk(app, admin, at.conference.id, "Quiet");
    const stream = openStream(app, watcher.token);
    try {
      const connected = await stream.changedAfter(-1, 2_000);
      await registrant(db(), other, 2);
      await expect(stream.changedAfter(connected, 700)).rejects.toThrow(/no change/);
      const mine = await registrant(db(), at, 0);
      const row = await db()
        .selectFrom("registrations")
        .select("changeSeq")
        .where("id", "=", mine.id)
        .executeTakeFirstOrThrow();
      // The registration and its fee line are two units of work: the stream tells the last one's cursor.
      expect(await stream.changedAfter(row.changeSeq - 1, 2_000)).toBe(row.changeSeq);
    } finally {
      await stream.close();
    }
  });

  it("a kiosk without a valid token gets no stream", async () => {
    const res = await fetch(`${app.url}/api/kiosk/stream`);
    expect(res.status).toBe(401);
    const made = await fetch(`${app.url}/api/kiosk/stream`, { headers: { authorization: "Bearer nope" } });
    expect(made.status).toBe(401);
  });

  it.runIf(dialect === "postgres")(
    "two server processes on one database: a check-in through one reaches a kiosk listening on the other",
    async () => {
      const second = await startTestApp(otherProcess(), dialect, { database: handle().config });
      try {
        const person = await registrant(db(), at, 2);
        const scanner = await enrolKiosk(app, admin, at.conference.id, "Scanner 2");
        const watcher = await enrolKiosk(app, admin, at.conference.id, "Watcher 2");
        // The watcher listens on the second process; the scan goes to the first.
        const stream = openStream(second, watcher.token);
        try {
          const connected = await stream.changedAfter(-1, 2_000);
          // Let the second process's LISTEN connection come up before the change is made.
          await new Promise((resolve) => setTimeout(resolve, 300));
          await postEvents(app, scanner.token, [checkinEvent(person.id, app.clock.now)]);
          const cursor = await stream.changedAfter(connected, 2_000);
          const row = await db()
            .selectFrom("registrations")
            .select("changeSeq")
            .where("id", "=", person.id)
            .executeTakeFirstOrThrow();
          expect(cursor).toBe(row.changeSeq);
        } finally {
          await stream.close();
        }
      } finally {
        await second.close();
      }
    },
  );

  it.runIf(dialect === "postgres")(
    "a process whose listening connection is cut reconnects, and its kiosks hear of what changed meanwhile",
    async () => {
      const second = await startTestApp(otherProcess(), dialect, { database: handle().config });
      try {
        const watcher = await enrolKiosk(app, admin, at.conference.id, "Watcher 3");
        const stream = openStream(second, watcher.token);
        try {
          await stream.changedAfter(-1, 2_000);
          await new Promise((resolve) => setTimeout(resolve, 300));
          const config = handle().config;
          const schema = config.kind === "postgres" ? config.schema : "";
          const { rows } = await sql<{ cut: boolean }>`
            select pg_terminate_backend(pid) as cut from pg_stat_activity
            where query = ${`listen "confreg_changes_${schema}"`}`.execute(db());
          expect(rows.length).toBe(2);
          // Made while the second process cannot hear: told after it reconnects (about a second).
          const person = await registrant(db(), at, 2);
          const row = await db()
            .selectFrom("registrations")
            .select("changeSeq")
            .where("id", "=", person.id)
            .executeTakeFirstOrThrow();
          expect(await stream.changedAfter(row.changeSeq - 1, 5_000)).toBeGreaterThanOrEqual(row.changeSeq);
        } finally {
          await stream.close();
        }
      } finally {
        await second.close();
      }
    },
  );
});
