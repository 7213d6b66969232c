import { afterEach, describe, expect, it } from "vitest";
import { attendeeDb } from "#attendee/lib/draft-db";
import { deleteAccountDrafts, draftQuery, writeDraft } from "./drafts";

afterEach(async () => {
  await attendeeDb.drafts.clear();
});

const readDraft = (accountId: number, conferenceId: number) =>
  attendeeDb.drafts.get(`${accountId}:${conferenceId}`);
const choice = { participantTypeId: 2, workshopIds: [11], invcode: "" };

describe("the drafts kept in the device's IndexedDB", () => {
  it("keeps one draft per account and conference", async () => {
    await writeDraft(5, 7, { values: { name: "张三" } });
    await writeDraft(5, 8, { values: { name: "Zhang San" } });
    await writeDraft(6, 7, { values: { name: "李四" } });
    expect((await readDraft(5, 7))?.values).toEqual({ name: "张三" });
    expect((await readDraft(5, 8))?.values).toEqual({ name: "Zhang San" });
    expect((await readDraft(6, 7))?.values).toEqual({ name: "李四" });
  });

  it("keeps the preRegist choice and the submission's key when the form's values are saved", async () => {
    await writeDraft(5, 7, { selection: choice });
    await writeDraft(5, 7, { submissionKey: "6f1c2a4e-2b7d-4c1e-9a53-0d8e7f6a5b4c" });
    await writeDraft(5, 7, { values: { name: "张三" } });
    expect(await readDraft(5, 7)).toMatchObject({
      selection: choice,
      values: { name: "张三" },
      submissionKey: "6f1c2a4e-2b7d-4c1e-9a53-0d8e7f6a5b4c",
    });
  });

  it("keeps the values when a new choice is saved, and forgets the choice when told to", async () => {
    await writeDraft(5, 7, { values: { name: "张三" } });
    await writeDraft(5, 7, { selection: choice });
    expect(await readDraft(5, 7)).toMatchObject({ selection: choice, values: { name: "张三" } });
    await writeDraft(5, 7, { selection: null });
    expect((await readDraft(5, 7))?.selection).toBeNull();
  });

  it("reads a saved draft, or nothing, even without a network", async () => {
    const query = draftQuery(5, 7);
    expect(query.networkMode).toBe("always");
    const read = query.queryFn as () => Promise<unknown>;
    expect(await read()).toBeNull();
    await writeDraft(5, 7, { values: { name: "张三" } });
    expect(await read()).toMatchObject({ accountId: 5, conferenceId: 7, values: { name: "张三" } });
  });

  it("on sign-out deletes that account's drafts only: the next person on the phone finds none of them", async () => {
    await writeDraft(5, 7, { values: { name: "张三" } });
    await writeDraft(5, 8, { values: { name: "张三" } });
    await writeDraft(6, 7, { values: { name: "李四" } });
    await deleteAccountDrafts(5);
    expect(await readDraft(5, 7)).toBeUndefined();
    expect(await readDraft(5, 8)).toBeUndefined();
    expect((await readDraft(6, 7))?.values).toEqual({ name: "李四" });
  });
});
