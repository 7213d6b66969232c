import type { Kysely } from "kysely";
import { expect, it } from "vitest";
import type { Database } from "#db/schema";
import { takeLease } from "#jobs/lease";
import { type LeasedJobSpec, leasedJob } from "#jobs/leased-job";
import { createLogger } from "#logger";
import { describeEachDialect } from "../helpers/database";
import { secondProcessDb } from "../helpers/second-process";

const minute = 60_000;

describeEachDialect("leased background jobs", ({ db, handle }) => {
  const other = secondProcessDb(handle);
  const clock = { now: new Date("2027-03-01T08:00:00.000Z") };
  const later = (ms: number) => {
    clock.now = new Date(clock.now.getTime() + ms);
  };
  const logger = createLogger("silent");
  /** The same job as one process starts it: each on its own connection; `ran` records who ran it. */
  const processes = (name: string, run?: LeasedJobSpec["run"]) => {
    const ran: string[] = [];
    const start = (holder: string, connection: Kysely<Database>) =>
      leasedJob(
        { db: connection, now: () => clock.now, logger },
        { name, everyMs: minute, run: run ?? (async () => ran.push(holder)) },
        holder,
      );
    return { ran, a: start("a", db()), b: start("b", other()) };
  };

  it("runs in one process at a time; the holder keeps it from look to look; another takes over at its stop", async () => {
    const { ran, a, b } = processes("one-at-a-time");
    expect(await a.tick()).toBe(true);
    expect(await b.tick()).toBe(false);
    later(minute);
    expect(await b.tick()).toBe(false);
    expect(await a.tick()).toBe(true);
    later(minute);
    await a.stop();
    expect(await b.tick()).toBe(true);
    expect(await a.tick()).toBe(false);
    expect(ran).toEqual(["a", "a", "b"]);
  });

  it("a holder that stops looking (its process died) is taken over once its lease has expired", async () => {
    const { ran, a, b } = processes("died");
    expect(await a.tick()).toBe(true);
    // The lease lasts three looks by default.
    later(3 * minute - 1);
    expect(await b.tick()).toBe(false);
    later(1);
    expect(await b.tick()).toBe(true);
    expect(await a.tick()).toBe(false);
    expect(ran).toEqual(["a", "b"]);
  });

  it("a run that has lost its lease ends at its next renewal", async () => {
    const batches: number[] = [];
    const { a } = processes("lost", async (lease) => {
      for (let batch = 0; batch < 10; batch++) {
        batches.push(batch);
        if (batch === 1) {
          // The run stalls past its lease, and another process takes the job over meanwhile.
          later(3 * minute);
          await takeLease(other(), { name: "lost", holder: "b", ttlMs: 3 * minute }, clock.now);
        }
        if (!(await lease.renew())) return;
      }
    });
    expect(await a.tick()).toBe(true);
    expect(batches).toEqual([0, 1]);
  });

  it("stopping ends a run at its next renewal and gives the lease up at once", async () => {
    const batches: number[] = [];
    let stopped: Promise<void> | undefined;
    const { a, b } = processes("stopped", async (lease) => {
      for (let batch = 0; batch < 10; batch++) {
        batches.push(batch);
        if (batch === 2) stopped = a.stop();
        if (!(await lease.renew())) return;
      }
    });
    expect(await a.tick()).toBe(true);
    await stopped;
    expect(batches).toEqual([0, 1, 2]);
    expect(await b.tick()).toBe(true);
  });

  it("a run that fails is logged, and the next look runs the job again", async () => {
    let runs = 0;
    const { a } = processes("failing", async () => {
      runs += 1;
      if (runs === 1) throw new Error("database went away");
    });
    expect(await a.tick()).toBe(false);
    expect(await a.tick()).toBe(true);
    expect(runs).toBe(2);
  });

  it("its timer never keeps the process alive", async () => {
    const timers = () => process.getActiveResourcesInfo().filter((kind) => kind === "Timeout").length;
    const { a } = processes("timer");
    const before = timers();
    a.start();
    expect(timers()).toBe(before);
    await a.stop();
  });
});
