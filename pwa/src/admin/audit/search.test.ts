import { describe, expect, it } from "vitest";
import { auditLogSearch, toAuditParams } from "./search";

describe("the audit log's filters in the URL (auditLog)", () => {
  it("reads the filters the API takes (a kiosk acts as a device) and drops the rest", () => {
    expect(
      auditLogSearch.parse({
        actorKind: "device",
        entityId: "12",
        from: "2027-05-01",
        to: "May",
        after: 990,
      }),
    ).toEqual({
      actorKind: "device",
      entityId: 12,
      from: "2027-05-01",
      to: undefined,
      after: 990,
    });
  });

  it("asks for 20 entries of the scope's conference, continuing after the row the page was reached from", () => {
    const search = auditLogSearch.parse({ conferenceId: 8, actor: "finance", after: 990 });
    expect(toAuditParams(search, 7)).toEqual({
      size: "20",
      conferenceId: "7",
      actor: "finance",
      after: "990",
    });
    expect(toAuditParams(search, "all")).toEqual({
      size: "20",
      conferenceId: "8",
      actor: "finance",
      after: "990",
    });
  });
});
