import { expect, it } from "vitest";
import { describeApiDocument, untracedSpecOperations } from "../helpers/spec-operations";

/** Spec 002 §7: the account calls the account list makes. */
const accountOperations = [
  "getManagerAccountList",
  "getMemberAcountList",
  "saveManagerAccountDetail",
  "updateManagerAccountPassword",
];

describeApiDocument("the account list's spec operations in the API description", (doc) => {
  it("every account call the spec names is traced to an operation by x-spec-operations", () => {
    expect(untracedSpecOperations(doc(), accountOperations)).toEqual([]);
  });

  it("saveManagerAccountDetail is both creating and saving an account, under accounts.manage", () => {
    const paths = doc().paths;
    const list = paths["/api/admin/accounts"];
    const one = paths["/api/admin/accounts/{id}"];
    expect([list?.post?.operationId, list?.post?.["x-spec-operations"]]).toEqual([
      "createAdminAccount",
      ["saveManagerAccountDetail"],
    ]);
    expect([one?.put?.operationId, one?.put?.["x-spec-operations"]]).toEqual([
      "updateAdminAccount",
      ["saveManagerAccountDetail"],
    ]);
    expect(paths["/api/admin/accounts/{id}/password"]?.put?.["x-spec-operations"]).toEqual([
      "updateManagerAccountPassword",
    ]);
  });
});
