import { formatMoney, type Label, type Locale } from "@confreg/shared";
import { html } from "hono/html";
import { translate } from "#http/i18n";

const texts = {
  title: /*i18n*/ { id: "demoCashier.title", message: "Demo cashier" },
  banner: /*i18n*/ {
    id: "demoCashier.banner",
    message:
      "SIMULATION. No money moves. This server has no credentials for this payment provider, so its built-in demo cashier stands in for it.",
  },
  subject: /*i18n*/ { id: "demoCashier.subject", message: "Order" },
  orderNo: /*i18n*/ { id: "demoCashier.orderNo", message: "Order number" },
  amount: /*i18n*/ { id: "demoCashier.amount", message: "Amount" },
  pay: /*i18n*/ { id: "demoCashier.pay", message: "Pay (simulated)" },
  fail: /*i18n*/ { id: "demoCashier.fail", message: "Fail the payment" },
  gone: /*i18n*/ {
    id: "demoCashier.gone",
    message: "This order is no longer waiting for payment. Go back to your registration.",
  },
  back: /*i18n*/ { id: "demoCashier.back", message: "Back to the registration" },
} satisfies Record<string, Label>;

type Order = { outTradeNo: string; subject: string; amount: number; currency: "CNY" | "USD"; status: string };

/**
 * The demo cashier's page: plainly a simulation, showing what a provider's checkout would (subject,
 * order number, amount) with Pay and Fail. Plain HTML with no script, served by the server itself.
 */
export function demoCashierPage(locale: Locale, order: Order, link: { o: string; r: string; s: string }) {
  const t = (label: Label) => translate(locale, label.id);
  const waiting = order.status === "pending";
  return html`<!doctype html>
<html lang="${locale === "zh" ? "zh-CN" : "en"}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${t(texts.title)}</title>
<style>
body{font-family:system-ui,"Noto Sans CJK SC",sans-serif;margin:0;background:#f4f5f7;color:#1f2329}
main{max-width:420px;margin:0 auto;padding:16px}
.banner{background:#fff3cd;border:2px dashed #d48806;color:#874d00;padding:12px;border-radius:8px;font-weight:600}
.card{background:#fff;border-radius:12px;padding:16px;margin-top:16px;box-shadow:0 1px 3px rgba(0,0,0,.08)}
dt{color:#646a73;font-size:14px}dd{margin:0 0 12px;font-size:16px;word-break:break-all}
.amount{font-size:28px;font-weight:700}
button,a.back{display:block;width:100%;box-sizing:border-box;padding:14px;border-radius:8px;border:0;font-size:17px;margin-top:12px;text-align:center;text-decoration:none}
.pay{background:#1677ff;color:#fff}.fail{background:#fff;color:#cf1322;border:1px solid #cf1322}.back{background:#fff;color:#1677ff;border:1px solid #1677ff}
</style></head>
<body><main>
<h1>${t(texts.title)}</h1>
<p class="banner" data-testid="demo-banner">${t(texts.banner)}</p>
<div class="card"><dl>
<dt>${t(texts.subject)}</dt><dd data-testid="demo-subject">${order.subject}</dd>
<dt>${t(texts.orderNo)}</dt><dd>${order.outTradeNo}</dd>
<dt>${t(texts.amount)}</dt><dd class="amount" data-testid="demo-amount">${formatMoney(order.amount, order.currency, locale)}</dd>
</dl>
${
  waiting
    ? html`<form method="post" action="/api/payments/demo/cashier">
<input type="hidden" name="o" value="${link.o}"><input type="hidden" name="r" value="${link.r}"><input type="hidden" name="s" value="${link.s}">
<button class="pay" name="outcome" value="paid" data-testid="demo-pay">${t(texts.pay)}</button>
<button class="fail" name="outcome" value="closed" data-testid="demo-fail">${t(texts.fail)}</button>
</form>`
    : html`<p>${t(texts.gone)}</p><a class="back" href="${link.r}">${t(texts.back)}</a>`
}
</div></main></body></html>`;
}
