import { describe, expect, it } from "vitest";
import { lodgingExportQuery, lodgingListExport, registrationListExport } from "../src/api/list-exports";
import { registrationFieldNames, registrationFields } from "../src/registration-columns/columns";

describe("list exports", () => {
  it("every phone and ID number column is personal (masked unless revealed), whoever the number belongs to", () => {
    const numbers = registrationFieldNames.filter((name) => /phone|idNumber/i.test(name));
    expect(numbers.sort()).toEqual(
      ["awardReceivePhone", "contactPhone", "idNumber", "invoicePhone", "phone", "postPhone"].sort(),
    );
    for (const name of numbers) expect(registrationFields[name].show.kind, name).toBe("personal");
  });

  it("the lodging export writes the lodging page's column groups (attendee, payment, lodging, transport) only", () => {
    expect(lodgingListExport.groups).toEqual(["basic", "attendance", "payment", "hotel", "traffic"]);
    expect(lodgingListExport.list).toBe("hotelTranslist");
  });

  it("the registration export writes every group, the conference's questions after the invoice", () => {
    expect(registrationListExport.groups).toEqual([
      "basic",
      "attendance",
      "payment",
      "invoice",
      "extra",
      "hotel",
      "traffic",
      "other",
    ]);
  });

  it("the lodging export takes the list's filters but no paging", () => {
    const query = lodgingExportQuery.parse({ hotelId: "3", hotelPayType: "2", page: "2", size: "50" });
    expect(query).toEqual({ hotelId: 3, hotelPayType: 2 });
    expect(lodgingExportQuery.safeParse({ hotelPayType: "9" }).success).toBe(false);
  });
});
