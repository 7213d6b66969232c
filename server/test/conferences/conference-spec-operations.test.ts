import { expect, it } from "vitest";
import { describeApiDocument, untracedSpecOperations } from "../helpers/spec-operations";

/** Spec 002 §7: the conference and discount-scheme calls the conference editor covers. */
const conferenceEditorOperations = [
  "getMeetingList",
  "getConferenceListByYearAndHost",
  "getMeetingDetail",
  "manage-conference/detail",
  "saveMeeting",
  "deleteMeeting",
  "group/managerGroupSheme",
  "group/create",
  "group/deleteGroupScheme",
];

describeApiDocument("the conference editor's spec operations in the API description", (doc) => {
  it("every conference and scheme call the spec names is traced to an operation by x-spec-operations", () => {
    expect(new Set(conferenceEditorOperations).size).toBe(conferenceEditorOperations.length);
    expect(untracedSpecOperations(doc(), conferenceEditorOperations)).toEqual([]);
  });

  it("saveMeeting is both creating a conference and saving one; the others are one operation each", () => {
    const paths = doc().paths;
    expect(paths["/api/admin/conferences"]?.post?.operationId).toBe("createConference");
    expect(paths["/api/admin/conferences"]?.post?.["x-spec-operations"]).toEqual(["saveMeeting"]);
    const one = paths["/api/admin/conferences/{conferenceId}"];
    expect([one?.put?.operationId, one?.put?.["x-spec-operations"]]).toEqual([
      "updateConference",
      ["saveMeeting"],
    ]);
    expect([one?.delete?.operationId, one?.delete?.["x-spec-operations"]]).toEqual([
      "deleteConference",
      ["deleteMeeting"],
    ]);
    const schemes = paths["/api/admin/conferences/{conferenceId}/group-schemes"];
    expect(schemes?.post?.["x-spec-operations"]).toEqual(["group/create"]);
    expect(schemes?.get?.["x-spec-operations"]).toEqual(["group/managerGroupSheme"]);
  });
});
