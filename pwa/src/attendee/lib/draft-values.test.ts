import { describe, expect, it } from "vitest";
import type { BlockContext } from "#attendee/blocks/index";
import type { PaperEntry } from "#attendee/blocks/papers/papers-block";
import { aConference, aType, aWorkshop, earlyBirdDay } from "#testing/conference";
import { anAcceptedPaper, anEditForm, zhangSan } from "#testing/registration";
import { draftValuesOf, startingChoice, startingValues } from "./draft-values";

const ownPaper: PaperEntry = { ...anAcceptedPaper(), pages: 8, pin: "" };
const pinPaper: PaperEntry = { ...anAcceptedPaper({ paperId: "2048" }), pages: 6, pin: "7731" };
const author = aType({ id: 2, allowsPapers: true });
const paperConference = aConference({ settings: { isPaper: true }, participantTypes: [aType(), author] });
const context = (type = author): BlockContext => ({
  conference: paperConference,
  type,
  now: earlyBirdDay,
  lockedFields: [],
});
const account = { name: "Zhang San", email: "account@example.cn" };

describe("what a draft keeps on the device (DOMAIN.md §10)", () => {
  it("keeps the registrant's details but never the document number", () => {
    const kept = draftValuesOf({ ...zhangSan, idType: 1, job: "Professor" });
    expect(kept).toEqual({
      name: "张三",
      unit: "清华大学",
      email: "zhang.san@example.edu.cn",
      phone: "13812345678",
      idType: 1,
      job: "Professor",
    });
  });

  it("keeps the attendee's own papers but not one opened with someone else's PIN", () => {
    expect(draftValuesOf({ papers: [ownPaper, pinPaper] }).papers).toEqual([ownPaper]);
  });

  it("keeps a block's value as the attendee left it (a hotel booking half filled in)", () => {
    const hotel = {
      book: true,
      hotelId: 21,
      roomTypeId: null,
      startDate: "2027-05-20",
      endDate: "",
      residentType: 1 as const,
      roommateName: "",
      hotelPayType: null,
    };
    expect(draftValuesOf({ hotel }).hotel).toEqual(hotel);
  });
});

describe("where newRegist's form starts", () => {
  it("starts a new registration from the account's name and e-mail, the device draft over them", () => {
    const values = startingValues(context(), { edit: null, account, draft: null });
    expect(values).toMatchObject({ name: "Zhang San", email: "account@example.cn", phone: "", papers: [] });
    const restored = startingValues(context(), {
      edit: null,
      account,
      draft: { name: "张三", phone: "13812345678", papers: [ownPaper] },
    });
    expect(restored).toMatchObject({
      name: "张三",
      email: "account@example.cn",
      phone: "13812345678",
      papers: [ownPaper],
    });
  });

  it("clears the blocks this participant type does not have, whatever the draft held", () => {
    const values = startingValues(context(aType()), { edit: null, account, draft: { papers: [ownPaper] } });
    expect(values.papers).toEqual([]);
  });

  it("starts an edit from the registration as stored, not from the account or a draft", () => {
    const edit = anEditForm({
      input: { participantTypeId: 2, papers: [{ paperId: "1024", pages: 9 }] },
      heldPapers: [anAcceptedPaper()],
    });
    const values = startingValues(context(), { edit, account, draft: { name: "Someone else" } });
    expect(values).toMatchObject({ name: "张三", email: "zhang.san@example.edu.cn" });
    expect(values.papers).toEqual([{ ...anAcceptedPaper(), pages: 9, pin: "" }]);
  });
});

describe("where preRegist's choice starts", () => {
  const types = [aType({ id: 1 }), aType({ id: 2 })];
  const workshops = [aWorkshop({ id: 11 }), aWorkshop({ id: 12, remaining: 0 })];
  const saved = { participantTypeId: 2, workshopIds: [11, 12], invcode: "VIP2027" };
  const base = { saved, edit: null, invcode: "VIP2027", types, workshops };

  it("brings back a draft's choice made with the same invitation code, without a workshop filled since", () => {
    expect(startingChoice(base)).toEqual({ typeId: 2, workshopIds: [11], fresh: false });
  });

  it("does not bring back a choice made with another invitation code (it may have opened other types)", () => {
    expect(startingChoice({ ...base, invcode: undefined })).toEqual({
      typeId: null,
      workshopIds: [],
      fresh: true,
    });
  });

  it("chooses the type for the attendee when there is only one, and drops a saved type no longer offered", () => {
    expect(startingChoice({ ...base, saved: null, types: [aType({ id: 1 })] })).toMatchObject({ typeId: 1 });
    expect(startingChoice({ ...base, types: [aType({ id: 1 }), aType({ id: 3 })] }).typeId).toBeNull();
  });

  it("starts an edit from its own choice, full workshops included (its own place is among the taken ones)", () => {
    const edit = anEditForm({ input: { participantTypeId: 1, workshopIds: [12, 99] } });
    expect(startingChoice({ ...base, edit })).toEqual({ typeId: 1, workshopIds: [12], fresh: false });
  });
});
