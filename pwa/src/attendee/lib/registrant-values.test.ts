import { IdType } from "@confreg/shared";
import { describe, expect, it } from "vitest";
import { blankOf, draftFieldNames, registrantOf } from "./registrant-values";

describe("the registrant's fields as the form holds them", () => {
  it("starts the gender and the document type at their defaults, and every text empty", () => {
    expect(blankOf("gender")).toBe(1);
    expect(blankOf("idType")).toBe(IdType.mainland);
    expect(blankOf("name")).toBe("");
    expect(blankOf("idNumber")).toBe("");
  });

  it("keeps what parses and blanks what does not, field by field", () => {
    const registrant = registrantOf({ name: "张三", email: "zhang@example.cn", gender: 7, idType: "x" });
    expect(registrant.name).toBe("张三");
    expect(registrant.email).toBe("zhang@example.cn");
    expect(registrant.gender).toBe(1);
    expect(registrant.idType).toBe(IdType.mainland);
    expect(registrant.phone).toBe("");
  });

  it("never keeps the document number in a draft on the device (DOMAIN.md §10)", () => {
    expect(draftFieldNames).not.toContain("idNumber");
    expect(draftFieldNames).toEqual(
      expect.arrayContaining(["name", "idType", "idCountry", "phone", "email"]),
    );
  });
});
