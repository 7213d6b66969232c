import type { Label, Locale, MessageChannel } from "@confreg/shared";
import { translate } from "#http/i18n";

/**
 * Every message the server sends, as Lingui descriptors (Chinese in locales/zh): an e-mail subject and
 * body, and a text message short enough for one or two SMS parts. Placeholders are the template's params.
 * No apostrophes: ICU message syntax would read them as quotes.
 */
type TemplateTexts = { subject: Label; email: Label; sms: Label; secret?: RegExp };

/** What each template needs filled in. Adding a template is an entry here and one in `templates`. */
export type TemplateParams = {
  passwordReset: { code: string; minutes: number };
  adminPasswordReset: { code: string; minutes: number; username: string };
  paymentReceived: PaymentParams;
  refundApproved: PaymentParams;
  refundCompleted: PaymentParams;
  invoiceIssued: InvoiceParams;
  invoiceVoided: InvoiceParams;
  usdReceipt: InvoiceParams & { society: string; amount: string };
  invoiceInfoReminder: { conference: string; name: string; link: string };
};
/** An invoice notice: the conference, the registrant, the invoice number, where to download it. */
type InvoiceParams = { conference: string; name: string; number: string; link: string };
/** A payment notice: the conference, the registrant, the amount with its currency, the order number. */
type PaymentParams = { conference: string; name: string; amount: string; orderNo: string };
export type TemplateName = keyof TemplateParams;

/** One-time codes: once a real sender has delivered them, the outbox keeps the message without them. */
const oneTimeCode = /\b\d{6}\b/g;

export const templates: Record<TemplateName, TemplateTexts> = {
  passwordReset: {
    secret: oneTimeCode,
    subject: /*i18n*/ { id: "mail.passwordReset.subject", message: "Your password reset code" },
    email: /*i18n*/ {
      id: "mail.passwordReset.body",
      message:
        "Hello,\n\nSomeone, we hope you, asked to reset the password of your account on the conference registration site. Your code is:\n\n{code}\n\nIt is valid for {minutes} minutes and works once. If you did not ask for it, ignore this message: your password stays as it is. Never tell this code to anyone, staff of the society included.",
    },
    sms: /*i18n*/ {
      id: "sms.passwordReset.body",
      message:
        "Your password reset code is {code}, valid for {minutes} minutes. If you did not ask for it, ignore this message.",
    },
  },
  adminPasswordReset: {
    secret: oneTimeCode,
    subject: /*i18n*/ {
      id: "mail.adminPasswordReset.subject",
      message: "Your back-office password reset code",
    },
    email: /*i18n*/ {
      id: "mail.adminPasswordReset.body",
      message:
        "Hello,\n\nSomeone, we hope you, asked to reset the password of the back-office account {username}. Your code is:\n\n{code}\n\nIt is valid for {minutes} minutes and works once. If you did not ask for it, ignore this message and tell the administrator of all conferences: your password stays as it is.",
    },
    sms: /*i18n*/ {
      id: "sms.adminPasswordReset.body",
      message:
        "Back-office password reset code for {username}: {code}, valid for {minutes} minutes. If you did not ask for it, ignore this message.",
    },
  },
  paymentReceived: {
    subject: /*i18n*/ { id: "mail.paymentReceived.subject", message: "Payment received: {conference}" },
    email: /*i18n*/ {
      id: "mail.paymentReceived.body",
      message:
        "Hello {name},\n\nWe have received your payment of {amount} for {conference} (order {orderNo}). Your registration detail page shows the payment and, once it is issued, your invoice.\n\nThank you.",
    },
    sms: /*i18n*/ {
      id: "sms.paymentReceived.body",
      message: "{conference}: we have received your payment of {amount} (order {orderNo}). Thank you.",
    },
  },
  refundApproved: {
    subject: /*i18n*/ { id: "mail.refundApproved.subject", message: "Refund approved: {conference}" },
    email: /*i18n*/ {
      id: "mail.refundApproved.body",
      message:
        "Hello {name},\n\nYour refund request for {conference} (order {orderNo}, {amount}) has been approved. The money is on its way back; we will tell you when it has been sent.",
    },
    sms: /*i18n*/ {
      id: "sms.refundApproved.body",
      message: "{conference}: your refund request (order {orderNo}, {amount}) has been approved.",
    },
  },
  refundCompleted: {
    subject: /*i18n*/ { id: "mail.refundCompleted.subject", message: "Refund sent: {conference}" },
    email: /*i18n*/ {
      id: "mail.refundCompleted.body",
      message:
        "Hello {name},\n\nThe refund of {amount} for {conference} (order {orderNo}) has been sent. Depending on your bank it may take a few working days to arrive.",
    },
    sms: /*i18n*/ {
      id: "sms.refundCompleted.body",
      message: "{conference}: the refund of {amount} (order {orderNo}) has been sent.",
    },
  },
  invoiceIssued: {
    subject: /*i18n*/ { id: "mail.invoiceIssued.subject", message: "Invoice issued: {conference}" },
    email: /*i18n*/ {
      id: "mail.invoiceIssued.body",
      message:
        "Hello {name},\n\nThe invoice for your registration to {conference} has been issued (number {number}). Download it here:\n\n{link}\n\nIt is also on your registration detail page.",
    },
    sms: /*i18n*/ {
      id: "sms.invoiceIssued.body",
      message:
        "{conference}: your invoice {number} has been issued. Download it from your registration page.",
    },
  },
  invoiceVoided: {
    subject: /*i18n*/ { id: "mail.invoiceVoided.subject", message: "Invoice voided: {conference}" },
    email: /*i18n*/ {
      id: "mail.invoiceVoided.body",
      message:
        "Hello {name},\n\nThe invoice {number} for your registration to {conference} has been voided. If a corrected invoice follows, you will receive it separately.",
    },
    sms: /*i18n*/ {
      id: "sms.invoiceVoided.body",
      message: "{conference}: your invoice {number} has been voided.",
    },
  },
  usdReceipt: {
    subject: /*i18n*/ { id: "mail.usdReceipt.subject", message: "Your receipt in US dollars: {conference}" },
    email: /*i18n*/ {
      id: "mail.usdReceipt.body",
      message:
        "Hello {name},\n\n{society} has issued its receipt for your conference fee of {amount} for {conference} (receipt number {number}). Download it here:\n\n{link}\n\nIt is also on your registration detail page. This receipt is in US dollars and is not a Chinese tax invoice (fapiao).",
    },
    sms: /*i18n*/ {
      id: "sms.usdReceipt.body",
      message:
        "{conference}: your receipt in US dollars ({number}) has been issued. Download it from your registration page.",
    },
  },
  invoiceInfoReminder: {
    subject: /*i18n*/ {
      id: "mail.invoiceInfoReminder.subject",
      message: "Please fill in your invoice information: {conference}",
    },
    email: /*i18n*/ {
      id: "mail.invoiceInfoReminder.body",
      message:
        "Hello {name},\n\nYour registration fee for {conference} has been paid, but the information your invoice needs is not complete yet. Please fill it in on your registration detail page, so that the finance office can issue your invoice:\n\n{link}",
    },
    sms: /*i18n*/ {
      id: "sms.invoiceInfoReminder.body",
      message:
        "{conference}: your fee is paid, but your invoice information is incomplete. Please fill it in on your registration page: {link}",
    },
  },
};

export type RenderedMessage = { subject: string; body: string };

/** The template's text in one language for one channel (a text message has no subject). */
export function renderTemplate<T extends TemplateName>(
  template: T,
  channel: MessageChannel,
  locale: Locale,
  params: TemplateParams[T],
): RenderedMessage {
  const texts = templates[template];
  return {
    subject: channel === "email" ? translate(locale, texts.subject.id, params) : "",
    body: translate(locale, texts[channel].id, params),
  };
}

/**
 * What the outbox keeps of a delivered message: its body without the template's secrets (a code in the
 * back office would let an administrator take over the account it was sent to). The development outbox
 * keeps them, since reading it is how the message is "received" there.
 */
export function keptBody(template: string, body: string): string {
  const secret = templates[template as TemplateName]?.secret;
  return secret ? body.replace(secret, "••••••") : body;
}
