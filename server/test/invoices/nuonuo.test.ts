import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { InvoiceType } from "@confreg/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadNuonuoConfig } from "#features/invoices/issuers/nuonuo/config";
import { createNuonuoIssuer } from "#features/invoices/issuers/nuonuo/issuer";
import { nuonuoSignature } from "#features/invoices/issuers/nuonuo/sign";
import { type IssueRequest, type IssueResult, IssuerError } from "#ports/invoice-issuer";
import { type NuonuoFake, startNuonuoFake } from "./fakes/nuonuo-fake";

const ISSUED_AT = new Date("2025-05-20T02:05:00Z");
let fake: NuonuoFake;

beforeAll(async () => {
  fake = await startNuonuoFake({ now: () => ISSUED_AT });
});
afterAll(() => fake?.close());

const issuer = () => createNuonuoIssuer(fake.config);

function request(orderNo: string, overrides: Partial<IssueRequest> = {}): IssueRequest {
  return {
    invoiceId: 1,
    orderNo,
    invoiceType: InvoiceType.digital,
    seller: {
      name: { zh: "中国示例学会", en: "Example Society of China" },
      taxpayerNumber: "339902999999789113",
      address: { zh: "北京市海淀区示例路1号", en: "1 Example Road, Haidian, Beijing" },
      phone: "010-12345678",
      bank: "中国工商银行北京分行",
      account: "0200000000000000001",
    },
    buyer: {
      title: "示例大学",
      taxpayerNumber: "12100000400012345X",
      address: "北京市示例区大学路2号",
      phone: "010-87654321",
      bank: "中国银行示例支行",
      account: "6222000000000000",
      email: "finance@example.edu.cn",
      mobile: "13800000000",
      registree: "",
      affiliation: "",
      postAddress: "",
    },
    lines: [{ name: { zh: "会议注册费", en: "conference registration fee" }, amount: 120000, taxRate: 6 }],
    currency: "CNY",
    remark: "第十届示例会议",
    conference: { zh: "第十届示例会议", en: "10th Example Conference" },
    at: new Date("2025-05-20T02:00:00Z"),
    ...overrides,
  };
}

/** The content of the last accepted call of this method about this order. */
function sent(method: string, orderNo: string) {
  const calls = fake.requests.filter((r) => r.method === `nuonuo.OpeMplatform.${method}`);
  const match = calls.filter((r) => JSON.stringify(r.content).includes(`"${orderNo}"`));
  return match.at(-1)?.content;
}

function issuedOf(result: IssueResult) {
  if (result.status !== "issued") throw new Error(`expected issued, got ${JSON.stringify(result)}`);
  return result;
}

describe("Nuonuo: signed requests", () => {
  it("signs with HMAC-SHA1 over a=services&l=v1&p=open, key, senid, nonce, timestamp and the body", () => {
    const signature = nuonuoSignature({
      path: "/open/v1/services",
      appSecret: "fake-app-secret-1",
      envelope: {
        senid: "0123456789abcdef0123456789abcdef",
        nonce: "12345678",
        timestamp: "1747706400",
        appkey: "FAKEAPPKEY01",
      },
      body: '{"orderNo":"会议"}',
    });
    expect(signature).toBe("j31hxP0CZFCGho+4sgYckrqtnW4=");
  });

  it("reaches the platform signed with the seller's tax number; a request signed with another secret is refused", async () => {
    expect((await issuer().issue(request("SIGN0001"))).status).toBe("pending");
    expect(fake.requests.find((r) => r.content.order?.orderNo === "SIGN0001")?.userTax).toBe(
      "339902999999789113",
    );

    const forged = createNuonuoIssuer({ ...fake.config, appSecret: "not-the-secret" });
    const error = await forged.issue(request("SIGN0002")).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(IssuerError);
    expect((error as IssuerError).code).toBe("070301");
    expect(fake.orders.has("SIGN0002")).toBe(false);
  });

  it("a wrong access token is refused by the gateway as an IssuerError, not as a failed invoice", async () => {
    const stale = createNuonuoIssuer({ ...fake.config, accessToken: "expired-token" });
    await expect(stale.issue(request("TOKEN001"))).rejects.toMatchObject({
      name: "IssuerError",
      code: "070304",
    });
  });
});

describe("Nuonuo: the order", () => {
  it("goes out in yuan with the tax split the bureau's way, the buyer, the seller and invoice line pc for type 5", async () => {
    const lines = [
      { name: { zh: "会议注册费", en: "conference registration fee" }, amount: 120000, taxRate: 6 },
      { name: { zh: "会议资料费", en: "conference materials" }, amount: 33333, taxRate: 6 },
      { name: { zh: "会议用品", en: "conference kit" }, amount: 10000, taxRate: 13 },
    ];
    await issuer().issue(request("ORDER001", { lines }));
    expect(sent("requestBillingNew", "ORDER001")).toEqual({
      order: {
        buyerName: "示例大学",
        buyerTaxNum: "12100000400012345X",
        buyerTel: "010-87654321",
        buyerAddress: "北京市示例区大学路2号",
        buyerAccount: "中国银行示例支行 6222000000000000",
        salerTaxNum: "339902999999789113",
        salerTel: "010-12345678",
        salerAddress: "北京市海淀区示例路1号",
        salerAccount: "中国工商银行北京分行 0200000000000000001",
        orderNo: "ORDER001",
        invoiceDate: "2025-05-20 10:00:00",
        remark: "第十届示例会议",
        pushMode: "2",
        buyerPhone: "13800000000",
        email: "finance@example.edu.cn",
        invoiceType: "1",
        invoiceLine: "pc",
        clerk: "张开票",
        invoiceDetail: [
          {
            goodsName: "会议注册费",
            withTaxFlag: "1",
            price: "1200.00",
            num: "1",
            taxRate: "0.06",
            taxExcludedAmount: "1132.08",
            tax: "67.92",
            taxIncludedAmount: "1200.00",
            invoiceLineProperty: "0",
          },
          {
            goodsName: "会议资料费",
            withTaxFlag: "1",
            price: "333.33",
            num: "1",
            taxRate: "0.06",
            taxExcludedAmount: "314.46",
            tax: "18.87",
            taxIncludedAmount: "333.33",
            invoiceLineProperty: "0",
          },
          {
            goodsName: "会议用品",
            withTaxFlag: "1",
            price: "100.00",
            num: "1",
            taxRate: "0.13",
            taxExcludedAmount: "88.50",
            tax: "11.50",
            taxIncludedAmount: "100.00",
            invoiceLineProperty: "0",
          },
        ],
      },
    });
  });

  it("type 6 goes out as invoice line bs (数电专票), with the configured tax classification code", async () => {
    const withCode = createNuonuoIssuer({ ...fake.config, goodsCode: "3049900000000000000" });
    await withCode.issue(request("ORDER002", { invoiceType: InvoiceType.digitalSpecial }));
    const order = sent("requestBillingNew", "ORDER002")?.order;
    expect(order.invoiceLine).toBe("bs");
    expect(order.invoiceDetail[0].goodsCode).toBe("3049900000000000000");
  });

  it("refuses what the platform cannot issue (a paper invoice, USD) without sending anything", async () => {
    const paper = await issuer().issue(request("ORDER003", { invoiceType: InvoiceType.paper }));
    const usd = await issuer().issue(request("ORDER004", { currency: "USD" }));
    expect([paper.status, usd.status]).toEqual(["failed", "failed"]);
    expect(sent("requestBillingNew", "ORDER003")).toBeUndefined();
    expect(sent("requestBillingNew", "ORDER004")).toBeUndefined();
  });

  it("serves types 5 and 6 under the name nuonuo", () => {
    expect({ name: issuer().name, types: issuer().types }).toEqual({ name: "nuonuo", types: [5, 6] });
  });
});

describe("Nuonuo: outcomes", () => {
  it("an accepted order is pending with the platform's serial, then issued with number, time and PDF", async () => {
    const pending = await issuer().issue(request("DONE0001"));
    const serial = fake.orders.get("DONE0001")?.serial;
    expect(pending).toEqual({ status: "pending", serial, message: "开票提交成功" });

    const issued = issuedOf(await issuer().query({ orderNo: "DONE0001", serial: serial ?? null }));
    expect(issued.invoiceNumber).toBe(fake.orders.get("DONE0001")?.invoiceNumber);
    expect(issued.invoiceNumber).toMatch(/^\d{20}$/);
    expect(issued.invoiceCode).toBe("");
    expect(issued.issuedAt).toEqual(new Date("2025-05-20T02:05:00Z"));
    expect(issued.document).toEqual({
      url: `${fake.url.replace("/open/v1/services", "")}/pdf/${serial}.pdf`,
    });
    const pdf = await issuer().document({
      invoiceNumber: issued.invoiceNumber,
      storageKey: null,
      url: fake.url.replace("/open/v1/services", `/pdf/${serial}.pdf`),
    });
    expect(pdf?.subarray(0, 8).toString()).toBe("%PDF-1.4");
  });

  it("an invoice still in progress stays pending until the platform finishes, several queries later", async () => {
    fake.script("SLOW0001", { kind: "success", afterQueries: 2 });
    const pending = await issuer().issue(request("SLOW0001"));
    const ref = { orderNo: "SLOW0001", serial: pending.status === "pending" ? pending.serial : null };
    expect((await issuer().query(ref)).status).toBe("pending");
    expect((await issuer().query(ref)).status).toBe("pending");
    expect((await issuer().query(ref)).status).toBe("issued");
  });

  it("a failure with errorCode:004 is failed, the code kept and the platform's message shown", async () => {
    fake.script("FAIL0001", { kind: "failure", failCause: "errorCode:004 购买方纳税人识别号校验不通过" });
    await issuer().issue(request("FAIL0001"));
    expect(await issuer().query({ orderNo: "FAIL0001", serial: null })).toEqual({
      status: "failed",
      code: "004",
      message: "errorCode:004 购买方纳税人识别号校验不通过",
      relogin: false,
    });
  });

  it("an order the platform refuses at submission is failed with the platform's code", async () => {
    fake.script("FAIL0002", {
      kind: "refuse",
      code: "E9105",
      describe: "折扣行的商品名称必须和被折扣行相同",
    });
    expect(await issuer().issue(request("FAIL0002"))).toEqual({
      status: "failed",
      code: "E9105",
      message: "折扣行的商品名称必须和被折扣行相同",
      relogin: false,
    });
  });

  it("the platform asking the clerk to log in again is failed with relogin, at query or at submission", async () => {
    fake.script("LOGIN001", { kind: "relogin" });
    await issuer().issue(request("LOGIN001"));
    expect(await issuer().query({ orderNo: "LOGIN001", serial: null })).toEqual({
      status: "failed",
      code: "22",
      message: "电子税务局登录已失效，请开票员重新登录后再开票",
      relogin: true,
    });

    fake.script("LOGIN002", { kind: "refuse", code: "E9108", describe: "当前数电账号未登录，请重新登录" });
    expect(await issuer().issue(request("LOGIN002"))).toMatchObject({ status: "failed", relogin: true });
  });

  it("issued but its PDF failed: issued without a document; Retry (reInvoice) makes the PDF", async () => {
    fake.script("PDF00001", { kind: "pdfFailed" });
    await issuer().issue(request("PDF00001"));
    const first = issuedOf(await issuer().query({ orderNo: "PDF00001", serial: null }));
    expect(first.document).toBeNull();
    expect(first.invoiceNumber).toBe(fake.orders.get("PDF00001")?.invoiceNumber);
    expect(first.message).toContain("PDF");
    expect(
      await issuer().document({ invoiceNumber: first.invoiceNumber, storageKey: null, url: null }),
    ).toBeNull();

    const serial = fake.orders.get("PDF00001")?.serial;
    const retry = await issuer().issue(request("PDF00001"));
    expect(retry).toMatchObject({ status: "pending", serial });
    expect(sent("reInvoice", "PDF00001")).toEqual({ fpqqlsh: serial, orderno: "PDF00001" });

    const done = issuedOf(await issuer().query({ orderNo: "PDF00001", serial: serial ?? null }));
    expect(done.invoiceNumber).toBe(first.invoiceNumber);
    const url = done.document && "url" in done.document ? done.document.url : null;
    const pdf = await issuer().document({ invoiceNumber: done.invoiceNumber, storageKey: null, url });
    expect(pdf?.subarray(0, 5).toString()).toBe("%PDF-");
  });

  it("the same order number twice does not issue twice: the second answer is the first invoice", async () => {
    const first = await issuer().issue(request("TWICE001"));
    const firstInvoice = issuedOf(
      await issuer().query({ orderNo: "TWICE001", serial: first.status === "pending" ? first.serial : null }),
    );
    const second = issuedOf(await issuer().issue(request("TWICE001")));
    expect(second.invoiceNumber).toBe(firstInvoice.invoiceNumber);
    expect([...fake.orders.values()].filter((o) => o.orderNo === "TWICE001")).toHaveLength(1);
    expect(fake.requests.filter((r) => r.content.order?.orderNo === "TWICE001")).toHaveLength(2);
  });
});

describe("Nuonuo: void", () => {
  async function issuedBlue(orderNo: string, invoiceType: InvoiceType = InvoiceType.digital) {
    const blue = request(orderNo, { invoiceType });
    await issuer().issue(blue);
    const issued = issuedOf(await issuer().query({ orderNo, serial: null }));
    return { blue, issued };
  }

  it("applies for a red-letter form under our order number; the red invoice the platform issues ends the void", async () => {
    const { blue, issued } = await issuedBlue("BLUE0001");
    const voidRequest = {
      invoiceId: 1,
      orderNo: "RED00001",
      original: { invoiceNumber: issued.invoiceNumber, invoiceCode: "", request: blue },
      reason: "退款",
      at: new Date("2025-06-01T02:00:00Z"),
    };
    expect(await issuer().void(voidRequest)).toMatchObject({ status: "pending", serial: "red:RED00001" });
    expect(sent("saveInvoiceRedConfirm", "RED00001")).toEqual({
      billId: "RED00001",
      blueInvoiceLine: "pc",
      applySource: "0",
      blueElecInvoiceNumber: issued.invoiceNumber,
      sellerTaxNo: "339902999999789113",
      sellerName: "中国示例学会",
      buyerTaxNo: "12100000400012345X",
      buyerName: "示例大学",
      redReason: "2",
      autoInvoice: "1",
      orderNo: "RED00001",
    });

    const red = issuedOf(await issuer().query({ orderNo: "RED00001", serial: "red:RED00001" }));
    expect(red.invoiceNumber).toBe(fake.orders.get("RED00001")?.invoiceNumber);
    expect(red.invoiceNumber).not.toBe(issued.invoiceNumber);
    expect(await issuer().void(voidRequest)).toMatchObject({ status: "pending", serial: "red:RED00001" });
  });

  it("a red-letter form waiting for the buyer's confirmation keeps the void pending", async () => {
    const { blue, issued } = await issuedBlue("BLUE0002", InvoiceType.digitalSpecial);
    fake.script("RED00002", { kind: "awaitBuyer" });
    const original = { invoiceNumber: issued.invoiceNumber, invoiceCode: "", request: blue };
    await issuer().void({ invoiceId: 2, orderNo: "RED00002", original, reason: "开票有误", at: new Date() });
    expect(sent("saveInvoiceRedConfirm", "RED00002")?.blueInvoiceLine).toBe("bs");
    const state = await issuer().query({ orderNo: "RED00002", serial: "red:RED00002" });
    expect(state).toMatchObject({ status: "pending", serial: "red:RED00002" });
    expect(state.message).toContain("buyer");
  });
});

describe("Nuonuo: unreachable or unreadable", () => {
  it("a network failure is an IssuerError", async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const gone = createNuonuoIssuer({ ...fake.config, baseUrl: `http://127.0.0.1:${port}/open/v1/services` });
    await expect(gone.issue(request("NET00001"))).rejects.toBeInstanceOf(IssuerError);

    const failing = createNuonuoIssuer(fake.config, {
      fetch: async () => {
        throw new TypeError("fetch failed");
      },
    });
    await expect(failing.query({ orderNo: "NET00002", serial: null })).rejects.toBeInstanceOf(IssuerError);
  });

  it("an HTTP error or an answer that is not the platform's JSON is an IssuerError", async () => {
    fake.failNext("http500");
    await expect(issuer().issue(request("NET00003"))).rejects.toBeInstanceOf(IssuerError);
    fake.failNext("garbage");
    await expect(issuer().query({ orderNo: "NET00003", serial: null })).rejects.toBeInstanceOf(IssuerError);
  });
});

describe("Nuonuo: configuration", () => {
  const complete = {
    NUONUO_APP_KEY: "CONFIGKEY01",
    NUONUO_APP_SECRET: "s3cret-value",
    NUONUO_ACCESS_TOKEN: "token-value",
    NUONUO_TAX_NUMBER: "339902999999789113",
  };

  it("is off (null) when no NUONUO_ variable is set", () => {
    expect(loadNuonuoConfig({})).toBeNull();
  });

  it("defaults to the production services URL, no clerk, no goods code", () => {
    expect(loadNuonuoConfig(complete)).toEqual({
      appKey: "CONFIGKEY01",
      appSecret: "s3cret-value",
      accessToken: "token-value",
      taxNumber: "339902999999789113",
      baseUrl: "https://sdk.nuonuo.com/open/v1/services",
      clerk: null,
      goodsCode: null,
    });
  });

  it("a partial setup is an error naming what is missing", () => {
    expect(() => loadNuonuoConfig({ NUONUO_APP_KEY: "CONFIGKEY01" })).toThrow(
      "Nuonuo is partly configured: missing NUONUO_APP_SECRET, NUONUO_ACCESS_TOKEN, NUONUO_TAX_NUMBER",
    );
  });

  it("a wrong value is an error naming the variable, never showing a secret", () => {
    let message = "";
    try {
      loadNuonuoConfig({
        ...complete,
        NUONUO_TAX_NUMBER: "not a number",
        NUONUO_BASE_URL: "https://example.com/x",
      });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toContain("NUONUO_TAX_NUMBER");
    expect(message).toContain("NUONUO_BASE_URL");
    expect(message).not.toContain("s3cret-value");
  });
});
