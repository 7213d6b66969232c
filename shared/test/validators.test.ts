import { describe, expect, it } from "vitest";
import {
  detectImageKind,
  hasChineseText,
  idNumberBirthDate,
  isAcceptedImageMimeType,
  isAllZeros,
  isSocietyOwnInvoice,
  isValidCardNumber,
  isValidEmail,
  isValidIdNumber,
  isValidPaperId,
  isValidPhone,
  isValidTaxpayerNumber,
  looksLikeIdNumber,
  maskIdNumber,
  maskPhone,
  normalizeEmail,
  normalizeIdNumber,
  normalizePaperId,
  normalizePhone,
  normalizeTaxpayerNumber,
  parseMoney,
  type Society,
  stripSpaces,
} from "../src";

const today = new Date("2025-06-01T00:00:00Z");

describe("ID numbers (GB 11643)", () => {
  it("an ID number with a correct checksum is valid", () => {
    expect(isValidIdNumber("440304199001010011", today)).toBe(true);
  });

  it("ID number ending in X is valid", () => {
    expect(isValidIdNumber("11010519491231002X", today)).toBe(true);
  });

  it("a lower-case x and spaces typed by a person are accepted and normalised", () => {
    expect(isValidIdNumber(" 110105 19491231002x ", today)).toBe(true);
    expect(normalizeIdNumber(" 110105 19491231002x ")).toBe("11010519491231002X");
  });

  it("a wrong check character is invalid", () => {
    expect(isValidIdNumber("110105194912310021", today)).toBe(false);
    expect(isValidIdNumber("440304199001010012", today)).toBe(false);
  });

  it("an impossible birth date such as 19990230 is invalid even with a matching checksum", () => {
    expect(isValidIdNumber("11010119990230001X", today)).toBe(false);
    expect(idNumberBirthDate("11010119990230001X", today)).toBeNull();
  });

  it("29 February is valid only in a leap year", () => {
    expect(isValidIdNumber("320102198002291235", today)).toBe(true);
    expect(isValidIdNumber("320102190002291239", today)).toBe(false);
  });

  it("a birth date in the future is invalid", () => {
    expect(isValidIdNumber("110101209901010017", today)).toBe(false);
  });

  it("wrong length or a leading zero is invalid", () => {
    expect(isValidIdNumber("11010519491231002", today)).toBe(false);
    expect(isValidIdNumber("01010519491231002X", today)).toBe(false);
  });

  it("the birth date is read as YYYY-MM-DD", () => {
    expect(idNumberBirthDate("11010519491231002X", today)).toBe("1949-12-31");
  });

  it("an 18-character scan looks like an ID number before its checksum is known", () => {
    expect(looksLikeIdNumber("110105194912310021")).toBe(true);
    expect(looksLikeIdNumber("0123456789")).toBe(false);
  });

  it("a masked ID number shows only the region and the last four", () => {
    expect(maskIdNumber("11010519491231002X")).toBe("110105********002X");
  });
});

describe("phone and e-mail", () => {
  it('phone "+86 138-0000-0000" normalises to 008613800000000', () => {
    expect(normalizePhone("+86 138-0000-0000")).toBe("008613800000000");
    expect(isValidPhone("+86 138-0000-0000")).toBe(true);
  });

  it("a phone number with letters is invalid", () => {
    expect(isValidPhone("138 0000 abcd")).toBe(false);
  });

  it("a masked phone shows the first three and last four digits", () => {
    expect(maskPhone("13812345678")).toBe("138****5678");
  });

  it("an e-mail needs a domain with a top-level part of two letters or more", () => {
    expect(isValidEmail("li.si_01@example.edu.cn")).toBe(true);
    expect(isValidEmail("li@example.c")).toBe(false);
    expect(isValidEmail("li@@example.com")).toBe(false);
  });

  it("an e-mail is trimmed and lower-cased", () => {
    expect(normalizeEmail("  Li@Example.COM ")).toBe("li@example.com");
  });
});

describe("invoice fields", () => {
  it("a taxpayer number is upper-cased and loses every space", () => {
    expect(normalizeTaxpayerNumber(" 91110 108ma01c 4xy2k ")).toBe("91110108MA01C4XY2K");
    expect(isValidTaxpayerNumber(" 91110 108ma01c 4xy2k ")).toBe(true);
  });

  it("a taxpayer number of all zeros is refused", () => {
    expect(isAllZeros("000000000000000000")).toBe(true);
    expect(isValidTaxpayerNumber("000000000000000000")).toBe(false);
  });

  it("a taxpayer number shorter than 15 characters is refused", () => {
    expect(isValidTaxpayerNumber("91110108MA01")).toBe(false);
  });

  it("invoice address, phone, bank and account lose their spaces", () => {
    expect(stripSpaces(" 6222 0200 1234 ")).toBe("622202001234");
  });

  const society: Society = {
    name: { zh: "中国自动化学会", en: "Chinese Association of Automation" },
    taxpayerNumber: "51100000500001234X",
  };

  it("the society's own name, in either language, is refused as the invoice title", () => {
    expect(isSocietyOwnInvoice("中国自动化学会", "", society)).toBe(true);
    expect(isSocietyOwnInvoice("chinese association of  automation", "", society)).toBe(true);
  });

  it("the society's own taxpayer number is refused, as number or as title", () => {
    expect(isSocietyOwnInvoice("某大学", "51100000500001234x", society)).toBe(true);
    expect(isSocietyOwnInvoice("51100000500001234X", "", society)).toBe(true);
  });

  it("another buyer is accepted", () => {
    expect(isSocietyOwnInvoice("清华大学", "12100000400000624D", society)).toBe(false);
  });
});

describe("paper ids, cards, English text, money", () => {
  it("a paper id is trimmed and loses its leading zeros", () => {
    expect(normalizePaperId(" 000123 ")).toBe("123");
    expect(normalizePaperId("1020")).toBe("1020");
  });

  it("a paper id of only zeros is no paper id", () => {
    expect(isValidPaperId("000")).toBe(false);
    expect(isValidPaperId(" 007 ")).toBe(true);
  });

  it("an attendance card number has exactly ten digits", () => {
    expect(isValidCardNumber(" 0123456789 ")).toBe(true);
    expect(isValidCardNumber("012345678")).toBe(false);
    expect(isValidCardNumber("01234567890")).toBe(false);
    expect(isValidCardNumber("012345678A")).toBe(false);
  });

  it("Chinese characters and full-width punctuation are not English", () => {
    expect(hasChineseText("Zhang San")).toBe(false);
    expect(hasChineseText("O'Brien-Smith, Jr.")).toBe(false);
    expect(hasChineseText("张三")).toBe(true);
    expect(hasChineseText("Zhang（San）")).toBe(true);
  });

  it("a typed amount becomes integer cents; anything else is not an amount", () => {
    expect(parseMoney("1,200.5")).toBe(1_200_50);
    expect(parseMoney("0.07")).toBe(7);
    expect(parseMoney("12.345")).toBeNull();
    expect(parseMoney("-3")).toBeNull();
  });
});

describe("images", () => {
  const bytes = (...b: number[]) => new Uint8Array([...b, ...new Array(32).fill(0)]);

  it("an image is recognised by its magic bytes: JPEG, PNG, BMP", () => {
    expect(detectImageKind(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe("jpeg");
    expect(detectImageKind(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a))).toBe("png");
    expect(detectImageKind(bytes(0x42, 0x4d))).toBe("bmp");
  });

  it("a file named .jpg that is really a PDF or GIF is refused", () => {
    expect(detectImageKind(bytes(0x25, 0x50, 0x44, 0x46))).toBeNull();
    expect(detectImageKind(bytes(0x47, 0x49, 0x46, 0x38))).toBeNull();
  });

  it("a two-byte 'BM' file is too short to be a bitmap", () => {
    expect(detectImageKind(new Uint8Array([0x42, 0x4d]))).toBeNull();
  });

  it("the accepted declared types are jpg, jpeg, pjpeg, png, x-png and bmp", () => {
    expect(isAcceptedImageMimeType("image/PJPEG")).toBe(true);
    expect(isAcceptedImageMimeType("image/x-png")).toBe(true);
    expect(isAcceptedImageMimeType("image/gif")).toBe(false);
  });
});
