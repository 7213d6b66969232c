import { describe, expect, it } from "vitest";
import { registrationListColumns } from "../src/api/registration-list";
import { registrantFieldDescriptors, registrantFieldNames } from "../src/fields/registrant";
import { registrationFields } from "../src/registration-columns/columns";
import { importColumnLabel, importColumnNames, importColumns } from "../src/registration-columns/import";

const english = (label: { message?: string }) => label.message;

describe("one registry of registrant fields: the form, the editor, the lists, the export and the import", () => {
  it("a registrant field has one title wherever the office reads it (the job is a job title everywhere)", () => {
    const titles = {
      name: "Name",
      gender: "Gender",
      unit: "Institution",
      job: "Job title",
      position: "Position",
      email: "E-mail",
      phone: "Mobile number",
      idType: "Identity document",
      idNumber: "Document number",
      memberNo: "Member number",
    } as const;
    for (const [name, title] of Object.entries(titles)) {
      const key = name as keyof typeof titles;
      expect(english(registrantFieldDescriptors[key].label), `form: ${name}`).toBe(title);
      expect(english(registrationFields[key].label), `export: ${name}`).toBe(title);
    }
    const listed = ["name", "gender", "unit", "job", "position", "email"] as const;
    for (const name of listed)
      expect(english(registrationListColumns[name].label), `list: ${name}`).toBe(titles[name]);
    expect(english(registrationListColumns.phoneMasked.label)).toBe("Mobile number");
  });

  it("every registrant field is a column of the export, the ID number and the phone masked", () => {
    for (const name of registrantFieldNames) expect(registrationFields, name).toHaveProperty(name);
    expect(registrationFields.idNumber.show).toEqual({ kind: "personal", personal: "idNumber" });
    expect(registrationFields.phone.show).toEqual({ kind: "personal", personal: "phone" });
    expect(registrationFields.idCountry.group).toBe("basic");
    expect(registrationFields.memberNo.group).toBe("attendance");
  });

  it("the import requires the columns spec 002 §5 names, titled as the export titles them", () => {
    const required = importColumnNames.filter((name) => importColumns[name].required);
    expect(required.sort()).toEqual(
      ["name", "gender", "unit", "job", "email", "phone", "participantType", "payType", "invoiceType"].sort(),
    );
    expect(english(importColumnLabel("job"))).toBe("Job title");
    expect(importColumns.memberNo.required).toBe(false);
  });
});
