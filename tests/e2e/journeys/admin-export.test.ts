import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { insertRegistration } from "@confreg/server/testing";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { desktop, launchBrowser, newContext, shot } from "../harness/browser";
import { expectExactText } from "../harness/expect";
import { demoAccount, type RunningServer, startServer } from "../harness/server";
import { BackOffice } from "../pages/admin";
import { RegistrationSheets, readXlsx } from "../pages/admin-sheets";

const conferenceId = 1;
const unit = "导出旅程研究所";
const files = mkdtempSync(path.join(tmpdir(), "confreg-export-"));
const names = ["导出旅程甲", "导出旅程乙", "导出旅程丙"];

/**
 * Staff filter the registration list to one unit and export the current list: the file opens with the
 * fields' titles in the page's language, exactly the filtered people, and their phones masked.
 */
describe("back-office registration export journey", () => {
  let server: RunningServer;
  let browser: Browser;

  const account = (username: string) => demoAccount(server, username);

  beforeAll(async () => {
    server = await startServer({
      prepare: async (db) => {
        const type = await db
          .selectFrom("participantTypes")
          .select("id")
          .where("conferenceId", "=", conferenceId)
          .orderBy("id")
          .executeTakeFirstOrThrow();
        for (const [i, name] of names.entries())
          await insertRegistration(db, {
            conferenceId,
            participantTypeId: type.id,
            name,
            unit,
            phone: `1391234000${i}`,
          });
      },
    });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  for (const locale of ["zh", "en"] as const) {
    it(`staff export the filtered list and the file opens with the right columns (${locale})`, async () => {
      const context = await newContext(browser, server.url, desktop, locale);
      const office = new BackOffice(await context.newPage());
      const sheets = new RegistrationSheets(office.page);
      const { username, password } = account("staff-ciac");
      await office.logIn(conferenceId, username, password);
      await office.search(unit);
      await expectExactText(office.total(), locale === "zh" ? "共 3 条注册" : "3 registrations");
      const file = path.join(files, `export-${locale}.xlsx`);
      const suggested = await sheets.export("current", file);
      expect(suggested).toMatch(
        locale === "zh" ? /注册列表\d{14}\.xlsx$/ : /Registration list \d{14}\.xlsx$/,
      );
      await shot(office.page, "admin-export", `01-exported-${locale}`);
      const { headers, rows } = await readXlsx(file);
      const [name, unitTitle, mobile] =
        locale === "zh" ? ["姓名", "单位", "手机号"] : ["Name", "Institution", "Mobile number"];
      expect(headers).toEqual(expect.arrayContaining([name, unitTitle, mobile]));
      expect(headers.length).toBeGreaterThan(90);
      expect(rows.map((r) => r[name]).sort()).toEqual([...names].sort());
      expect(rows.every((r) => r[unitTitle] === unit)).toBe(true);
      expect(rows.map((r) => r[mobile])).toEqual(["139****0002", "139****0001", "139****0000"]);
      await context.close();
    });
  }
});
