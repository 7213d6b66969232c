import { afterAll, beforeAll, expect, it } from "vitest";
import { startTestApp, type TestApp, type TestClient } from "../helpers/app";
import { signedUpAttendee } from "../helpers/attendees";
import { type BlocksFixture, blocksFixture } from "../helpers/blocks-fixture";
import { describeEachDialect } from "../helpers/database";
import { type Failure, fieldCodes, specialInvoice as special } from "../helpers/invoice-details";

type Own = { invoiceType: number; invoiceTitle: string; invoiceStatus: number; editable: boolean };

/** What the attendee corrects it to: an ordinary digital invoice for the department. */
const corrected = {
  invoiceType: 5,
  invoiceContent: "registrationFee",
  invoiceTitle: "清华大学自动化系",
  taxpayerNumber: " 12100000400000999a ",
};

describeEachDialect(
  "the attendee edits their own registration's invoice (confirm edit invoice)",
  ({ db, dialect }) => {
    let app: TestApp;
    let fx: BlocksFixture;
    beforeAll(async () => {
      app = await startTestApp(db(), dialect);
      fx = await blocksFixture(db(), app.clock.now);
    });
    afterAll(() => app.close());

    /** A new attendee's registration (a delegate, 1,600 yuan unless another type is given) with `special`. */
    async function registered(
      type = fx.types.delegate,
      clientTotal = 1_600_00,
      conferenceId = fx.conference.id,
    ) {
      const attendee = await signedUpAttendee(app);
      const res = await attendee.post<{ id: number }>(`/api/conferences/${conferenceId}/registrations`, {
        name: "张三",
        unit: "清华大学",
        email: "zhangsan@example.com",
        phone: "13912345678",
        participantTypeId: type.id,
        extras: [{ itemId: fx.items.diet.id, value: "无" }],
        clientTotal,
        invoice: special,
      });
      expect(res.status).toBe(201);
      return { attendee, id: res.body.id };
    }
    const path = (id: number) => `/api/registrations/${id}/invoice`;
    const edit = (client: TestClient, id: number, invoice: Record<string, unknown>) =>
      client.request<Failure & { changed: string[] }>("PUT", path(id), { invoice });
    const stored = (registrationId: number) =>
      db()
        .selectFrom("invoices")
        .selectAll()
        .where("registrationId", "=", registrationId)
        .executeTakeFirstOrThrow();
    const setStatus = (registrationId: number, invoiceStatus: 0 | 1 | 2 | 3 | -1 | -2 | -3) =>
      db()
        .updateTable("invoices")
        .set({ invoiceStatus })
        .where("registrationId", "=", registrationId)
        .execute();
    const ownEdits = (invoiceId: number) =>
      db()
        .selectFrom("auditLog")
        .select(["actorKind", "data"])
        .where("action", "=", "invoice.ownEdit")
        .where("entityId", "=", invoiceId)
        .execute();

    it("the owner reads the details, corrects them, and the audit names the changed fields, not their values", async () => {
      const { attendee, id } = await registered();
      const before = await attendee.get<Own>(path(id));
      expect(before.body).toMatchObject({
        invoiceType: 6,
        invoiceTitle: "清华大学",
        invoiceStatus: 0,
        editable: true,
      });
      const res = await edit(attendee, id, corrected);
      expect(res.status).toBe(200);
      expect(res.body.changed).toEqual([
        "invoiceType",
        "invoiceContent",
        "invoiceTitle",
        "taxpayerNumber",
        "address",
        "phone",
        "bank",
        "account",
      ]);
      const row = await stored(id);
      // Stored as the form stores it: normalised, and the bank details a type-5 invoice was given are gone.
      expect(row).toMatchObject({
        invoiceType: 5,
        invoiceTitle: "清华大学自动化系",
        taxpayerNumber: "12100000400000999A",
        bank: "",
        invoiceStatus: 0,
      });
      const audits = await ownEdits(row.id);
      expect(audits.map((a) => a.actorKind)).toEqual(["attendee"]);
      expect(audits[0]?.data).not.toContain("自动化系");
      // The registration's read model follows: the detail shows the new type.
      const detail = await attendee.get<{ standing: { invoiceType: number } }>(`/api/registrations/${id}`);
      expect(detail.body.standing.invoiceType).toBe(5);
    });

    it("is refused while the invoice is issued (2), issuing (3) or voiding (-3), and allowed at 0, 1, -1, -2", async () => {
      const { attendee, id } = await registered();
      for (const status of [2, 3, -3] as const) {
        await setStatus(id, status);
        const res = await edit(attendee, id, corrected);
        expect([res.status, res.body.code], `status ${status}`).toEqual([409, "INVOICE_NOT_EDITABLE"]);
        expect(res.body.message).not.toBe("");
        expect((await attendee.get<Own>(path(id))).body.editable).toBe(false);
        expect((await stored(id)).invoiceTitle).toBe("清华大学");
      }
      expect(await ownEdits((await stored(id)).id)).toEqual([]);
      for (const status of [0, 1, -1, -2] as const) {
        await setStatus(id, status);
        const title = `清华大学${status}`;
        const res = await edit(attendee, id, { ...corrected, invoiceTitle: title });
        expect(res.status, `status ${status}`).toBe(200);
        expect(await stored(id)).toMatchObject({ invoiceTitle: title, invoiceStatus: status });
      }
    });

    it("another account gets 404 reading or editing it, and nothing changes", async () => {
      const { id } = await registered();
      const stranger = await signedUpAttendee(app);
      expect((await stranger.get<Failure>(path(id))).status).toBe(404);
      const res = await edit(stranger, id, corrected);
      expect([res.status, res.body.code]).toEqual([404, "REGISTRATION_NOT_FOUND"]);
      expect((await stored(id)).invoiceTitle).toBe("清华大学");
    });

    it("holds the attendee to the form's rules: the society is not a buyer; nothing is stored", async () => {
      const { attendee, id } = await registered();
      const res = await edit(attendee, id, {
        ...corrected,
        invoiceTitle: "中国自动化学会",
        taxpayerNumber: "",
      });
      expect(res.status).toBe(400);
      expect(fieldCodes(res)).toEqual([
        "invoice.taxpayerNumber:validation.required",
        "invoice.invoiceTitle:validation.invoiceTitleSociety",
      ]);
      expect((await stored(id)).invoiceTitle).toBe("清华大学");
    });

    it("keeps an ordinary digital invoice within the 10,000-yuan cap of the unpaid fee; a special one stays", async () => {
      const { attendee, id } = await registered(fx.types.industry, 12_000_00);
      const res = await edit(attendee, id, corrected);
      expect(res.status).toBe(400);
      expect(res.body.details?.fields).toEqual([
        expect.objectContaining({ path: "invoice.invoiceType", code: "validation.invoiceElectronicCap" }),
      ]);
      expect((await stored(id)).invoiceType).toBe(6);
      const kept = await edit(attendee, id, { ...special, invoiceTitle: "清华大学自动化系" });
      expect(kept.status).toBe(200);
    });

    it("is refused on invoice-only conferences, where the details are the order", async () => {
      const { attendee, id } = await registered();
      const row = await db()
        .selectFrom("conferences")
        .select("settings")
        .where("id", "=", fx.conference.id)
        .executeTakeFirstOrThrow();
      const settings = JSON.parse(row.settings) as Record<string, unknown>;
      try {
        await db()
          .updateTable("conferences")
          .set({ settings: JSON.stringify({ ...settings, isOnlyinvoice: true }) })
          .where("id", "=", fx.conference.id)
          .execute();
        expect((await attendee.get<Own>(path(id))).body.editable).toBe(false);
        const res = await edit(attendee, id, corrected);
        expect([res.status, res.body.code]).toEqual([409, "INVOICE_ONLY_CONFERENCE"]);
      } finally {
        await db()
          .updateTable("conferences")
          .set({ settings: row.settings })
          .where("id", "=", fx.conference.id)
          .execute();
      }
      expect((await stored(id)).invoiceTitle).toBe("清华大学");
    });
  },
);
