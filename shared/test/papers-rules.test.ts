import { describe, expect, it } from "vitest";
import {
  type AcceptedPaperFacts,
  defaultPaperPages,
  isPaperAuthor,
  type PaperRuleContext,
  paperAdditionIssues,
  paperDeadlinePassed,
  paperInput,
  paperIssues,
  paperLimitOf,
  validationIds as v,
} from "../src";
import { aParticipantType, settings } from "./builders";
import { codes } from "./registration-fixtures";

const author = aParticipantType({ id: 1, allowsPapers: true });
const onePaper = aParticipantType({ id: 2, allowsPapers: true, maxPapers: 1 });
const mustMatch = aParticipantType({ id: 3, allowsPapers: true, paperAuthorMustMatch: true });
const listener = aParticipantType({ id: 4 });

function paper(paperId: string, overrides: Partial<AcceptedPaperFacts> = {}): AcceptedPaperFacts {
  return {
    paperId,
    isFinal: true,
    takenByOther: false,
    authors: "张三",
    authorsEn: "Zhang San",
    ...overrides,
  };
}

function context(overrides: Partial<PaperRuleContext> = {}): PaperRuleContext {
  return {
    settings: settings({ isPaper: true, paperLimit: 2, pageLimit: 8 }),
    type: author,
    accepted: [paper("101"), paper("102"), paper("103")],
    registrant: { name: "张三", nameEn: "" },
    now: new Date("2027-05-01T00:00:00Z"),
    ...overrides,
  };
}

describe("paperInput", () => {
  it("a paper id is trimmed and loses its leading zeros (spec 000 §5 normalisation)", () => {
    expect(paperInput.parse({ paperId: " 000101 ", pages: 6 })).toEqual({ paperId: "101", pages: 6 });
  });

  it("an id of zeros only is no paper id, and a missing page count asks for it", () => {
    const result = paperInput.safeParse({ paperId: "000" });
    expect(result.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([
      ["paperId", v.paperId],
      ["pages", v.paperPages],
    ]);
  });
});

describe("paperIssues", () => {
  it("two final accepted papers of the registrant within the limits have no issues", () => {
    expect(
      paperIssues(context(), [
        { paperId: "101", pages: 8 },
        { paperId: "102", pages: 1 },
      ]),
    ).toEqual([]);
  });

  it("papers are refused on a conference without isPaper and for a type that does not allow them", () => {
    const papers = [{ paperId: "101", pages: 6 }];
    const noPapers = context({ settings: settings({ isPaper: false }) });
    expect(codes(paperIssues(noPapers, papers))).toEqual([`papers:${v.paperUnavailable}`]);
    expect(codes(paperIssues(context({ type: listener }), papers))).toEqual([`papers:${v.paperUnavailable}`]);
    expect(paperIssues(context({ type: listener }), [])).toEqual([]);
  });

  it("the conference's paperLimit caps the count, and the message names it", () => {
    const three = ["101", "102", "103"].map((paperId) => ({ paperId, pages: 6 }));
    expect(paperIssues(context(), three)).toEqual([
      { path: "papers", code: v.paperLimit, params: { max: 2 } },
    ]);
  });

  it("a type's own maxPapers replaces the conference's limit", () => {
    expect(paperLimitOf(settings({ paperLimit: 2 }), onePaper)).toBe(1);
    expect(paperLimitOf(settings({ paperLimit: 2 }), author)).toBe(2);
    const two = [
      { paperId: "101", pages: 6 },
      { paperId: "102", pages: 6 },
    ];
    expect(paperIssues(context({ type: onePaper }), two)).toEqual([
      { path: "papers", code: v.paperLimit, params: { max: 1 } },
    ]);
  });

  it("mustPaper needs at least one paper where papers are offered", () => {
    const must = context({ settings: settings({ isPaper: true, mustPaper: true }) });
    expect(codes(paperIssues(must, []))).toEqual([`papers:${v.paperRequired}`]);
  });

  it("an id that is not an accepted paper, one without a final version and one someone else registered are refused by id", () => {
    const ctx = context({
      settings: settings({ isPaper: true, paperLimit: 3 }),
      accepted: [paper("101", { isFinal: false }), paper("102", { takenByOther: true })],
    });
    const issues = paperIssues(ctx, [
      { paperId: "101", pages: 6 },
      { paperId: "102", pages: 6 },
      { paperId: "999", pages: 6 },
    ]);
    expect(issues).toEqual([
      { path: "papers.0.paperId", code: v.paperNotFinal, params: { paperId: "101" } },
      { path: "papers.1.paperId", code: v.paperTaken, params: { paperId: "102" } },
      { path: "papers.2.paperId", code: v.paperNotFound, params: { paperId: "999" } },
    ]);
  });

  it("the same paper twice is refused at its second entry", () => {
    const issues = paperIssues(context(), [
      { paperId: "101", pages: 6 },
      { paperId: "101", pages: 4 },
    ]);
    expect(codes(issues)).toEqual([`papers.1.paperId:${v.paperDuplicate}`]);
  });

  it("page counts run from 1 to the conference's pageLimit", () => {
    const issues = paperIssues(context(), [
      { paperId: "101", pages: 0 },
      { paperId: "102", pages: 9 },
    ]);
    expect(issues).toEqual([
      { path: "papers.0.pages", code: v.paperPageRange, params: { max: 8 } },
      { path: "papers.1.pages", code: v.paperPageRange, params: { max: 8 } },
    ]);
  });

  it("a type with paperAuthorMustMatch refuses a paper the registrant did not write, naming its id", () => {
    const ctx = context({
      type: mustMatch,
      accepted: [paper("101", { authors: "李四", authorsEn: "Li Si" })],
    });
    expect(paperIssues(ctx, [{ paperId: "101", pages: 6 }])).toEqual([
      { path: "papers.0.paperId", code: v.paperAuthor, params: { paperId: "101" } },
    ]);
    expect(paperIssues(context(), [{ paperId: "101", pages: 6 }])).toEqual([]);
  });
});

describe("the paper deadline", () => {
  const closing = settings({
    isPaper: true,
    paperLimit: 2,
    pageLimit: 8,
    paperDeadline: "2027-05-01T00:00:00Z",
  });

  it("papers are refused after the conference's paper deadline, and accepted up to its very moment", () => {
    const papers = [{ paperId: "101", pages: 6 }];
    const late = context({ settings: closing, now: new Date("2027-05-01T00:00:01Z") });
    expect(paperIssues(late, papers)).toEqual([{ path: "papers", code: v.paperDeadline }]);
    expect(paperIssues(context({ settings: closing }), papers)).toEqual([]);
  });

  it("a registration without papers is not concerned, and no deadline means none", () => {
    const late = context({ settings: closing, now: new Date("2027-06-01T00:00:00Z") });
    expect(paperIssues(late, [])).toEqual([]);
    expect(paperDeadlinePassed(settings({ paperDeadline: null }), new Date("2099-01-01T00:00:00Z"))).toBe(
      false,
    );
  });
});

describe("isPaperAuthor", () => {
  it("the registrant's name among several authors matches, whatever the separator and spacing", () => {
    const paper = { authors: "李四，张 三;王五", authorsEn: "" };
    expect(isPaperAuthor(paper, { name: "张三", nameEn: "" })).toBe(true);
    expect(isPaperAuthor(paper, { name: "赵六", nameEn: "" })).toBe(false);
  });

  it("an English name matches the English authors regardless of case", () => {
    const paper = { authors: "张三", authorsEn: "Zhang San, Li Si" };
    expect(isPaperAuthor(paper, { name: "张三", nameEn: "ZHANG SAN" })).toBe(true);
    expect(isPaperAuthor(paper, { name: "张三", nameEn: "Wang Wu" })).toBe(false);
    expect(isPaperAuthor({ authors: "", authorsEn: "Li Si" }, { name: "Li Si", nameEn: "" })).toBe(true);
  });
});

describe("paperAdditionIssues (spec 002 §5: what refuses one more paper)", () => {
  const listed = [{ paperId: "101", pages: 6 }];

  it("a final accepted paper of the registrant, under the limit, may be added", () => {
    expect(paperAdditionIssues(context(), listed, { paperId: "102", pages: 6 })).toEqual([]);
  });

  it("a paper already in the list, a draft and one another registration holds are refused by their id", () => {
    const ctx = context({
      accepted: [paper("101"), paper("102", { isFinal: false }), paper("103", { takenByOther: true })],
    });
    expect(codes(paperAdditionIssues(ctx, listed, { paperId: "101", pages: 6 }))).toEqual([
      `papers.1.paperId:${v.paperDuplicate}`,
    ]);
    expect(codes(paperAdditionIssues(ctx, listed, { paperId: "102", pages: 6 }))).toEqual([
      `papers.1.paperId:${v.paperNotFinal}`,
    ]);
    expect(codes(paperAdditionIssues(ctx, listed, { paperId: "103", pages: 6 }))).toEqual([
      `papers.1.paperId:${v.paperTaken}`,
    ]);
  });

  it("the third paper where two are the limit, and the second where the type allows one, are refused", () => {
    const two = [...listed, { paperId: "102", pages: 6 }];
    const third = paperAdditionIssues(context(), two, { paperId: "103", pages: 6 });
    expect(third).toEqual([{ path: "papers", code: v.paperLimit, params: { max: 2 } }]);
    const second = paperAdditionIssues(context({ type: onePaper }), listed, { paperId: "102", pages: 6 });
    expect(second).toEqual([{ path: "papers", code: v.paperLimit, params: { max: 1 } }]);
  });

  it("after the paper deadline, or under a type without papers, nothing is added", () => {
    const late = context({
      settings: settings({ isPaper: true, paperDeadline: "2027-04-30T00:00:00.000Z" }),
    });
    expect(codes(paperAdditionIssues(late, [], { paperId: "101", pages: 6 }))).toEqual([
      `papers:${v.paperDeadline}`,
    ]);
    expect(codes(paperAdditionIssues(context({ type: listener }), [], { paperId: "101", pages: 6 }))).toEqual(
      [`papers:${v.paperUnavailable}`],
    );
  });

  it("for a type whose papers must be the registrant's, another author's paper is refused naming its id", () => {
    const ctx = context({
      type: mustMatch,
      accepted: [paper("104", { authors: "李四", authorsEn: "Li Si" })],
    });
    expect(paperAdditionIssues(ctx, [], { paperId: "104", pages: 6 })).toEqual([
      { path: "papers.0.paperId", code: v.paperAuthor, params: { paperId: "104" } },
    ]);
  });

  it("what the list still lacks (mustPaper) does not refuse a paper", () => {
    const ctx = context({
      settings: settings({ isPaper: true, mustPaper: true, paperLimit: 2, pageLimit: 8 }),
    });
    expect(paperAdditionIssues(ctx, [], { paperId: "101", pages: 6 })).toEqual([]);
  });
});

describe("defaultPaperPages", () => {
  it("starts at the fee-free pages (pageFeeLimit), never above pageLimit", () => {
    expect(defaultPaperPages({ pageLimit: 8, pageFeeLimit: 6 })).toBe(6);
    expect(defaultPaperPages({ pageLimit: 4, pageFeeLimit: 6 })).toBe(4);
  });
});
