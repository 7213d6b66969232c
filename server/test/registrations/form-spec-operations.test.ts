import { expect, it } from "vitest";
import { describeApiDocument, untracedSpecOperations } from "../helpers/spec-operations";

/**
 * Every call of spec 000 §7 (with its names from spec 001 §7 and the back office's lookups of 002 §7) that
 * the form covers: the form's reads, papers, member checks, submit and edit, address, invoice edit, saved
 * people and invoices, hotels, uploads, quick and recommended registration.
 */
const formIssueOperations = [
  // The conference and its types, workshops and paper switch.
  "loadConferenceInfo",
  "getShowPaper",
  "getParticipantType",
  "getWorkshopList",
  "checkAddPaper",
  "checkStudent",
  "checkMember",
  "checkOtherMember",
  "checkOtherMemberCard",
  // The workshops a type allows, and the places left.
  "checkParticipantTypeTypeWorkshop",
  "checkWorkshopRegisterNumberLimit",
  // An edit's types and workshops, priced as the registration is charged.
  "getNewParticipantType",
  "getNewWorkshopList",
  // The total the form shows (participant type, workshops, papers, pay type, dinner, name, member number).
  "getTotalFee",
  // Papers.
  "getAcceptedPaper",
  "getAcceptedPaperList",
  "getPaperByPin",
  "generatePaperCode",
  "generatePaperCodeList",
  "getEcPaperList",
  "checkPaperDeadline",
  // Member and committee numbers.
  "checkCaaMember",
  "checkCommittee",
  // Submit, read back, edit.
  "register",
  "getRegisterDetialByRegisterId",
  "getRegisterById",
  "editRegister",
  // The address declaration.
  "getRegisterAddress",
  "editAddress",
  // The attendee's invoice edit on registerDetail.
  "confirmEditInvoice",
  // Saved registrants and invoices; the member suggestion.
  "getCommonRegisterList",
  "addCommonRegister",
  "editCommonRegister",
  "deleteCommonRegister",
  "getCommonInvoiceList",
  "addCommonInvoice",
  "editCommonInvoice",
  "deleteCommonInvoice",
  "getMemberInfo",
  // Hotels and rooms, and the back office's names and rooms left.
  "getHotelList",
  "getRoomList",
  "getRoomNumber",
  "getAllHotelList",
  "getAllRoomList",
  "getConferenceRoomList",
  "checkRoomNumber",
  // Images.
  "uploadImgAction",
  // Quick and recommended registration.
  "quickRegist",
  "getRecommendRegister",
];

describeApiDocument("the form issue's spec operations in the API description", (doc) => {
  it("every form call the spec names is traced to an operation by x-spec-operations", () => {
    expect(new Set(formIssueOperations).size).toBe(formIssueOperations.length);
    expect(untracedSpecOperations(doc(), formIssueOperations)).toEqual([]);
  });

  it("quick and recommended registration are operations of their own on the attendee's conference", () => {
    const quick = doc().paths["/api/conferences/{conferenceId}/quick-registrants"]?.get;
    expect(quick?.operationId).toBe("listQuickRegistrants");
    expect(quick?.["x-spec-operations"]).toEqual(["quickRegist"]);
    const recommended = doc().paths["/api/conferences/{conferenceId}/recommended-registration"]?.get;
    expect(recommended?.operationId).toBe("getRecommendedRegistration");
    expect(recommended?.["x-spec-operations"]).toEqual(["getRecommendRegister"]);
  });
});
