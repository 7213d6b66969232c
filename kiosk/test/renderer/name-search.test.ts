import { describe, expect, it } from "vitest";
import { lookupScan } from "#renderer/lookup/lookup";
import { searchByName } from "#renderer/lookup/name-search";
import { searchKeysOf } from "#renderer/lookup/search-keys";
import { enrolledDb, enrolment, stored } from "./fixtures";

describe("name search keys", () => {
  it("a Chinese name gets its characters, full pinyin, initials and the parts of each", () => {
    const keys = searchKeysOf({ name: "张三", nameEn: "" });
    expect(keys).toEqual(expect.arrayContaining(["张三", "zhangsan", "zs", "san", "三", "zhang"]));
  });

  it("a polyphonic surname reads as a surname: 单 is shan, 曾 is zeng", () => {
    expect(searchKeysOf({ name: "单雄信", nameEn: "" })).toEqual(
      expect.arrayContaining(["shanxiongxin", "sxx", "xiongxin"]),
    );
    expect(searchKeysOf({ name: "曾小明", nameEn: "" })).toContain("zengxiaoming");
  });

  it("an English name gets lower case whole, its words and initials", () => {
    const keys = searchKeysOf({ name: "李伟", nameEn: "Li Wei" });
    expect(keys).toEqual(expect.arrayContaining(["liwei", "li", "wei", "lw", "李伟"]));
  });

  it("a name in Latin letters in the name field is read as words, not as pinyin", () => {
    expect(searchKeysOf({ name: "Anna-Maria Müller", nameEn: "" })).toEqual(
      expect.arrayContaining(["annamariamüller", "anna", "müller", "amm"]),
    );
  });
});

describe("name search", () => {
  const people = async () => {
    const db = await enrolledDb();
    await db.registrations.bulkPut([
      stored(1, { name: "张三", nameEn: "Zhang San" }),
      stored(2, { name: "张三丰", nameEn: "" }),
      stored(3, { name: "赵思", nameEn: "" }),
      stored(4, { name: "李伟", nameEn: "Li Wei" }),
      stored(5, { name: "王芳", nameEn: "Wang Fang" }),
      stored(6, { name: "张珊", nameEn: "", checkIn: { eligible: false, reason: "unpaid" } }),
    ]);
    return db;
  };
  const ids = (result: { matches: { id: number }[] }) => result.matches.map((r) => r.id);

  it("full pinyin finds the person; an exact name ranks before longer names that start with it", async () => {
    const db = await people();
    expect(ids(await searchByName(db, "zhangsan"))).toEqual([1, 2]);
    // 张珊 is zhangshan: not a match for zhangsan, one for zhangs.
    expect(ids(await searchByName(db, "zhangs"))).toEqual([1, 2, 6]);
  });

  it("initials find everyone with them, exact initials before initials that merely start so", async () => {
    const db = await people();
    // 张三 and 赵思 and 张珊 are "zs"; 张三丰 is "zsf", which starts with it.
    expect(ids(await searchByName(db, "zs"))).toEqual([1, 3, 6, 2]);
  });

  it("Chinese characters, an English name in any case, and the start of a name find people", async () => {
    const db = await people();
    expect(ids(await searchByName(db, "张三"))).toEqual([1, 2]);
    expect(ids(await searchByName(db, "li"))).toEqual([4]);
    expect(ids(await searchByName(db, "Li Wei"))).toEqual([4]);
    expect(ids(await searchByName(db, "WANG"))).toEqual([5]);
    expect(ids(await searchByName(db, "fang"))).toEqual([5]);
  });

  it("at most a screenful, saying there are more", async () => {
    const db = await enrolledDb();
    for (let id = 1; id <= 12; id++)
      await db.registrations.put(stored(id, { name: `王${"一二三四五六七八九十甲乙"[id - 1]}`, nameEn: "" }));
    const result = await searchByName(db, "wang", 8);
    expect(result.matches).toHaveLength(8);
    expect(result.more).toBe(true);
  });

  it("through the scan box: one match opens the person (method search), several are listed, digits are not a name", async () => {
    const db = await people();
    expect(await lookupScan(db, enrolment(), "liwei")).toMatchObject({
      kind: "found",
      registration: { id: 4 },
      method: "search",
    });
    expect(await lookupScan(db, enrolment(), "zs")).toMatchObject({ kind: "choose", more: false });
    expect(await lookupScan(db, enrolment(), "nobody")).toEqual({ kind: "not-found" });
    expect(await lookupScan(db, enrolment(), "E12345678")).toEqual({ kind: "bad-format" });
  });
});
