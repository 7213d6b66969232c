// The invoices issue's race: twenty issue, batch and re-issue requests at once on one applied invoice
// (twenty parallel issues once gave three live numbers on SQLite, two on Postgres). However they
// interleave, the payment ends with exactly one live number, and every request that did not act answers
// a clear code (DOMAIN.md §5).
import {
  type DatabaseConfig,
  insertConference,
  insertInvoice,
  insertParticipantType,
  insertPayLine,
  insertRegistration,
  openDatabase,
  type Reply,
  type TestClient,
} from "@confreg/server/testing";
import { describe, errorCode } from "../attendees";
import type { BenchCase } from "../harness/context";
import { recordCheck, recordFigure, timed } from "../harness/results";

const requestCount = 20;
/** What a request that lost the race answers: the invoice's state in words. */
const clearCodes = ["INVOICE_ALREADY_ISSUED", "INVOICE_IN_PROGRESS", "INVOICE_NOT_ISSUED"];

type BatchBody = { items: { invoiceId: number; outcome: string; code?: string }[] };

/** Paid registrations of a conference of their own, each with a digital invoice applied for (status 1). */
async function appliedInvoices(database: DatabaseConfig, count: number): Promise<number[]> {
  const { db, close } = await openDatabase(database);
  try {
    const conference = await insertConference(db, {
      titleZh: "发票并发基准",
      titleEn: "Invoice race bench",
      systemCode: "INVRACE",
    });
    const type = await insertParticipantType(db, { conferenceId: conference.id, fee: 160_000 });
    const ids: number[] = [];
    for (let i = 0; i < count; i++) {
      const registration = await insertRegistration(db, {
        conferenceId: conference.id,
        participantTypeId: type.id,
        name: `发票并发${i}`,
        unit: "基准大学",
        email: `invoice.race.${i}@example.com`,
      });
      const paid = { registrationId: registration.id, payType: 1 as const, payStatus: 2 as const };
      await insertPayLine(db, { ...paid, totalFee: 160_000, receivedFee: 160_000 });
      const invoice = await insertInvoice(db, {
        registrationId: registration.id,
        invoiceType: 5,
        invoiceStatus: 1,
        invoiceTitle: "基准大学",
        taxpayerNumber: "12100000400000640D",
      });
      ids.push(invoice.id);
    }
    return ids;
  } finally {
    await close();
  }
}

/** The built-in issuer's numbers for the invoice that no red reversal cancels, and the invoice's own. */
async function liveNumbers(database: DatabaseConfig, invoiceId: number) {
  const { db, close } = await openDatabase(database);
  try {
    const rows = await db
      .selectFrom("builtinInvoices")
      .select(["kind", "invoiceNumber", "originalNumber"])
      .where("invoiceId", "=", invoiceId)
      .execute();
    const reversed = new Set(rows.filter((r) => r.kind === "reversal").map((r) => r.originalNumber));
    const live = rows.filter((r) => r.kind === "invoice" && !reversed.has(r.invoiceNumber));
    const invoice = await db
      .selectFrom("invoices")
      .select("invoiceNumber")
      .where("id", "=", invoiceId)
      .executeTakeFirstOrThrow();
    return { live: live.map((r) => r.invoiceNumber), current: invoice.invoiceNumber };
  } finally {
    await close();
  }
}

/** The twenty requests at once: issues, batches that include it (and another invoice), re-issues. */
function race(admin: TestClient, invoiceId: number, otherId: number): Promise<Reply<unknown>[]> {
  const path = `/api/admin/invoices/${invoiceId}`;
  return Promise.all(
    Array.from({ length: requestCount }, (_, i) => {
      if (i % 4 === 1) return admin.post("/api/admin/invoices/batch", { invoiceIds: [otherId, invoiceId] });
      if (i % 4 === 3) return admin.post(`${path}/reissue`, { reason: `bench correction ${i}` });
      return admin.post(`${path}/issue`);
    }),
  );
}

/** Answers that are neither an action done nor a clear refusal (a 500, an unknown code). */
function unclear(replies: Reply<unknown>[], invoiceId: number): string[] {
  return replies.flatMap((reply) => {
    if (reply.status === 200 && typeof reply.body === "object" && reply.body && "items" in reply.body) {
      const item = (reply.body as BatchBody).items.find((entry) => entry.invoiceId === invoiceId);
      return item?.outcome === "refused" && !clearCodes.includes(item.code ?? "") ? [describe(reply)] : [];
    }
    if (reply.status === 200) return [];
    const code = errorCode(reply);
    return reply.status === 409 && clearCodes.some((c) => code.endsWith(c)) ? [] : [code];
  });
}

export const invoiceRace: BenchCase = {
  name: "invoice-race",
  async run(context) {
    const rounds = context.runs;
    const ids = await appliedInvoices(context.database, rounds * 2);
    const admin = await context.admin();
    let wrong = 0;
    const others: string[] = [];
    const times: number[] = [];
    for (let round = 0; round < rounds; round++) {
      const invoiceId = ids[round * 2] as number;
      const [ms, replies] = await timed(() => race(admin, invoiceId, ids[round * 2 + 1] as number));
      times.push(ms);
      others.push(...unclear(replies, invoiceId));
      const { live, current } = await liveNumbers(context.database, invoiceId);
      if (live.length !== 1 || live[0] !== current) {
        console.error(
          `invoice race: invoice ${invoiceId} has live numbers ${live.join(", ")} (its own: ${current})`,
        );
        wrong += 1;
      }
    }
    if (others.length) console.error("invoice race: unclear answers:", others.slice(0, 10));
    const title = `invoice race: ${requestCount} issue, batch and re-issue requests at once on one invoice`;
    recordCheck(`${title}, invoices of ${rounds} left with other than one live number`, wrong, 0);
    recordCheck(`${title}, answers neither done nor a clear code`, others.length, 0);
    recordFigure(`${title}, all answered (reported)`, "ms", times, null);
  },
};
