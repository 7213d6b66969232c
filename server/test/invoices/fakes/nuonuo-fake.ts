import { createHmac, timingSafeEqual } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { loadNuonuoConfig, type NuonuoConfig } from "#features/invoices/issuers/nuonuo/config";

/**
 * The Nuonuo open platform (诺税通 SaaS) played on 127.0.0.1, written apart from the adapter on node:crypto
 * so that the two check each other. Every call is checked like the gateway does: appkey, accessToken,
 * userTax and X-Nuonuo-Sign (HMAC-SHA1 with the app secret over a=services&l=v1&p=open&k&i&n&t&f); then
 * the business methods keep orders, number invoices, serve their PDFs and take red-letter forms.
 *
 * What an order becomes is scripted per orderNo (success by default). Codes the platform's documents name
 * are used as they are (E0000, E9106 duplicate order, E9500 not found, 070101 bad appkey); the ones marked
 * "fake's" below are this fake's own choice where no public source gave the real one.
 */
export const NUONUO_FAKE = {
  appKey: "FAKEAPPKEY01",
  appSecret: "fake-app-secret-1",
  accessToken: "fake-access-token-1",
  /** The sandbox's documented test taxpayer number. */
  taxNumber: "339902999999789113",
} as const;

export type NuonuoOutcome =
  /** Done at the first query, or after `afterQueries` queries that answer 20 (in progress). */
  | { kind: "success"; afterQueries?: number }
  /** Status 22 with this failCause, after `afterQueries` queries in progress. */
  | { kind: "failure"; failCause: string; afterQueries?: number }
  /** Status 22: the tax bureau wants the clerk to log in again. */
  | { kind: "relogin" }
  /** requestBillingNew itself refuses the order. */
  | { kind: "refuse"; code: string; describe: string }
  /** Status 24 (issued, signature and PDF failed) until reInvoice, then done with its PDF. */
  | { kind: "pdfFailed" }
  /** For a red order: its red-letter form waits for the buyer's confirmation (02), no red invoice yet. */
  | { kind: "awaitBuyer" };

// biome-ignore lint/suspicious/noExplicitAny: the fake reads the adapter's JSON loosely and checks each field it uses.
type Body = Record<string, any>;
export type FakeOrder = {
  orderNo: string;
  serial: string;
  order: Body;
  outcome: NuonuoOutcome;
  queries: number;
  reInvoiced: boolean;
  invoiceNumber: string;
  /** For a red invoice: the blue invoice's number. */
  blueNumber: string | null;
  at: Date;
};
export type FakeRedForm = { billId: string; billStatus: string; content: Body };
export type Sent = { method: string; content: Body; userTax: string };
type Answer = { code: string; describe: string; result?: unknown };

export type NuonuoFake = {
  /** The services URL (…/open/v1/services). */
  readonly url: string;
  /** The environment loadNuonuoConfig reads for this fake. */
  readonly env: Record<string, string>;
  readonly config: NuonuoConfig;
  /** Calls the gateway let through, in order. */
  readonly requests: Sent[];
  /** Calls the gateway refused (bad signature, key, token or tax number). */
  readonly refusals: Answer[];
  readonly orders: Map<string, FakeOrder>;
  readonly redForms: Map<string, FakeRedForm>;
  script(orderNo: string, outcome: NuonuoOutcome): void;
  /**
   * The buyer answers a red-letter form that waited for them (02): confirmed (04, the platform then issues
   * the red invoice under the form's orderNo) or refused (07, the form is void and nothing is reversed).
   */
  answerRedForm(billId: string, answer: "confirmed" | "refused"): void;
  /** The red-letter form of this billId is refused when it is applied for, with this wording. */
  refuseRedForm(billId: string, describe: string): void;
  /** What queryInvoiceResult would say of an order: "2" done, "20" in progress...; undefined if unknown. */
  statusOf(orderNo: string): string | undefined;
  /** The next call answers HTTP 500, or a page that is not JSON. */
  failNext(kind: "http500" | "garbage"): void;
  close(): Promise<void>;
};

const PATH = "/open/v1/services";
const STATUS_MESSAGES: Record<string, string> = {
  "2": "开票完成（最终状态）",
  "20": "开票中",
  "22": "开票失败",
  "24": "开票成功签章失败",
};

export async function startNuonuoFake(options: { now?: () => Date } = {}): Promise<NuonuoFake> {
  const now = options.now ?? (() => new Date());
  const orders = new Map<string, FakeOrder>();
  const redForms = new Map<string, FakeRedForm>();
  const scripts = new Map<string, NuonuoOutcome>();
  const redRefusals = new Map<string, string>();
  const requests: Sent[] = [];
  const refusals: Answer[] = [];
  let sequence = 0;
  let nextFailure: "http500" | "garbage" | null = null;
  let base = "";

  const statusOf = (o: FakeOrder): string => {
    const { outcome } = o;
    if (outcome.kind === "pdfFailed") return o.reInvoiced ? "2" : "24";
    if (outcome.kind === "relogin") return "22";
    if (outcome.kind === "failure") return o.queries > (outcome.afterQueries ?? 0) ? "22" : "20";
    return o.queries > (outcome.kind === "success" ? (outcome.afterQueries ?? 0) : 0) ? "2" : "20";
  };
  const failCauseOf = (o: FakeOrder): string =>
    o.outcome.kind === "failure" ? o.outcome.failCause : "电子税务局登录已失效，请开票员重新登录后再开票";

  const newOrder = (orderNo: string, order: Body, outcome: NuonuoOutcome, blueNumber: string | null) => {
    sequence += 1;
    const created: FakeOrder = {
      orderNo,
      serial: `2505201030${String(sequence).padStart(10, "0")}`,
      order,
      outcome,
      queries: 0,
      reInvoiced: false,
      invoiceNumber: `2544200000${String(sequence).padStart(10, "0")}`,
      blueNumber,
      at: now(),
    };
    orders.set(orderNo, created);
    return created;
  };

  const itemOf = (o: FakeOrder): Body => {
    const status = statusOf(o);
    const numbered = status === "2" || status === "24";
    return {
      serialNo: o.serial,
      orderNo: o.orderNo,
      status,
      statusMsg: STATUS_MESSAGES[status],
      failCause: status === "22" ? failCauseOf(o) : "",
      pdfUrl: status === "2" ? `${base}/pdf/${o.serial}.pdf` : "",
      invoiceTime: numbered ? o.at.getTime() : null,
      invoiceCode: "",
      invoiceNo: numbered ? o.invoiceNumber : "",
      allElectronicInvoiceNumber: numbered ? o.invoiceNumber : "",
      invoiceType: o.blueNumber ? "2" : "1",
      oldEleInvoiceNumber: o.blueNumber ?? "",
    };
  };

  /** The blue invoice a red-letter form names, issued and not itself red. */
  const blueOf = (form: Body) =>
    [...orders.values()].find((o) => o.invoiceNumber === form.blueElecInvoiceNumber && !o.blueNumber);

  /** The red invoice of a form that needs no confirmation (01) or was confirmed (04), under its orderNo. */
  const issueRed = (form: Body) => {
    const blue = blueOf(form);
    if (blue && form.orderNo)
      newOrder(
        form.orderNo,
        { invoiceLine: blue.order.invoiceLine },
        { kind: "success" },
        blue.invoiceNumber,
      );
  };

  const methods: Record<string, (content: Body) => Answer> = {
    "nuonuo.OpeMplatform.requestBillingNew": ({ order }) => {
      const problem = checkOrder(order);
      if (problem) return { code: "E9102", describe: problem }; // fake's code for a malformed order
      if (orders.has(order.orderNo)) return { code: "E9106", describe: "订单编号或流水号不能重复" };
      const outcome = scripts.get(order.orderNo) ?? { kind: "success" };
      if (outcome.kind === "refuse") return { code: outcome.code, describe: outcome.describe };
      const created = newOrder(order.orderNo, order, outcome, null);
      return { code: "E0000", describe: "开票提交成功", result: { invoiceSerialNum: created.serial } };
    },
    "nuonuo.OpeMplatform.queryInvoiceResult": (content) => {
      const bySerial = Array.isArray(content.serialNos) ? (content.serialNos as string[]) : [];
      const byOrder = Array.isArray(content.orderNos) ? (content.orderNos as string[]) : [];
      const found = [...orders.values()].filter(
        (o) => bySerial.includes(o.serial) || byOrder.includes(o.orderNo),
      );
      if (found.length === 0) return { code: "E9500", describe: "发票信息不存在" };
      for (const o of found) o.queries += 1;
      return { code: "E0000", describe: "获取成功", result: found.map(itemOf) };
    },
    "nuonuo.OpeMplatform.reInvoice": ({ fpqqlsh, orderno }) => {
      const o = [...orders.values()].find((x) => (fpqqlsh ? x.serial === fpqqlsh : x.orderNo === orderno));
      if (!o) return { code: "E9500", describe: "发票信息不存在" };
      const status = statusOf(o);
      if (status === "2") return { code: "E9612", describe: "发票已生成，无需再重试开票" }; // fake's code
      if (status !== "24" && status !== "22")
        return { code: "E9611", describe: "开票中（重试中），请耐心等待开票结果" };
      o.reInvoiced = true;
      return { code: "E0000", describe: "重试开票提交成功" };
    },
    "nuonuo.OpeMplatform.saveInvoiceRedConfirm": (content) => {
      const refusal = redRefusals.get(content.billId);
      if (refusal) return { code: "E9108", describe: refusal }; // fake's code
      if (!content.billId || redForms.has(content.billId))
        return { code: "E9702", describe: "红字确认单申请号已存在" }; // fake's
      const blue = blueOf(content);
      if (!blue || statusOf(blue) !== "2") return { code: "E9703", describe: "未找到开具完成的蓝字发票" }; // fake's
      if (content.blueInvoiceLine !== blue.order.invoiceLine)
        return { code: "E9704", describe: "蓝票票种不一致" }; // fake's
      if (content.sellerTaxNo !== NUONUO_FAKE.taxNumber || content.applySource !== "0") {
        return { code: "E9705", describe: "销方信息有误" }; // fake's
      }
      const awaiting = scripts.get(content.orderNo)?.kind === "awaitBuyer";
      redForms.set(content.billId, { billId: content.billId, billStatus: awaiting ? "02" : "01", content });
      // 01 无需确认: the platform issues the red invoice itself, under the orderNo the form carried.
      if (!awaiting) issueRed(content);
      return { code: "E0000", describe: "成功", result: content.billId };
    },
    "nuonuo.OpeMplatform.queryInvoiceRedConfirm": ({ billId }) => {
      const list = [...redForms.values()]
        .filter((f) => !billId || f.billId === billId)
        .map((f) => ({
          billId: f.billId,
          billNo: `4403${f.billId}`,
          billStatus: f.billStatus,
          requestStatus: "2",
        }));
      return { code: "E0000", describe: "成功", result: { total: list.length, list } };
    },
  };

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const url = new URL(req.url ?? "/", base);
      if (req.method === "GET" && url.pathname.startsWith("/pdf/")) return servePdf(url.pathname, res);
      if (nextFailure) {
        const kind = nextFailure;
        nextFailure = null;
        if (kind === "http500") return send(res, 500, "Internal Server Error", "text/plain");
        return send(res, 200, "<html><body>维护中</body></html>", "text/html");
      }
      if (req.method !== "POST" || url.pathname !== PATH) return send(res, 404, "not found", "text/plain");
      const body = Buffer.concat(chunks).toString("utf8");
      const refusal = gatewayRefusal(req, url, body);
      if (refusal) {
        refusals.push(refusal);
        return json(res, refusal);
      }
      const method = String(req.headers.method ?? "");
      const handler = methods[method];
      if (!handler) return json(res, { code: "070201", describe: "method不存在" }); // fake's code
      let content: Body;
      try {
        content = JSON.parse(body) as Body;
      } catch {
        return json(res, { code: "E9101", describe: "报文格式错误" }); // fake's code
      }
      requests.push({ method, content, userTax: String(req.headers.usertax ?? "") });
      json(res, handler(content));
    });
  });

  function servePdf(path: string, res: ServerResponse) {
    const serial = path.slice("/pdf/".length).replace(/\.pdf$/, "");
    const o = [...orders.values()].find((x) => x.serial === serial);
    if (!o || statusOf(o) !== "2") return send(res, 404, "not found", "text/plain");
    send(res, 200, `%PDF-1.4\n% fake invoice ${o.invoiceNumber}\n%%EOF\n`, "application/pdf");
  }

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const env = {
    NUONUO_APP_KEY: NUONUO_FAKE.appKey,
    NUONUO_APP_SECRET: NUONUO_FAKE.appSecret,
    NUONUO_ACCESS_TOKEN: NUONUO_FAKE.accessToken,
    NUONUO_TAX_NUMBER: NUONUO_FAKE.taxNumber,
    NUONUO_BASE_URL: `${base}${PATH}`,
    NUONUO_CLERK: "张开票",
  };
  const config = loadNuonuoConfig(env);
  if (!config) throw new Error("the fake's environment did not load");

  return {
    url: `${base}${PATH}`,
    env,
    config,
    requests,
    refusals,
    orders,
    redForms,
    script: (orderNo, outcome) => void scripts.set(orderNo, outcome),
    refuseRedForm: (billId, describe) => void redRefusals.set(billId, describe),
    statusOf: (orderNo) => {
      const found = orders.get(orderNo);
      return found && statusOf(found);
    },
    answerRedForm: (billId, answer) => {
      const form = redForms.get(billId);
      if (form?.billStatus !== "02") throw new Error(`no red-letter form ${billId} waits for the buyer`);
      form.billStatus = answer === "confirmed" ? "04" : "07";
      if (answer === "confirmed") issueRed(form.content);
    },
    failNext: (kind) => {
      nextFailure = kind;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** What the gateway says before any method runs: the app, the token, the tax number, the signature. */
function gatewayRefusal(req: IncomingMessage, url: URL, body: string): Answer | null {
  const q = Object.fromEntries(url.searchParams);
  const sign = String(req.headers["x-nuonuo-sign"] ?? "");
  if (q.appkey !== NUONUO_FAKE.appKey) return { code: "070101", describe: "获取app密钥失败或appkey无效" };
  if (req.headers.accesstoken !== NUONUO_FAKE.accessToken)
    return { code: "070304", describe: "accessToken无效" }; // fake's
  if (req.headers.usertax !== NUONUO_FAKE.taxNumber)
    return { code: "070305", describe: "userTax与授权企业不一致" }; // fake's
  const envelopeOk =
    /^[0-9A-Za-z]{32}$/.test(q.senid ?? "") &&
    /^[1-9]\d{7}$/.test(q.nonce ?? "") &&
    /^\d{10}$/.test(q.timestamp ?? "");
  const text = `a=services&l=v1&p=open&k=${q.appkey}&i=${q.senid}&n=${q.nonce}&t=${q.timestamp}&f=${body}`;
  const expected = createHmac("sha1", NUONUO_FAKE.appSecret).update(text, "utf8").digest();
  const given = Buffer.from(sign, "base64");
  const signed = given.length === expected.length && timingSafeEqual(given, expected);
  return envelopeOk && signed ? null : { code: "070301", describe: "签名验证失败" }; // fake's code
}

/** The order checks the platform makes that the adapter could get wrong: seller, line, the tax arithmetic. */
function checkOrder(order: Body | undefined): string | null {
  if (!order || typeof order.orderNo !== "string" || !/^.{1,20}$/.test(order.orderNo))
    return "订单号不能为空且不超过20位";
  if (order.salerTaxNum !== NUONUO_FAKE.taxNumber) return "销方税号与授权税号不一致";
  if (order.invoiceType !== "1" || !["pc", "bs"].includes(order.invoiceLine)) return "发票种类有误";
  if (order.invoiceLine === "bs" && !order.buyerTaxNum) return "数电专票购方税号必填";
  if (!order.buyerName) return "购方名称不能为空";
  if (!Array.isArray(order.invoiceDetail) || order.invoiceDetail.length === 0) return "发票明细不能为空";
  for (const line of order.invoiceDetail as Body[]) {
    const incl = cents(line.taxIncludedAmount);
    const excl = cents(line.taxExcludedAmount);
    const tax = cents(line.tax);
    if (incl === null || excl === null || tax === null || excl + tax !== incl)
      return "[不含税金额]+[税额]≠[含税金额]";
    if (Math.abs(excl * Number(line.taxRate) - tax) > 6) return "税额误差超过0.06";
    const priced = Math.round(Number(line.price) * Number(line.num) * 100);
    if (line.withTaxFlag !== "1" || priced !== incl) return "含税单价×数量≠含税金额";
  }
  return null;
}

function cents(value: unknown): number | null {
  if (typeof value !== "string" || !/^-?\d+\.\d{2}$/.test(value)) return null;
  return Math.round(Number(value) * 100);
}

function json(res: ServerResponse, answer: Answer) {
  send(res, 200, JSON.stringify(answer), "application/json;charset=UTF-8");
}

function send(res: ServerResponse, status: number, body: string, type: string) {
  res.writeHead(status, { "content-type": type });
  res.end(body);
}
