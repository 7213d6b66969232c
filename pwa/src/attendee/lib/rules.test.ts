import { describe, expect, it } from "vitest";
import { aConference, anInvitation, aType, aWorkshop } from "#testing/conference";
import { i18nIn } from "#testing/i18n";
import { issueText } from "./field-errors";
import { selectionIssues } from "./rules";

const invitation = anInvitation({ unlocksParticipantTypeIds: [2] });
const conference = aConference({
  settings: { isWorkshop: true, workshopLow: 1, workshopHigh: 2 },
  participantTypes: [aType(), aType({ id: 2, isHidden: true })],
  workshops: [aWorkshop(), aWorkshop({ id: 12 }), aWorkshop({ id: 13 })],
});

describe("what preRegist checks before newRegist (the server's rules on the type and workshops)", () => {
  it("asks for a participant type first", () => {
    expect(selectionIssues(conference, null, [11])).toEqual([
      { path: "participantTypeId", code: "validation.participantType" },
    ]);
  });

  it("holds the choice to the conference's number of workshops", () => {
    const [issue, ...more] = selectionIssues(conference, 1, []);
    expect(more).toEqual([]);
    expect(issue?.path).toBe("workshopIds");
    expect(issue && issueText(i18nIn("zh"), issue)).toBe("请选择 1 到 2 项。");
    expect(selectionIssues(conference, 1, [11])).toEqual([]);
  });

  it("offers a hidden type only with the invitation code that unlocks it", () => {
    expect(selectionIssues(conference, 2, [11])).toEqual([
      { path: "participantTypeId", code: "validation.participantTypeUnavailable" },
    ]);
    expect(selectionIssues({ ...conference, invitation }, 2, [11])).toEqual([]);
  });

  it("checks the choice alone, not the registrant's details still to come", () => {
    expect(selectionIssues(conference, 1, [11, 12])).toEqual([]);
  });
});
