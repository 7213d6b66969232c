import { describe, expect, it } from "vitest";
import {
  checkRegistration,
  idDocumentIssue,
  isScannableIdType,
  keepShownFields,
  maskIdDocument,
  phoneIssue,
  registrantFieldRules,
  registrantFields,
  toRegistrantView,
  validationIds as v,
} from "../src";
import { settings } from "./builders";
import { codes, context, input, regular } from "./registration-fixtures";

// Real-format numbers with correct GB 11643 check characters, computed by hand for these tests.
const mainland = "11010519491231002X";
const hongKongResident = "810000199408230021";
const foreignPermanent = "91123419900101123X";

describe("phones (DOMAIN.md §7)", () => {
  it("a mainland mobile has 11 digits starting 13 to 19", () => {
    expect(phoneIssue("13912345678")).toBeNull();
    expect(phoneIssue("139 1234 5678")).toBeNull();
    expect(phoneIssue("12345")).toBe("phoneMainland");
    expect(phoneIssue("1380013800")).toBe("phoneMainland");
    expect(phoneIssue("12912345678")).toBe("phoneMainland");
  });

  it("an international number is written with 00 (or +) and the country code, 8 to 17 digits in all", () => {
    expect(phoneIssue("+852 9123 4567")).toBeNull();
    expect(phoneIssue("0014155550123")).toBeNull();
    expect(phoneIssue("00123")).toBe("phoneInternational");
    expect(phoneIssue("001234567890123456")).toBe("phoneInternational");
  });

  it("letters are refused as not digits", () => {
    expect(phoneIssue("138abc")).toBe("phone");
  });

  it("the form and the server say which rule failed", () => {
    const result = registrantFields.safeParse({ ...input(), phone: "1380013800" });
    expect(result.success ? [] : result.error.issues.map((i) => i.message)).toEqual([v.phoneMainland]);
  });
});

describe("identity documents (DOMAIN.md §7)", () => {
  it("a mainland ID card: 18 characters with its checksum, not a residence permit's prefix", () => {
    expect(idDocumentIssue(1, mainland)).toBeNull();
    expect(idDocumentIssue(1, "110105194912310021")).toBe("idNumber");
    expect(idDocumentIssue(1, hongKongResident)).toBe("idNumber");
  });

  it("a residence permit of a Hong Kong, Macao or Taiwan resident starts 81, 82 or 83", () => {
    expect(idDocumentIssue(2, hongKongResident)).toBeNull();
    expect(idDocumentIssue(2, mainland)).toBe("residencePermit");
  });

  it("a foreigner's permanent residence ID: 18 digits starting 9, or the older 3 letters and 12 digits", () => {
    expect(idDocumentIssue(3, foreignPermanent)).toBeNull();
    expect(idDocumentIssue(3, "USA110060823220")).toBeNull();
    expect(idDocumentIssue(3, mainland)).toBe("foreignPermanentId");
  });

  it("travel permits and passports have their own shapes", () => {
    expect(idDocumentIssue(4, "H12345678")).toBeNull();
    expect(idDocumentIssue(4, "12345678")).toBe("hkMacaoPermit");
    expect(idDocumentIssue(5, "12345678")).toBeNull();
    expect(idDocumentIssue(5, "1234")).toBe("taiwanPermit");
    expect(idDocumentIssue(6, "E 1234 5678")).toBeNull();
    expect(idDocumentIssue(6, "12")).toBe("passportNumber");
  });

  it("kiosks scan the 18-character kinds only", () => {
    expect([1, 2, 3, 4, 5, 6].filter((t) => isScannableIdType(t as 1))).toEqual([1, 2, 3]);
  });

  it("screens keep the region and last four of an 18-character number; kiosks only the last four", () => {
    expect(maskIdDocument(mainland)).toBe("110105********002X");
    expect(maskIdDocument(mainland, "kiosk")).toBe("**************002X");
    expect(maskIdDocument("E12345678")).toBe("*****5678");
  });

  it("a foreign attendee registers with a passport: the document type decides the check", () => {
    const ctx = context({ settings: settings({ isIdcard: true }) });
    const passport = input({ idType: 6, idNumber: "E12345678", idCountry: "US" });
    expect(codes(checkRegistration(ctx, passport))).toEqual([]);
    expect(codes(checkRegistration(ctx, { ...passport, idCountry: "" }))).toEqual([
      `idCountry:${v.required}`,
    ]);
    expect(codes(checkRegistration(ctx, { ...passport, idCountry: "U1" }))).toEqual([
      `idCountry:${v.passportCountry}`,
    ]);
    expect(codes(checkRegistration(ctx, input({ idType: 1, idNumber: "E12345678" })))).toEqual([
      `idNumber:${v.idNumber}`,
    ]);
  });

  it("the issuing country is asked only for a passport", () => {
    const rules = (idType: number) => registrantFieldRules(settings({ isIdcard: true }), regular, { idType });
    expect(rules(6).shown.has("idCountry")).toBe(true);
    expect(rules(1).shown.has("idCountry")).toBe(false);
  });
});

describe("registrant descriptors", () => {
  it("a field the form does not show is stored empty", () => {
    const kept = keepShownFields(
      { settings: settings({ englishNameFields: false }), type: regular },
      { ...input(), nameEn: "Zhang San", memberNo: "CAA-1" },
    );
    expect([kept.nameEn, kept.memberNo, kept.name]).toEqual(["", "", "张三"]);
  });

  it("views carry masked phone and document numbers instead of the values", () => {
    const view = toRegistrantView({ ...input(), idNumber: mainland, phone: "13912345678" });
    expect(view).toMatchObject({ phoneMasked: "139****5678", idNumberMasked: "110105********002X" });
    expect(view).not.toHaveProperty("phone");
    expect(view).not.toHaveProperty("idNumber");
  });
});

describe("text free of control and invisible characters", () => {
  it("refuses NUL, bidirectional overrides and zero-width characters; line breaks only in multi-line text", async () => {
    const { isSafeText } = await import("../src");
    expect(isSafeText("张三 Zhang")).toBe(true);
    expect(isSafeText("a\u0000b")).toBe(false);
    expect(isSafeText("abc\u202Egpj.exe")).toBe(false);
    expect(isSafeText("zero\u200Bwidth")).toBe(false);
    expect(isSafeText("two\nlines")).toBe(false);
    expect(isSafeText("two\nlines", { multiline: true })).toBe(true);
    expect(isSafeText("tab\u0000", { multiline: true })).toBe(false);
  });
});
