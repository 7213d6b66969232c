import { describe, expect, it } from "vitest";
import { aBlockContext, aConference, aType } from "#testing/conference";
import { anAcceptedPaper } from "#testing/registration";
import { type PaperEntry, paperInputOf, paperPagesOf, papersBlock } from "./papers-block";

const own: PaperEntry = { ...anAcceptedPaper(), pages: 8, pin: "" };
const others: PaperEntry = { ...anAcceptedPaper({ paperId: "2048" }), pages: 6, pin: "7731" };
const paperConference = aConference({ settings: { isPaper: true } });
const author = aBlockContext({ conference: paperConference, type: aType({ allowsPapers: true }) });

describe("the papers block of newRegist (spec 000 §5 “Papers”)", () => {
  it("shows on a paper conference for a type that allows papers", () => {
    expect(papersBlock.shown(author)).toBe(true);
    expect(papersBlock.shown(aBlockContext({ conference: paperConference }))).toBe(false);
    expect(papersBlock.shown(aBlockContext({ type: aType({ allowsPapers: true }) }))).toBe(false);
  });

  it("sends each paper with its pages, and a PIN only for a paper that needed one to be found", () => {
    expect(paperInputOf(own)).toEqual({ paperId: "1024", pages: 8 });
    expect(paperInputOf(others)).toEqual({ paperId: "2048", pages: 6, pin: "7731" });
  });

  it("prices the papers' pages only while the block is shown", () => {
    expect(paperPagesOf([own, others], author)).toEqual([8, 6]);
    expect(paperPagesOf([own, others], aBlockContext({ conference: paperConference }))).toEqual([]);
  });

  it("keeps a paper opened with someone else's PIN off the device draft", () => {
    expect(papersBlock.draft?.([own, others])).toEqual([own]);
  });
});
