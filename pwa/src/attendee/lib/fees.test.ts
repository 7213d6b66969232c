import { afterEach, describe, expect, it, vi } from "vitest";
import { serverNow } from "#attendee/queries/conference";
import { aConference, aType, aWorkshop, earlyBirdDay, regularDay } from "#testing/conference";
import { i18nIn } from "#testing/i18n";
import { feeLineTexts, liveFee, typePrice, typeQuote, workshopCost } from "./fees";

afterEach(() => {
  vi.useRealTimers();
});

/** 1,500 yuan, 1,200 early; 250 dollars, 200 early. */
const delegate = aType();
/** Workshops cost 400 yuan (600 for a workshop-only type), 60 dollars; “not attending” costs nothing. */
const workshopConference = aConference({
  settings: { isWorkshop: true, isWorkshopFee: true },
  workshops: [aWorkshop(), aWorkshop({ id: 12, isNoneOption: true, title: { zh: "不参加", en: "None" } })],
});
/** One paper costs 2,400 (2,100 early) up to 10 pages, and 150 a page beyond. */
const paperConference = aConference({
  settings: { isPaper: true },
  feeRows: [
    {
      participantTypeId: 1,
      paperNum: 1,
      fee: 2_400_00,
      discountFee: 2_100_00,
      pageLimit: 10,
      overPageFee: 150_00,
    },
  ],
});

describe("the live total (DOMAIN.md §3, the shared fee function)", () => {
  it("charges the early-bird price until the deadline and the regular price after it", () => {
    expect(liveFee(aConference(), delegate, [], earlyBirdDay)).toMatchObject({
      total: 1_200_00,
      currency: "CNY",
    });
    expect(liveFee(aConference(), delegate, [], regularDay).total).toBe(1_500_00);
  });

  it("ends early-bird when the server's clock says so, whatever the device's clock says", () => {
    vi.useFakeTimers({ now: earlyBirdDay });
    const conference = aConference({ clockOffsetMs: regularDay.getTime() - earlyBirdDay.getTime() });
    expect(liveFee(conference, delegate, [], serverNow(conference)).total).toBe(1_500_00);
  });

  it("adds each chosen workshop's fee where workshops are charged, and nothing for “not attending”", () => {
    expect(liveFee(workshopConference, delegate, [11, 12], earlyBirdDay).total).toBe(1_600_00);
    const freeWorkshops = aConference({
      settings: { isWorkshop: true },
      workshops: workshopConference.workshops,
    });
    expect(liveFee(freeWorkshops, delegate, [11], earlyBirdDay).total).toBe(1_200_00);
  });

  it("prices a dollar conference in dollars", () => {
    const dollars = aConference({ settings: { isDollar: true } });
    expect(liveFee(dollars, delegate, [], earlyBirdDay)).toMatchObject({ total: 200_00, currency: "USD" });
  });

  it("prices papers by the fee table's row for their number, plus the pages over its limit", () => {
    expect(liveFee(paperConference, delegate, [], regularDay, [13]).total).toBe(2_850_00);
  });

  it("is nothing until a participant type is chosen", () => {
    expect(liveFee(aConference(), undefined, [], earlyBirdDay).total).toBe(0);
  });
});

describe("the breakdown under the total", () => {
  it("names each line in the attendee's language, a workshop by its own title", () => {
    const fee = liveFee(workshopConference, delegate, [11], earlyBirdDay);
    expect(feeLineTexts(fee, workshopConference, i18nIn("en"), "en")).toEqual([
      { label: "Registration fee (early-bird)", amount: "¥1,200.00" },
      { label: "Machine learning workshop", amount: "¥400.00" },
    ]);
    expect(feeLineTexts(fee, workshopConference, i18nIn("zh"), "zh")).toEqual([
      { label: "注册费（早鸟价）", amount: "¥1,200.00" },
      { label: "机器学习工作坊", amount: "¥400.00" },
    ]);
  });

  it("says which paper runs over the page limit and by how much", () => {
    const fee = liveFee(paperConference, delegate, [], regularDay, [13]);
    expect(feeLineTexts(fee, paperConference, i18nIn("en"), "en")).toEqual([
      { label: "Registration fee with 1 paper", amount: "¥2,400.00" },
      { label: "Paper 1: 3 pages over the limit", amount: "¥450.00" },
    ]);
    expect(feeLineTexts(fee, paperConference, i18nIn("zh"), "zh")[1]).toEqual({
      label: "论文 1：超出页数限制 3 页",
      amount: "¥450.00",
    });
  });
});

describe("a participant type's price on its card (preRegist)", () => {
  it("shows the early-bird price with the regular one crossed out until the deadline", () => {
    expect(typePrice(typeQuote(aConference(), delegate, earlyBirdDay))).toEqual({
      now: 1_200_00,
      regular: 1_500_00,
      earlyBird: true,
    });
    expect(typePrice(typeQuote(aConference(), delegate, regularDay))).toEqual({
      now: 1_500_00,
      regular: null,
      earlyBird: false,
    });
  });

  it("crosses nothing out when the early-bird price is no lower", () => {
    const flat = aType({ fee: 800_00, discountFee: 800_00 });
    expect(typePrice(typeQuote(aConference(), flat, earlyBirdDay))).toEqual({
      now: 800_00,
      regular: null,
      earlyBird: false,
    });
  });

  it("says Free for a type that costs nothing, and “see workshops” for one priced per workshop", () => {
    const free = aType({ fee: 0, discountFee: 0 });
    expect(typePrice(typeQuote(aConference(), free, regularDay)).now).toBe("free");
    const workshopOnly = aType({ workshopOnly: true });
    expect(typePrice(typeQuote(workshopConference, workshopOnly, earlyBirdDay))).toEqual({
      now: "perWorkshop",
      regular: null,
      earlyBird: false,
    });
  });
});

describe("what a workshop adds, on its cell", () => {
  const workshop = aWorkshop();

  it("is nothing where workshops are free", () => {
    expect(workshopCost(aConference({ settings: { isWorkshop: true } }), workshop, delegate)).toBe(0);
  });

  it("is its fee, its workshop-only fee for a type that pays per workshop, and dollars on a dollar conference", () => {
    expect(workshopCost(workshopConference, workshop, delegate)).toBe(400_00);
    expect(workshopCost(workshopConference, workshop, aType({ workshopOnly: true }))).toBe(600_00);
    const dollars = aConference({ settings: { isWorkshopFee: true, isDollar: true } });
    expect(workshopCost(dollars, workshop, delegate)).toBe(60_00);
  });
});
