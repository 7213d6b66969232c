import { beforeAll, describe, expect, it } from "vitest";
import type { z } from "zod";
import {
  type AddressInput,
  type AreaTree,
  addressInput,
  addressIssues,
  districtPath,
  isAreaPath,
  loadAreaTree,
  loadedAreaTree,
  registrationInput,
  storedDistrict,
  validationIds as v,
} from "../src";

const on = { isPersonaddress: true };
const off = { isPersonaddress: false };
const shenzhen = ["广东省", "深圳市", "南山区"];
const beijing = ["北京市", "市辖区", "朝阳区"];

/** A complete declaration; the health code is upload 7. */
const declared = (input: z.input<typeof addressInput> = {}): AddressInput =>
  addressInput.parse({
    liveDistrict: shenzhen,
    liveAddress: "科技园南区 1 号",
    workDistrict: beijing,
    workAddress: "中关村东路 95 号",
    healthCode: 7,
    ...input,
  });

let tree: AreaTree;
beforeAll(async () => {
  tree = await loadAreaTree();
});

describe("area data: three levels of China's divisions", () => {
  it("holds the 31 mainland provinces and Hong Kong, Macao and Taiwan, loaded once", async () => {
    expect(Object.keys(tree)).toHaveLength(34);
    expect(Object.keys(tree)).toEqual(
      expect.arrayContaining(["北京市", "广东省", "香港特别行政区", "台湾省"]),
    );
    expect(await loadAreaTree()).toBe(tree);
    expect(loadedAreaTree()).toBe(tree);
  });

  it("a district is valid only with all three levels, each inside the one before", () => {
    expect(isAreaPath(tree, shenzhen)).toBe(true);
    expect(isAreaPath(tree, beijing)).toBe(true);
    expect(isAreaPath(tree, ["香港特别行政区", "九龙", "油尖旺区"])).toBe(true);
    // Dongguan has no counties: its towns are the third level.
    expect(isAreaPath(tree, ["广东省", "东莞市", "松山湖"])).toBe(true);
    expect(isAreaPath(tree, ["广东省", "深圳市"])).toBe(false);
    expect(isAreaPath(tree, ["广东省", "深圳市", "朝阳区"])).toBe(false);
    expect(isAreaPath(tree, ["北京市", "深圳市", "南山区"])).toBe(false);
    expect(isAreaPath(tree, ["广东省", "深圳市", "南山区", "粤海街道"])).toBe(false);
    expect(isAreaPath(tree, ["toString", "constructor", "x"])).toBe(false);
  });

  it("a district is kept as its names joined with a slash and read back as them", () => {
    expect(storedDistrict(shenzhen)).toBe("广东省/深圳市/南山区");
    expect(districtPath("广东省/深圳市/南山区")).toEqual(shenzhen);
    expect(districtPath("")).toEqual([]);
  });
});

describe("address declaration rules (isPersonaddress)", () => {
  it("a complete declaration has no findings", () => {
    expect(addressIssues(on, declared(), tree)).toEqual([]);
  });

  it("an empty declaration: both districts and addresses are 'please check address', the image 'check huizhanma'", () => {
    expect(addressIssues(on, addressInput.parse({}), tree)).toEqual([
      { path: "address.liveDistrict", code: "validation.address" },
      { path: "address.liveAddress", code: "validation.address" },
      { path: "address.workDistrict", code: "validation.address" },
      { path: "address.workAddress", code: "validation.address" },
      { path: "address.healthCode", code: "validation.healthCode" },
    ]);
  });

  it("a district with two levels, or one that is not in the data, is 'please check address'", () => {
    const issues = addressIssues(
      on,
      declared({ liveDistrict: ["广东省", "深圳市"], workDistrict: ["广东省", "深圳市", "朝阳区"] }),
      tree,
    );
    expect(issues).toEqual([
      { path: "address.liveDistrict", code: v.address },
      { path: "address.workDistrict", code: v.address },
    ]);
  });

  it("without the tree at hand (the form before it loads) only the three levels are checked", () => {
    expect(addressIssues(on, declared({ workDistrict: ["甲", "乙", "丙"] }), null)).toEqual([]);
    expect(addressIssues(on, declared({ workDistrict: ["甲", "", "丙"] }), null)).toEqual([
      { path: "address.workDistrict", code: v.address },
    ]);
  });

  it("a conference without the setting asks nothing", () => {
    expect(addressIssues(off, addressInput.parse({}), tree)).toEqual([]);
  });

  it("the registration input carries a blank declaration by default and trims the street addresses", () => {
    const parsed = registrationInput.parse({
      name: "张三",
      unit: "清华大学",
      email: "a@example.com",
      phone: "13912345678",
      participantTypeId: 1,
      clientTotal: 0,
    });
    expect(parsed.address).toEqual({
      liveDistrict: [],
      liveAddress: "",
      workDistrict: [],
      workAddress: "",
      healthCode: null,
    });
    expect(declared({ liveAddress: "  科技园  " }).liveAddress).toBe("科技园");
    expect(addressInput.safeParse({ liveDistrict: ["a", "b", "c", "d"] }).error?.issues[0]?.message).toBe(
      "validation.address",
    );
  });
});
