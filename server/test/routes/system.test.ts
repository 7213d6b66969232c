import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../helpers/app";
import { describeEachDialect } from "../helpers/database";
import { openApiDocument, tracedSpecOperations } from "../helpers/spec-operations";

describeEachDialect("health, OpenAPI and static files", ({ db, dialect }) => {
  let app: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = mkdtempSync(path.join(tmpdir(), "confreg-dist-"));
    mkdirSync(path.join(dist, "pwa/assets"), { recursive: true });
    mkdirSync(path.join(dist, "kiosk"), { recursive: true });
    writeFileSync(path.join(dist, "pwa/index.html"), "<!doctype html><title>pwa</title>");
    writeFileSync(path.join(dist, "pwa/sw.js"), "self.addEventListener('fetch', () => {});");
    writeFileSync(path.join(dist, "pwa/assets/index-Ab12Cd34.js"), "console.log(1)");
    writeFileSync(path.join(dist, "kiosk/index.html"), "<!doctype html><title>kiosk</title>");
    app = await startTestApp(db(), dialect, {
      pwaDist: path.join(dist, "pwa"),
      kioskDist: path.join(dist, "kiosk"),
    });
  });
  afterAll(async () => {
    await app.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it("health answers with the database in use", async () => {
    expect((await app.client().get("/api/health")).body).toEqual({ status: "ok", database: dialect });
  });

  it("the OpenAPI document names every operation, and the route map lists each one", async () => {
    type Operation = { operationId?: string };
    const doc = (
      await app
        .client()
        .get<{ openapi: string; paths: Record<string, Record<string, Operation>> }>("/api/openapi.json")
    ).body;
    expect(doc.openapi).toBe("3.1.0");
    const map = readFileSync(path.join(import.meta.dirname, "../../../shared/src/api/routes.md"), "utf8");
    const listed = new Set(
      [...map.matchAll(/^\| (GET|POST|PUT|PATCH|DELETE) +\| (\S+?)(?:\?\S*)? +\| (\w+) /gm)].map(
        ([, method, route, id]) => `${method} ${route} ${id}`,
      ),
    );
    const operations = Object.entries(doc.paths).flatMap(([route, ops]) =>
      Object.entries(ops).map(([method, op]) => `${method.toUpperCase()} ${route} ${op.operationId}`),
    );
    expect(operations.length).toBeGreaterThan(30);
    for (const operation of operations) expect(operation).not.toMatch(/ undefined$/);
    expect(operations.filter((operation) => !listed.has(operation))).toEqual([]);
    expect([...listed].filter((row) => !operations.includes(row))).toEqual([]);
  });

  it("every payment call the spec names (its §7) is traced to an operation by x-spec-operations", async () => {
    const traced = tracedSpecOperations(await openApiDocument(app));
    const payments = [
      ...["pcAlipay", "pcWxpay", "pcUnionpay", "mobileAlipay", "mobileWxpay", "mobileUnionpay"],
      ...["mobileWxpayInWx", "mobileWxpayInMiniApp", "paypalInitial", "checkPayUpdate", "checkPayRefund"],
      ...[
        "updateTransferVoucher",
        "applyRefund",
        "confirmPay",
        "rejectConfirm",
        "rejectRefund",
        "checkRefund",
      ],
      ...["confirmRefund", "issueRefund", "applyList", "applyConfirm", "applyRevoke", "applyDetail"],
      "changeTradeNumber",
    ];
    expect(payments.filter((name) => !traced.has(name))).toEqual([]);
  });

  it("every check-in call the spec names (its §7) is traced to an operation by x-spec-operations", async () => {
    const traced = tracedSpecOperations(await openApiDocument(app));
    const checkin = ["confirmSign", "saveCardNumber", "manageGetPrintList", "checkInCard"];
    expect(checkin.filter((name) => !traced.has(name))).toEqual([]);
  });

  it("an unknown API path answers a JSON 404, never the app shell", async () => {
    const res = await app.client().get<{ code: string }>("/api/nothing-here");
    expect(res.status).toBe(404);
    expect(res.body.code).toBe("NOT_FOUND");
  });

  it("hashed assets are cached for a year; the shell and service worker are always revalidated", async () => {
    const client = app.client();
    const asset = await client.get("/assets/index-Ab12Cd34.js");
    expect(asset.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect((await client.get("/sw.js")).headers.get("cache-control")).toBe("no-cache");
    const deepLink = await client.get<string>("/register/1/user/registerList");
    expect(deepLink.body).toContain("<title>pwa</title>");
    expect(deepLink.headers.get("cache-control")).toBe("no-cache");
    expect((await client.get<string>("/kiosk/")).body).toContain("<title>kiosk</title>");
    expect((await client.get<string>("/kiosk/some/route")).body).toContain("<title>kiosk</title>");
    expect((await client.get("/assets/missing-Zz99Yy88.js")).status).toBe(404);
  });

  it("the old all-conferences id 200 in admin URLs redirects to /all/", async () => {
    const res = await fetch(`${app.url}/200/manager/home/registerList`, { redirect: "manual" });
    expect(res.status).toBe(301);
    expect(res.headers.get("location")).toMatch(/\/all\/manager\/home\/registerList$/);
  });
});
