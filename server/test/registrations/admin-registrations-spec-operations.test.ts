import { expect, it } from "vitest";
import { describeApiDocument, untracedSpecOperations } from "../helpers/spec-operations";

/**
 * Every call of spec 002 §7 that the back office's registration part covers: the row's delete,
 * registerEdit's save (with the invoice and the total), the detail panel's reads, papers and sign-in, and
 * add registered member with the participant look-up.
 */
const registrationPartOperations = [
  // The row's delete.
  "manageRegisterDelete",
  "manage-register/delete",
  // registerEdit and the detail panel.
  "manageGetRegisterDetialByRegisterId",
  "manageRegister",
  "updateRegister",
  "updateInvoice",
  "getTotalFee",
  "savePaper",
  "deletePaper",
  "confirmSign",
  "saveCardNumber",
  // Add registered member.
  "addNewRegisterMemberInfo",
  "backEndRegisterMemberInfo",
  "register/add",
  "register/directOrNewAddRegister",
  "register/findparticipant",
];

describeApiDocument("the back office registration part's spec operations", (doc) => {
  it("every call it covers is traced to an operation by x-spec-operations", () => {
    expect(new Set(registrationPartOperations).size).toBe(registrationPartOperations.length);
    expect(untracedSpecOperations(doc(), registrationPartOperations)).toEqual([]);
  });

  it("the edit, delete, papers and add-member calls are operations of the registration, guarded by their permissions", () => {
    const op = (path: string, method: string) =>
      doc().paths[path]?.[method] as { operationId: string; "x-permission"?: string } | undefined;
    expect(op("/api/admin/registrations/{id}", "delete")).toMatchObject({
      operationId: "deleteRegistration",
      "x-permission": "registrations.delete",
    });
    expect(op("/api/admin/registrations/{id}", "put")).toMatchObject({
      operationId: "updateRegistration",
      "x-permission": "registrations.write",
    });
    expect(op("/api/admin/registrations/{id}/papers", "post")?.operationId).toBe("addRegistrationPaper");
    expect(op("/api/admin/conferences/{conferenceId}/registrations", "post")?.operationId).toBe(
      "addRegisteredMember",
    );
    expect(op("/api/admin/registrations/{id}/history", "get")).toMatchObject({
      operationId: "getRegistrationHistory",
      "x-permission": "audit.read",
    });
  });
});
